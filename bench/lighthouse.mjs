#!/usr/bin/env node
// Lighthouse (mobile defaults, simulated throttling) on the served build, median of N runs per page, with a bare
// static HTML page (the same text, no JavaScript, no CSS) as the reference for LCP. Two more rows (not with --gate)
// explain the ratio: the bare page with one empty module script, and our home page without its script tag.
// Every page, the references too, is fetched over HTTPS and HTTP/2 through a loopback front, as visitors reach the
// site behind its load balancer or CDN (HSTS makes every visit HTTPS).
//   node bench/lighthouse.mjs [--runs 5] [--pages is/,en/verdskra] [--gate] [--dist apps/site/dist] [--save dir (full reports and traces)]
//     [LANTERN_DEBUG=1 with --save: also the simulated FCP and LCP graphs, each request's and task's start and end]
//     [--throttling devtools]: the same mobile network and CPU applied to the browser for real (slower to run) instead
//     of simulated from an unthrottled load: how long the page really takes, without the simulation's guesses about
//     which requests the paint waited for.
//     [--http1]: plain HTTP/1.1 straight from our server instead, as no visitor gets it. The simulation models
//     HTTP/1.1 as six connections per origin of which only the page's own is warm, so an early picture and the entry
//     script cannot both have it and one pays a new connection's round trips; over HTTP/2 they share one connection.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, DEFAULT_PAGES, PERFORMANCE_FLOOR, GATED_PAGES, defaultDist, freePort, parseArgs, repoRoot, startHttpsFront, startSiteServer, stopChild, table } from './lib.mjs';

const BARE = 'bare';
/**
 * The bare page plus one empty module script: the floor under simulated throttling for any page that loads
 * JavaScript at all. The simulation cannot see when a module script runs (Chromium records no `EvaluateScript`
 * for it), so any script that arrived before the paint is counted as if the paint had waited for its round trip.
 */
const BARE_SCRIPT = 'bare + 1 script';
const EMPTY_MODULE = '/empty-module.js';
/** Our Icelandic home page, styles and all, without its script tag: what the page costs apart from that floor. */
const HOME_NO_SCRIPT = 'is/ without its script';

/** Targets of issues 7 and 24 (reported) and the gate (enforced with a margin: scores only, they are stable run to run). */
export const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpRatio: 1.15, tbt: 100, cls: 0 };
// Performance measures 97-100 on the ten pages (median of 5, idle machine, Nov 2026) and far lower on a busy one: the
// floor and its history are in bench/lib.mjs (PERFORMANCE_FLOOR), shared with the example sites' check. TBT is
// compared build to build with bench/longtasks.mjs (A/B on one machine), not gated here.
export const GATE = { performance: PERFORMANCE_FLOOR, accessibility: 100, 'best-practices': 95, seo: 100 };
/** Layout shift is 0 on every page when nothing is wrong (the medians of every run so far); any shift fails. */
export const GATE_MAX_CLS = 0.01;
/**
 * LCP over the reference's, gated over HTTPS and HTTP/2 on every gated page: at most 1.15x, as issue 24 asks.
 * The simulation counts every request that ends before the observed LCP as one the paint waited for (a low-priority
 * picture only as traffic), and models a new connection's slow start, so what decides the ratio is what the page
 * asks for before its first paint. Since 26 Nov 2026 that is the HTML alone: its style sheet is inlined (cut per page
 * to the rules its markup uses, apps/site/scripts/critical-css.ts), its data is in a file beside it, the entry script
 * is written into it (allowed by its hash in the CSP) and the site icon is a `data:` URL; fonts load after the first
 * paint (apps/site/src/head/fonts.ts; a preloaded heading face put home at 1.56-1.87x). Left before the paint: a
 * card picture that is on the phone's first screen (/verkefni) or within Chromium's lazy-loading distance (home);
 * since 27 Nov 2026 the first one is an AVIF small enough to come in the HTML's first round trip (bench/bytes.mjs
 * checks the sum): /verkefni went from 1.16x (CI) to 1.05x.
 * Measured on an idle machine (26 Nov 2026, 5 runs, medians and run range): is/ 1.04x (1.02-1.09), en/ 1.05x
 * (0.99-1.13), is/verdskra 1.06x (1.01-1.07), is/verkefni 1.11x (1.10-1.14); before (linked entry and icon) 1.18x,
 * 1.20x, 1.10x, 1.12x, and 1.21x and 1.18x on home and /verkefni when issue 24 was filed. A page over the gate on
 * its first runs is measured again (REMEASURE_RUNS) before the gate decides. A 300 KB picture as the largest paint
 * (the first project's 2.41x) fails, as does any script or style sheet linked before the paint.
 */
export const GATE_MAX_LCP_RATIO = 1.15;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Runs added for a page the gate fails on its first runs (and for the reference, in turn with it). */
const REMEASURE_RUNS = 3;

const args = parseArgs();
const runs = Math.max(1, Number(args.runs ?? 5));
const distDir = args.dist ? resolve(args.dist) : defaultDist;
const pages = args.pages ? String(args.pages).split(',').map((page) => page.trim()).filter(Boolean) : args.gate ? GATED_PAGES : DEFAULT_PAGES;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const throttlingMethod = args.throttling === 'devtools' ? 'devtools' : 'simulate';
if (args.gate && throttlingMethod !== 'simulate') throw new Error('the gate is defined on simulated throttling: run it without --throttling');
const tls = !args.http1;
if (args.gate && !tls) throw new Error('the gate is defined on HTTPS and HTTP/2: run it without --http1');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** `is/verdskra` → { locale: 'is', path: '/verdskra' }. */
function parsePage(page) {
  const [locale, ...rest] = page.split('/');
  return { locale, path: `/${rest.join('/')}` };
}

/** The status our server gives a page for that language's host (Node cannot resolve `en.localhost` everywhere; Chromium can). */
function statusOf(port, locale, path) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'HEAD', headers: { host: `${locale}.localhost:${port}` } }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', reject);
    req.end();
  });
}

const homePage = () => readFileSync(join(distDir, 'site/is/index.html'), 'utf8');

/**
 * The Icelandic home page with every script, style (inline or linked) and preload removed: what the text alone
 * costs. Everything else stays, the site icon included: it is written into the page as a `data:` URL, so neither
 * page makes an icon request. (Without an icon link Chromium fetches `/favicon.ico` at the load event, before the
 * first frame on a fast load, and the simulation then counts that round trip in the reference's LCP: a reference
 * without the icon is 100-120 ms slower and would flatter every ratio.)
 */
function barePage() {
  return homePage()
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/<link\b[^>]*rel="(modulepreload|stylesheet|preload)"[^>]*>/gi, '')
    .replace(/ style="[^"]*"/gi, '');
}

async function startBareServer() {
  const body = barePage();
  const withScript = body.replace('</body>', `<script type="module" src="${EMPTY_MODULE}"></script></body>`);
  const homeWithoutScript = homePage().replace(/<script\b(?![^>]*application\/(ld\+)?json)[^>]*>[\s\S]*?<\/script>/gi, '');
  // Compressed like our server's answers (brotli when asked for, else gzip), so no page is slowed by its transfer size.
  const compressed = (html) => ({ html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) });
  const answers = { '/': compressed(body), '/script': compressed(withScript), '/no-script': compressed(homeWithoutScript) };
  const port = await freePort();
  const server = createServer((req, res) => {
    // Chromium asks for /favicon.ico when a page names no icon; a 404 would log a console error and cost points.
    if (req.url === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (req.url === EMPTY_MODULE) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }).end('export {};\n');
      return;
    }
    if (!Object.hasOwn(answers, req.url)) {
      res.writeHead(404).end();
      return;
    }
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'accept-encoding' };
    const answer = answers[req.url];
    res.writeHead(200, encoding ? { ...headers, 'content-encoding': encoding } : headers).end(encoding ? answer[encoding] : answer.html);
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${port}/`, port, stop: () => new Promise((done) => server.close(done)) };
}

/** One Chromium for every run (Lighthouse opens a fresh tab and clears storage per run). */
async function launchChrome() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'hraun-lh-'));
  // The HTTPS front's certificate is made for the run and signed by no authority.
  const flags = tls ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;
  const child = spawn(chromePath, [...flags, '--remote-debugging-port=0', '--remote-debugging-address=127.0.0.1', `--user-data-dir=${userDataDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output.slice(-500)}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${output.slice(-500)}`)));
    // A missing binary is an 'error' event, not an exit; unhandled, it would crash the bench.
    child.once('error', (error) => {
      clearTimeout(timer);
      rmSync(userDataDir, { recursive: true, force: true });
      reject(new Error(`Chromium could not be started from ${chromePath} (${error.message}); set CHROME_PATH, or install Debian's chromium: bash scripts/bootstrap.sh --browser`));
    });
  });
  child.stderr.resume();
  return {
    port,
    stop: async () => {
      await stopChild(child);
      // Chromium's helper processes can still be writing the profile (over HTTPS, its HSTS state) just after the
      // browser has exited: retry, and never let a leftover temporary folder fail a finished measurement.
      try {
        rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`\nthe temporary Chromium profile ${userDataDir} was not removed: ${error.code ?? error.message}`);
      }
    },
  };
}

/** Lighthouse's own failures of a run (NO_NAVSTART, NO_FCP: "Please run Lighthouse again"), as opposed to a page's. */
const LIGHTHOUSE_RUN_ERRORS = /^(NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|NO_DCL|PROTOCOL_TIMEOUT)\b/;
const RUN_ATTEMPTS = 3;

/** One run, repeated when Lighthouse itself failed to record it; a page that fails to load still fails. */
async function auditWithRetry(url, chromePort) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, chromePort);
    } catch (error) {
      const message = String(error?.message ?? '');
      const code = message.slice(message.indexOf(': ') + 2);
      if (attempt >= RUN_ATTEMPTS || !LIGHTHOUSE_RUN_ERRORS.test(code)) throw error;
      console.log(`\n${url}: Lighthouse could not record the run (${code.split(' ')[0]}), running it again`);
    }
  }
}

async function audit(url, chromePort) {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, throttlingMethod });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`${url}: Lighthouse returned nothing`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (args.save) {
    mkdirSync(String(args.save), { recursive: true });
    const name = join(String(args.save), `${new URL(url).host.split('.')[0]}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}`);
    writeFileSync(`${name}.json`, result.report);
    // The run's trace, to open in DevTools' Performance panel: what each long task was.
    if (result.artifacts?.Trace) writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
    // What Lighthouse's simulation (Lantern) made of the run: when each request and task of the FCP and LCP graphs
    // starts and ends, optimistic and pessimistic. Where a page's LCP went past the bare page's is read here.
    if (process.env.LANTERN_DEBUG) {
      const Lantern = await import('lighthouse/core/lib/lantern/lantern.js');
      const dump = {};
      for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
        if (!/LargestContentfulPaint|FirstContentfulPaint/.test(label)) continue;
        dump[label] = [...timings]
          .map(([node, timing]) => ({ type: node.type, url: node.request?.url, priority: node.request?.priority, bytes: node.request?.transferSize, start: Math.round(timing.startTime), end: Math.round(timing.endTime) }))
          .sort((a, b) => a.start - b.start);
      }
      writeFileSync(`${name}.lantern.json`, JSON.stringify(dump, null, 1));
    }
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metricIds = new Set(lhr.categories.performance.auditRefs.filter((ref) => ref.group === 'metrics').map((ref) => ref.id));
  const failed = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && ['binary', 'numeric'].includes(audit.scoreDisplayMode) && !metricIds.has(audit.id))
    .map((audit) => audit.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    failedAudits: failed,
  };
}

function summarise(samples) {
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    // The spread of the runs, reported beside the median: a gate is only as good as its pages' spread.
    lcpMin: Math.min(...samples.map((sample) => sample.lcp)),
    lcpMax: Math.max(...samples.map((sample) => sample.lcp)),
    clsMax: Math.max(...samples.map((sample) => sample.cls)),
    tbt: pick('tbt'),
    cls: pick('cls'),
    fcp: pick('fcp'),
    // Audits that failed in most runs: what to fix.
    failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))].filter(
      (id) => samples.filter((sample) => sample.failedAudits.includes(id)).length > samples.length / 2,
    ),
    runs: samples.length,
  };
}

const started = Date.now();
// Chromium first: if it is missing, no server has been started that would outlive the error.
const chrome = await launchChrome();
const siteServer = await startSiteServer({ port: await freePort(), distDir }).catch(async (error) => {
  await chrome.stop();
  throw error;
});
const bare = await startBareServer();
const fronts = [];
if (tls) {
  try {
    fronts.push(await startHttpsFront(siteServer.port), await startHttpsFront(bare.port));
  } catch (error) {
    for (const front of fronts) await front.stop();
    await chrome.stop();
    await bare.stop();
    await siteServer.stop();
    throw error;
  }
}
const bareUrl = tls ? `https://127.0.0.1:${fronts[1].port}/` : bare.url;
const siteOrigin = (locale) => (tls ? `https://${locale}.localhost:${fronts[0].port}` : `http://${locale}.localhost:${siteServer.port}`);
// Table order: the reference, then the pages as asked.
const references = args.gate ? [BARE] : [BARE, BARE_SCRIPT, HOME_NO_SCRIPT];
const results = Object.fromEntries([...references, ...pages].map((page) => [page, { status: 0 }]));
/** Every run of every page, by page. */
const samples = {};
/** Pages the gate failed at first and measured again. */
const remeasured = [];

/** What the gate finds against the pages' current results: one entry per criterion a page misses. */
function gateFailures() {
  const bareLcp = results[BARE].lcp;
  return Object.entries(results)
    .filter(([page, result]) => !references.includes(page) && result.status === 200)
    .flatMap(([page, result]) => {
      const audits = `(failing audits: ${result.failedAudits.join(', ') || 'none'})`;
      const ratio = result.lcp / bareLcp;
      return [
        ...Object.entries(GATE)
          .filter(([category, minimum]) => result[category] < minimum)
          .map(([category, minimum]) => `${category} ${result[category]} < ${minimum} ${audits}`),
        ...(ratio > GATE_MAX_LCP_RATIO ? [`LCP ${ratio.toFixed(2)}x the bare page > ${GATE_MAX_LCP_RATIO}x ${audits}`] : []),
        ...(result.cls > GATE_MAX_CLS ? [`CLS ${result.cls.toFixed(3)} > ${GATE_MAX_CLS} ${audits}`] : []),
      ].map((text) => ({ page, text: `${page}: ${text}` }));
    });
}
try {
  const { port } = siteServer;
  const targets = [{ page: BARE, url: bareUrl }];
  if (references.includes(BARE_SCRIPT)) targets.push({ page: BARE_SCRIPT, url: `${bareUrl}script` });
  if (references.includes(HOME_NO_SCRIPT)) targets.push({ page: HOME_NO_SCRIPT, url: `${bareUrl}no-script` });
  for (const page of pages) {
    const { locale, path } = parsePage(page);
    const status = await statusOf(port, locale, path);
    if (status !== 200) {
      results[page] = { status };
      console.log(`${page}: HTTP ${status}, not measured`);
      continue;
    }
    targets.push({ page, url: `${siteOrigin(locale)}${path}` });
  }
  for (const { page, url } of targets) {
    samples[page] = [];
    for (let run = 1; run <= runs; run += 1) {
      samples[page].push(await auditWithRetry(url, chrome.port));
      process.stdout.write(`\r${page}: run ${run}/${runs}   `);
    }
    results[page] = { status: 200, url, ...summarise(samples[page]) };
    process.stdout.write('\n');
  }
  // A page the gate fails is measured again, with the reference in turn, so that one busy minute on a shared
  // machine (the CI's two cores) does not decide alone: the verdict is on the medians of all runs. A real
  // regression fails them all; a page re-measured is named in the output.
  const failing = args.gate ? [...new Set(gateFailures().map(({ page }) => page))] : [];
  if (failing.length) {
    console.log(`\nthe gate fails ${failing.join(', ')} on ${runs} runs: ${REMEASURE_RUNS} more runs of each, and of the reference between them`);
    for (let run = 1; run <= REMEASURE_RUNS; run += 1) {
      for (const { page, url } of targets.filter((target) => target.page === BARE || failing.includes(target.page))) {
        samples[page].push(await auditWithRetry(url, chrome.port));
        process.stdout.write(`\r${page}: extra run ${run}/${REMEASURE_RUNS}   `);
      }
    }
    process.stdout.write('\n');
    for (const page of [BARE, ...failing]) results[page] = { ...results[page], ...summarise(samples[page]) };
    remeasured.push(...failing);
  }
} finally {
  await chrome.stop();
  for (const front of fronts) await front.stop();
  await bare.stop();
  await siteServer.stop();
}

const bareLcp = results[BARE].lcp;
const rows = [['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'LCP min-max', 'TBT ms', 'CLS (max)', 'LCP/bare', 'run/bare min-max']];
const failures = gateFailures().map(({ text }) => text);
for (const [page, result] of Object.entries(results)) {
  if (result.status !== 200) {
    rows.push([page, `HTTP ${result.status}`, '', '', '', '', '', '', '', '', '']);
    continue;
  }
  result.lcpRatio = result.lcp / bareLcp;
  rows.push([
    page,
    result.performance,
    result.accessibility,
    result['best-practices'],
    result.seo,
    Math.round(result.lcp),
    `${Math.round(result.lcpMin)}-${Math.round(result.lcpMax)}`,
    Math.round(result.tbt),
    `${result.cls.toFixed(3)} (${result.clsMax.toFixed(3)})`,
    result.lcpRatio.toFixed(2),
    `${(result.lcpMin / bareLcp).toFixed(2)}-${(result.lcpMax / bareLcp).toFixed(2)}`,
  ]);
}
console.log(`\nLighthouse ${runs === 1 ? '1 run' : `median of ${runs} runs`}, mobile defaults (${throttlingMethod === 'simulate' ? 'simulated' : 'applied'} throttling), ${tls ? 'HTTPS and HTTP/2 through a loopback front' : 'plain HTTP/1.1'}, Chromium ${chromePath}`);
console.log(table(rows));
if (remeasured.length) console.log(`re-measured (the gate failed them on ${runs} runs): ${remeasured.map((page) => `${page} ${results[page].runs} runs`).join(', ')}; the reference ${results[BARE].runs} runs`);
console.log(`targets: perf >= ${TARGETS.performance}, a11y ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}, SEO ${TARGETS.seo}, LCP <= ${TARGETS.lcpRatio}x bare, TBT <= ${TARGETS.tbt} ms, CLS ${TARGETS.cls}`);
const missed = Object.entries(results)
  .filter(([page, result]) => !references.includes(page) && result.status === 200)
  .flatMap(([page, result]) => [
    ...(result.performance < TARGETS.performance ? [`perf ${result.performance}`] : []),
    ...(result.accessibility < TARGETS.accessibility ? [`a11y ${result.accessibility}`] : []),
    ...(result['best-practices'] < TARGETS['best-practices'] ? [`best practices ${result['best-practices']}`] : []),
    ...(result.seo < TARGETS.seo ? [`SEO ${result.seo}`] : []),
    ...(result.lcpRatio > TARGETS.lcpRatio ? [`LCP ${result.lcpRatio.toFixed(2)}x bare`] : []),
    ...(result.tbt > TARGETS.tbt ? [`TBT ${Math.round(result.tbt)} ms`] : []),
    ...(result.cls > TARGETS.cls ? [`CLS ${result.cls.toFixed(4)}`] : []),
  ].map((miss) => `${page}: ${miss}${result.failedAudits.length ? ` (failing audits: ${result.failedAudits.join(', ')})` : ''}`));
if (missed.length) console.log(`targets missed:\n${missed.map((line) => `  - ${line}`).join('\n')}`);

mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
const resultFile = join(repoRoot, `bench/results/lighthouse${throttlingMethod === 'simulate' ? '' : `-${throttlingMethod}`}${tls ? '' : '-http1'}.json`);
writeFileSync(resultFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), throttlingMethod, protocol: tls ? 'https, h2' : 'http/1.1', runs, seconds: Math.round((Date.now() - started) / 1000), targets: TARGETS, gate: { ...GATE, maxCls: GATE_MAX_CLS, maxLcpRatio: GATE_MAX_LCP_RATIO }, remeasured, results, failures }, null, 2)}\n`);
console.log(`results: ${relative(process.cwd(), resultFile)} (${Math.round((Date.now() - started) / 1000)} s)`);

if (args.gate) {
  if (failures.length) {
    console.log(`\nLighthouse gate failed:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Lighthouse gate passed: perf >= ${GATE.performance}, a11y ${GATE.accessibility}, best practices >= ${GATE['best-practices']}, SEO ${GATE.seo}, CLS <= ${GATE_MAX_CLS}, LCP <= ${GATE_MAX_LCP_RATIO}x bare`);
}

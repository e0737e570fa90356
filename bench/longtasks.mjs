#!/usr/bin/env node
// Long tasks of a real page load in Chromium with the CPU slowed four times (Lighthouse's mobile CPU), read from
// the browser's own Long Tasks API: what the main thread really does between the first paint and a quiet page.
// Less noisy than Lighthouse's simulated TBT, which replays one unthrottled trace, so it is the figure to compare
// two builds by. Network is not throttled (loopback).
//   node bench/longtasks.mjs [--runs 5] [--pages is/,is/verdskra] [--dist apps/site/dist] [--rate 4]
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { CHROME_FLAGS, DEFAULT_PAGES, defaultDist, freePort, parseArgs, startSiteServer, table } from './lib.mjs';

const args = parseArgs();
const runs = Math.max(1, Number(args.runs ?? 5));
const rate = Math.max(1, Number(args.rate ?? 4));
const distDir = args.dist ? resolve(args.dist) : defaultDist;
const pages = args.pages ? String(args.pages).split(',').map((page) => page.trim()).filter(Boolean) : DEFAULT_PAGES;
/** The page counts as settled when no long task and no request came for this long. */
const QUIET_MS = 1500;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(() => {
    const seen = { tasks: [], fcp: null };
    Object.defineProperty(globalThis, '__longTasks', { value: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      const fcp = list.getEntriesByName('first-contentful-paint')[0];
      if (fcp) seen.fcp = fcp.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // Quiet: no new long task for QUIET_MS.
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => globalThis.__longTasks.tasks.length);
    if (now === count) break;
    count = now;
    await page.waitForTimeout(QUIET_MS);
  }
  const { tasks, fcp } = await page.evaluate(() => globalThis.__longTasks);
  await context.close();
  const after = tasks.filter((task) => fcp !== null && task.start + task.duration > fcp);
  return {
    fcp: fcp ?? Number.NaN,
    count: after.length,
    // Blocking time as TBT counts it: what each task after the first paint lasts beyond 50 ms.
    blocking: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longest: Math.max(0, ...after.map((task) => task.duration)),
  };
}

// The browser first: if it is missing, nothing else has been started that would outlive the error.
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((flag) => flag !== '--headless') });
const siteServer = await startSiteServer({ port: await freePort(), distDir }).catch(async (error) => {
  await browser.close();
  throw error;
});
const rows = [['page', 'FCP ms', 'long tasks', 'blocking ms', 'longest ms']];
try {
  for (const entry of pages) {
    const [locale, ...rest] = entry.split('/');
    const url = `http://${locale}.localhost:${siteServer.port}/${rest.join('/')}`;
    const samples = [];
    for (let run = 1; run <= runs; run += 1) {
      samples.push(await measure(browser, url));
      process.stdout.write(`\r${entry}: run ${run}/${runs}   `);
    }
    process.stdout.write('\n');
    const pick = (key) => Math.round(median(samples.map((sample) => sample[key])));
    rows.push([entry, pick('fcp'), pick('count'), pick('blocking'), pick('longest')]);
  }
} finally {
  await browser.close();
  await siteServer.stop();
}
console.log(`\nLong tasks after the first paint, CPU slowed ${rate}x, median of ${runs} runs (Chromium, loopback)`);
console.log(table(rows));

#!/usr/bin/env node
// Real (not simulated) timings of a visitor's arrival on a page, in Debian's Chromium, no throttling: medians of
// response start, DOM interactive and first contentful paint, measured from the navigation's start by the page's
// own Navigation and Paint Timing entries. Two ways in:
//   - fresh tab: the address typed into a new tab (a bookmark, a link opened in a new tab, Lighthouse's load);
//   - link: a click on a link to the page from another site (a search result).
// It compares builds or server settings: headers that make the browser change process after the answer (such as
// Cross-Origin-Opener-Policy) show as a later DOM interactive on the fresh tab.
//   node bench/navigation.mjs [--runs 15] [--pages is/,en/verdskra] [--dist apps/site/dist]
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { CHROME_FLAGS, defaultDist, freePort, parseArgs, startSiteServer, table } from './lib.mjs';

const args = parseArgs();
const runs = Math.max(1, Number(args.runs ?? 15));
const distDir = args.dist ? resolve(args.dist) : defaultDist;
const pages = String(args.pages ?? 'is/').split(',').map((page) => page.trim()).filter(Boolean);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS });
const site = await startSiteServer({ port: await freePort(), distDir });
// The other site: one page with one link, on another host (127.0.0.1 rather than *.localhost).
let linkTarget = '';
const elsewhere = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><title>Results</title><a id="result" href="${linkTarget}">Result</a></html>`);
});
const elsewherePort = await freePort();
await new Promise((done) => elsewhere.listen(elsewherePort, '127.0.0.1', done));

async function arrive(url, way) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    if (way === 'fresh tab') {
      await page.goto(url, { waitUntil: 'load' });
    } else {
      linkTarget = url;
      await page.goto(`http://127.0.0.1:${elsewherePort}/`);
      await Promise.all([page.waitForURL(url), page.click('#result')]);
      await page.waitForLoadState('load');
    }
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 10_000 });
    return await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      return {
        responseStart: navigation.responseStart,
        domInteractive: navigation.domInteractive,
        fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      };
    });
  } finally {
    await context.close();
  }
}

const rows = [['page', 'way in', 'response start ms', 'DOM interactive ms', 'FCP ms']];
try {
  for (const page of pages) {
    const [locale, ...rest] = page.split('/');
    const url = `http://${locale}.localhost:${site.port}/${rest.join('/')}`;
    for (const way of ['fresh tab', 'link']) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await arrive(url, way));
      const pick = (key) => median(samples.map((sample) => sample[key])).toFixed(1);
      rows.push([page, way, pick('responseStart'), pick('domInteractive'), pick('fcp')]);
    }
  }
} finally {
  await browser.close();
  await site.stop();
  elsewhere.close();
}
console.log(`\nArrival timings, median of ${runs} runs, Chromium without throttling\n${table(rows)}`);

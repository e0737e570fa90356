import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await page.goto(new URL('/robots.txt', process.argv[2]).href);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
const { profile } = await cdp.send('Profiler.stop');
// self time by function, and total (inclusive) time by function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(), total = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => {
  const d = (dt[i + 1] ?? 0) / 1000;
  const n = byId.get(id);
  const key = (f) => `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
  self.set(key(n.callFrame), (self.get(key(n.callFrame)) ?? 0) + d);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = key(byId.get(cur).callFrame);
    if (seen.has(k)) continue; seen.add(k);
    total.set(k, (total.get(k) ?? 0) + d);
  }
});
const top = (m, n) => [...m].filter(([k]) => !/^\((idle|program|root)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(1).padStart(6)} ${k}`).join('\n');
console.log('SELF\n' + top(self, 25));
console.log('TOTAL\n' + top(total, 40));
await browser.close();

// Full-page screenshots of one page of each page type, in Icelandic and English at 1440 and 390 px, from a running
// server of the built site: the before and after pictures of a change to the pages' look (docs/screenshots/).
//
//   PORT=4450 HOST=127.0.0.1 tsx apps/site/server/main.ts &
//   tsx apps/site/tools/page-screenshots.ts http://localhost:4450 docs/screenshots/issue35/compose [home,service,...]
//
// Each language is reached on its preview host (`en.localhost`), the cookie bar is answered first so it covers
// nothing, and each page is taken once its fonts and lazy pictures are in.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:4450', outDir = 'screenshots', only] = process.argv.slice(2);

/** The page of each type, by the name its pictures get. */
const defaultPages = {
  home: '/',
  service: '/thjonusta/vefsidugerd',
  solution: '/lausnir/wordpress-express',
  pricing: '/verdskra',
  project: '/verkefni/fjallalind-vefverslun',
  article: '/frettir/hradi-vefsins-skiptir-mali',
  quote: '/fa-tilbod',
  notfound: '/ekki-til-sida',
} as const;

/**
 * The pages to take: the default set, or a third argument of `name=path` pairs separated by commas
 * (`project=/verkefni/brimnes-vefur,news=/frettir`).
 */
const pages: Record<string, string> = only
  ? Object.fromEntries(only.split(',').map((pair) => pair.split('=') as [string, string]))
  : defaultPages;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
mkdirSync(outDir, { recursive: true });
for (const locale of ['is', 'en'] as const) {
  for (const width of [1440, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 }, deviceScaleFactor: 1 });
    await context.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'false'));
    const page = await context.newPage();
    // A third argument names the page types to take (`home,service`), else all of them.
    for (const [name, path] of Object.entries(pages).filter(([name]) => !only || only.split(',').includes(name))) {
      const url = new URL(path, base);
      url.hostname = `${locale}.localhost`;
      await page.goto(url.toString(), { waitUntil: 'networkidle' });
      // Scroll through once so every lazy picture loads, then back to the top for the picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 120));
        }
        window.scrollTo(0, 0);
        await document.fonts.ready;
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      const file = join(outDir, `${name}-${locale}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled', timeout: 120_000 });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();

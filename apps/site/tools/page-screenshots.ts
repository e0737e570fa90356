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
 * The pages to take: the default set, or a third argument of entries separated by commas, each a default page's name
 * (`home,service`) or a `name=path` pair (`project=/verkefni/brimnes-vefur,news=/frettir`).
 */
function pagesToTake(list: string | undefined): Record<string, string> {
  if (!list) return defaultPages;
  return Object.fromEntries(
    list.split(',').map((entry) => {
      const [name = '', path] = entry.split('=');
      const known = (defaultPages as Record<string, string>)[name];
      if (path) return [name, path];
      if (!known) throw new Error(`no default page named "${name}": name one of ${Object.keys(defaultPages).join(', ')}, or give name=path`);
      return [name, known];
    }),
  );
}
const pages = pagesToTake(only);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
mkdirSync(outDir, { recursive: true });
for (const locale of ['is', 'en'] as const) {
  for (const width of [1440, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 }, deviceScaleFactor: 1 });
    await context.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'false'));
    const page = await context.newPage();
    for (const [name, path] of Object.entries(pages)) {
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

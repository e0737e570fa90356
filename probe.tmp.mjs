import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(`http://127.0.0.1:4531/iframe.html?id=navigation-navmenu--docs&viewMode=docs`);
await page.waitForTimeout(15000);
const states = [];
for (const frame of page.frames().filter((f) => /viewMode=story/.test(f.url()))) {
  const id = new URL(frame.url()).searchParams.get('id');
  states.push(`${id.split('--')[1]}:` + await frame.evaluate(() => [...document.querySelectorAll('button[aria-haspopup]')].map((b) => b.getAttribute('aria-expanded')).join(',')));
}
console.log(states.join(' '));
await page.screenshot({ path: '/tmp/navmenu-after.png', fullPage: true });
await browser.close();

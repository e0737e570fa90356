import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [host,w] of [['localhost',1440],['localhost',1280],['en.localhost',1440],['localhost',1024]]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  await p.goto(`http://${host}:4450/`, { waitUntil: 'networkidle' });
  const r = await p.evaluate(() => {
    const hero = document.querySelector('[data-testid=hero-work]').parentElement.getBoundingClientRect();
    const box = (el) => { const r = el.getBoundingClientRect(); return [Math.round(r.left), Math.round(r.top - hero.top), Math.round(r.width), Math.round(r.height)]; };
    const h1 = document.querySelector('main h1');
    return { hero: [Math.round(hero.top), Math.round(hero.height)], h1: box(h1), lead: box(h1.nextElementSibling), work: box(document.querySelector('[data-testid=hero-work]')), desk: box(document.querySelector('[data-testid=hero-work-desktop]')) };
  });
  console.log(host, w, JSON.stringify(r));
}
await b.close();

// The sample projects' pictures, made from the example client sites in examples/ (issue 33): each is served from
// its build, photographed in Chromium, light, at 1440 x 900 and 390 x 844 (CSS px), and the screenshots are laid out
// at 1200 x 675 (IMAGE_SIZE):
//   mockup   the 1440 px first screen and the 390 px first screen side by side on the brand's colour;
//   desktop  the 1440 px first screen alone, as it is (16:9 of it: 1440 x 810);
//   phones   three 390 px screens: the top, and two sections further down.
// Projects without an example site of their own get one honest `cover` instead (the client's name and motto set in
// type on the brand's colour) and no gallery: no drawn website stands in for a site that does not exist.
// Each picture is encoded as before: WebP at IMAGE_WIDTHS and a JPEG at FALLBACK_WIDTH from Chromium, AVIF at
// IMAGE_WIDTHS through libavif's `avifenc` (Debian: `apt-get install libavif-bin`); the files are committed under
// public/images/work/, and the example screenshots are copied to docs/screenshots/.
//
//   pnpm --filter @hraun-examples/fjallalind run build && pnpm --filter @hraun-examples/havnegaard run build \
//     && pnpm --filter @hraun-examples/casa-brisa run build
//   pnpm --filter @hraun/site run pictures
//
// Output names follow the convention that src/data/images.ts reads: {id}-{view}-{width}.avif, .webp and
// {id}-{view}-800.jpg. PICTURES_PORT (default 4630) is the first of three loopback ports the examples are served on.
import { chromium, type Browser } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FALLBACK_WIDTH, IMAGE_SIZE, IMAGE_WIDTHS } from '../src/data/images';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const out = join(here, '../public/images/work');
const docs = join(root, 'docs/screenshots');
const basePort = Number(process.env.PICTURES_PORT ?? 4630);
const { width: W, height: H } = IMAGE_SIZE;

/**
 * The 800 px AVIF of a project's first picture is what a phone shows first on /verkefni: with the page's HTML it
 * has to fit the first round trip (bench/bytes.mjs, FIRST_ROUND_TRIP), so it may not pass this many bytes.
 */
const FIRST_SCREEN_AVIF_BYTES = 4_000;

interface Example {
  /** The sample project it is the site of. */
  id: string;
  name: string;
  /** The brand colour the screenshots are laid on. */
  stage: string;
  serve: (port: number) => [string, string[], { cwd?: string }];
}

const serveStatic = (dir: string) => (port: number): [string, string[], { cwd?: string }] => [process.execPath, [join(root, 'examples/tools/serve.mjs'), join(root, dir), String(port)], {}];

const examples: Example[] = [
  { id: 'fjallalind-vefverslun', name: 'fjallalind', stage: '#2f5d4a', serve: serveStatic('examples/fjallalind/dist') },
  { id: 'havnegaard-vefverslun', name: 'havnegaard', stage: '#a8322d', serve: serveStatic('examples/havnegaard/dist') },
  {
    id: 'casa-brisa-gervigreind',
    name: 'casa-brisa',
    stage: '#2a6f97',
    serve: (port) => ['pnpm', ['exec', 'next', 'start', '--hostname', '127.0.0.1', '--port', String(port)], { cwd: join(root, 'examples/casa-brisa') }],
  },
];

/** The clients without an example site: their name and motto, in their own language, on their colours. */
const covers: { id: string; name: string; motto: string; colors: { stage: string; ink: string; accent: string }; serif: boolean }[] = [
  { id: 'brimnes-vefur', name: 'BRIMNES', motto: 'Fresh fish from Iceland', colors: { stage: '#0c2a43', ink: '#ffffff', accent: '#5fa8c8' }, serif: false },
  { id: 'nordurfell-bokunarkerfi', name: 'Norðurfell', motto: 'Dagsferðir á Norðurlandi', colors: { stage: '#14213d', ink: '#ffffff', accent: '#3ddc97' }, serif: false },
  { id: 'lindarbakari-wordpress-express', name: 'Lindarbakarí', motto: 'Nýbakað á hverjum morgni', colors: { stage: '#7a4a2a', ink: '#fff7ec', accent: '#f0b8ae' }, serif: true },
  { id: 'norrebro-kaffe-askrift', name: 'NØRREBRO KAFFE', motto: 'Friskristet kaffe til døren', colors: { stage: '#1b1b1b', ink: '#f3ede4', accent: '#d98c4c' }, serif: false },
  { id: 'olivera-vefverslun', name: 'Olivera', motto: "Oli d'oliva verge extra", colors: { stage: '#4d5a26', ink: '#fffdf5', accent: '#e2bb4c' }, serif: true },
];

const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

async function serve(example: Example, port: number): Promise<() => void> {
  const [command, args, options] = example.serve(port);
  const child = spawn(command, args, { ...options, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore', detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) })).ok) return stop;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`${example.name}: its server on port ${port} did not start (is examples/${example.name} built?)`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

interface Shots {
  /** 1440 x 900, the first screen. */
  desktop: Buffer;
  /** 390 x 844: the top and two sections further down. */
  phones: Buffer[];
  /** 390 x 844, the first screen (phones[0]). */
  phone: Buffer;
}

async function photograph(browser: Browser, url: string): Promise<Shots> {
  const wide = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'light', reducedMotion: 'reduce' });
  const desktopPage = await wide.newPage();
  await desktopPage.goto(url, { waitUntil: 'networkidle' });
  const desktop = await desktopPage.screenshot();
  await wide.close();

  const narrow = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'light', reducedMotion: 'reduce' });
  const phonePage = await narrow.newPage();
  await phonePage.goto(url, { waitUntil: 'networkidle' });
  const phones = [await phonePage.screenshot()];
  // Two sections past the first screen: the first heading after the hero and one halfway down, each just under
  // the header, so each screen shows a section from its title on.
  const tops = await phonePage.evaluate(() => {
    const headings = [...document.querySelectorAll('main h2')].map((heading) => heading.getBoundingClientRect().top + window.scrollY);
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const below = headings.filter((top) => top > 700);
    return [below[0] ?? 844, below[Math.floor(below.length / 2)] ?? 1688].map((top) => Math.max(0, top - header - 24));
  });
  for (const top of tops) {
    await phonePage.evaluate((y) => window.scrollTo(0, y), top);
    await phonePage.waitForTimeout(300);
    phones.push(await phonePage.screenshot());
  }
  await narrow.close();
  return { desktop, phones, phone: phones[0]! };
}

const png = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
const esc = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const page = (body: string, background: string) =>
  `<!doctype html><html><head><style>
    * { box-sizing: border-box; margin: 0; }
    html, body { width: ${W}px; height: ${H}px; overflow: hidden; background: ${background}; }
    .shot { position: absolute; display: block; border-radius: 12px; box-shadow: 0 24px 60px rgb(0 0 0 / 0.35), 0 0 0 1px rgb(0 0 0 / 0.12); object-fit: cover; object-position: top; }
  </style></head><body>${body}</body></html>`;

/** Each view of an example project as an HTML page of W x H. */
function layouts(shots: Shots, stage: string): Record<'mockup' | 'desktop' | 'phones', string> {
  // 16:9 of the 1440 x 900 screen (1440 x 810); the phone at 844 / 390 of its width.
  const phoneHeight = (width: number) => Math.round((width * 844) / 390);
  return {
    mockup: page(
      `<img class="shot" src="${png(shots.desktop)}" style="left:56px;top:76px;width:880px;height:495px">`
        + `<img class="shot" src="${png(shots.phone)}" style="left:884px;top:120px;width:250px;height:${phoneHeight(250)}px;border-radius:22px">`,
      stage,
    ),
    desktop: page(`<img src="${png(shots.desktop)}" style="display:block;width:${W}px;height:${H}px;object-fit:cover;object-position:top">`, stage),
    phones: page(
      shots.phones
        .map((shot, index) => `<img class="shot" src="${png(shot)}" style="left:${165 + index * 300}px;top:48px;width:270px;height:${phoneHeight(270)}px;border-radius:22px">`)
        .join(''),
      stage,
    ),
  };
}

function coverLayout(cover: (typeof covers)[number]): string {
  const face = cover.serif ? "'DejaVu Serif', 'Liberation Serif', Georgia, serif" : "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
  return page(
    `<div style="position:absolute;inset:0;display:grid;place-content:center;text-align:center;gap:28px;color:${cover.colors.ink};font-family:${face}">`
      + `<div style="font-size:${cover.name.length > 10 ? 84 : 104}px;font-weight:700;letter-spacing:${cover.serif ? '0' : '0.04em'}">${esc(cover.name)}</div>`
      + `<div style="justify-self:center;width:96px;height:6px;border-radius:3px;background:${cover.colors.accent}"></div>`
      + `<div style="font-size:40px;color:${cover.colors.accent}">${esc(cover.motto)}</div></div>`,
    cover.colors.stage,
  );
}

/**
 * A quantizer range of 30-40 (of 63) keeps the screenshots' text legible; `maxBytes` raises it until the file fits
 * (from 40: a screenshot at 800 px never fits 4 KB below that). Speed 4: speed 2 took minutes per picture on a busy
 * machine for a few per cent fewer bytes.
 */
function toAvif(pngBytes: Buffer, maxBytes = Infinity): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'avif-'));
  try {
    writeFileSync(join(dir, 'in.png'), pngBytes);
    for (let min = maxBytes === Infinity ? 30 : 40; ; min += 2) {
      const max = Math.min(63, min + 10);
      execFileSync('avifenc', ['--speed', '4', '--min', String(min), '--max', String(max), '--yuv', '420', join(dir, 'in.png'), join(dir, 'out.avif')], { stdio: 'ignore' });
      const bytes = readFileSync(join(dir, 'out.avif'));
      if (bytes.length <= maxBytes || min >= 61) return bytes;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Renders one picture at every width and writes its files; returns their names and sizes. */
async function render(browser: Browser, html: string, name: string, firstScreen: boolean): Promise<string[]> {
  const sizes: string[] = [];
  const write = (file: string, bytes: Buffer) => {
    writeFileSync(join(out, file), bytes);
    sizes.push(`${file}\t${bytes.length} B`);
  };
  for (const width of IMAGE_WIDTHS) {
    // Laid out at W x H and drawn at the target width by the device scale, so text and edges are rasterised at the
    // size they are shown rather than scaled down afterwards.
    const context = await browser.newContext({ viewport: { width: W, height: H }, deviceScaleFactor: width / W });
    const tab = await context.newPage();
    await tab.setContent(html, { waitUntil: 'load' });
    const lossless = await tab.screenshot({ type: 'png' });
    const webp = (await tab.evaluate(
      async ({ source, quality }) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d')!.drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', quality);
      },
      { source: png(lossless), quality: 0.78 },
    )) as string;
    write(`${name}-${width}.webp`, Buffer.from(webp.slice(webp.indexOf(',') + 1), 'base64'));
    // The 480 px file gets the 800 px one's cap too: a smaller width must never cost more bytes than a larger one.
    write(`${name}-${width}.avif`, toAvif(lossless, firstScreen && width <= FALLBACK_WIDTH ? FIRST_SCREEN_AVIF_BYTES : Infinity));
    if (width === FALLBACK_WIDTH) write(`${name}-${width}.jpg`, await tab.screenshot({ type: 'jpeg', quality: 80 }));
    await context.close();
  }
  return sizes;
}

async function main() {
  mkdirSync(out, { recursive: true });
  mkdirSync(join(docs, 'examples'), { recursive: true });
  mkdirSync(join(docs, 'portfolio'), { recursive: true });
  // The pictures are made again from nothing: files of a view a project no longer has must not linger.
  for (const file of readdirSync(out)) rmSync(join(out, file));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });
  const sizes: string[] = [];
  try {
    for (const [index, example] of examples.entries()) {
      const port = basePort + index;
      const stop = await serve(example, port);
      let shots: Shots;
      try {
        shots = await photograph(browser, `http://127.0.0.1:${port}/`);
      } finally {
        stop();
      }
      writeFileSync(join(docs, 'examples', `${example.name}-1440.png`), shots.desktop);
      writeFileSync(join(docs, 'examples', `${example.name}-390.png`), shots.phone);
      for (const [view, html] of Object.entries(layouts(shots, example.stage))) {
        sizes.push(...(await render(browser, html, `${example.id}-${view}`, view === 'mockup')));
      }
    }
    for (const cover of covers) sizes.push(...(await render(browser, coverLayout(cover), `${cover.id}-cover`, true)));
  } finally {
    await browser.close();
  }
  // The pictures as the site shows them, at full width, beside the examples' own screenshots.
  for (const file of readdirSync(out).filter((name) => name.endsWith('-1200.webp'))) copyFileSync(join(out, file), join(docs, 'portfolio', file));
  if (!existsSync(join(out, `${examples[0]!.id}-mockup-${FALLBACK_WIDTH}.jpg`))) throw new Error('no pictures were written');
  console.log(sizes.join('\n'));
}

await main();

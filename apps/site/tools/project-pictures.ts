// The sample projects' pictures, made from the example client sites in examples/ (issue 33): each is served from
// its build, photographed in Chromium, light, at 1440 x 900 and 390 x 844 (CSS px), and the screenshots are laid out
// at 1200 x 675 (IMAGE_SIZE):
//   mockup   the 1440 px first screen and the 390 px first screen side by side on the brand's colour;
//   desktop  the 1440 px first screen alone, as it is (16:9 of it: 1440 x 810);
//   phones   three 390 px screens: the top, and two sections further down.
// Projects without an example site of their own get one honest picture instead and no gallery: no drawn website
// stands in for a site that does not exist. Either a `brand` board (issue 35: the client's brand drawn as a
// composition, a scene of what it does in its colours under its mark and name, beside its mark, palette and
// typeface), or a `cover` (the client's name and motto set in type on the brand's colour).
// Each picture is encoded as before: WebP at IMAGE_WIDTHS and a JPEG at FALLBACK_WIDTH from Chromium, AVIF at
// IMAGE_WIDTHS through libavif's `avifenc` (Debian: `apt-get install libavif-bin`); the files are committed under
// public/images/work/, and the example screenshots are copied to docs/screenshots/.
//
//   pnpm --filter @hraun-examples/fjallalind run build && pnpm --filter @hraun-examples/havnegaard run build \
//     && pnpm --filter @hraun-examples/casa-brisa run build
//   pnpm --filter @hraun/site run pictures
//   pnpm --filter @hraun/site run pictures --only brimnes-vefur,nordurfell-bokunarkerfi   (those projects alone; the
//                                                                 others' files are kept, no example is served)
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
  { id: 'lindarbakari-wordpress-express', name: 'Lindarbakarí', motto: 'Nýbakað á hverjum morgni', colors: { stage: '#7a4a2a', ink: '#fff7ec', accent: '#f0b8ae' }, serif: true },
  { id: 'norrebro-kaffe-askrift', name: 'NØRREBRO KAFFE', motto: 'Friskristet kaffe til døren', colors: { stage: '#1b1b1b', ink: '#f3ede4', accent: '#d98c4c' }, serif: false },
  { id: 'olivera-vefverslun', name: 'Olivera', motto: "Oli d'oliva verge extra", colors: { stage: '#4d5a26', ink: '#fffdf5', accent: '#e2bb4c' }, serif: true },
];

/** A brand board: the client's own mark (the emblem of its wordmark in the kit's LogoStrip), colours and scene. */
interface BrandBoard {
  id: string;
  name: string;
  motto: string;
  /** The mark, drawn on a 24-unit square in `currentColor`. */
  emblem: string;
  /** The palette, darkest first: stage (the scene's sky), deep, accent, paper (the sheet). */
  palette: [string, string, string, string];
  /** Letters of the client's language for the type specimen. */
  specimen: string;
  /** The scene, drawn on a 760 x 675 canvas in the palette. */
  scene: (palette: BrandBoard['palette']) => string;
}

/** A pseudo-random sequence from a seed, so a scene's stars and fish fall in the same places on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const fish = (x: number, y: number, size: number, fill: string, flip = false) =>
  `<g transform="translate(${x} ${y}) scale(${flip ? -size : size} ${size})" fill="${fill}"><ellipse cx="0" cy="0" rx="22" ry="8"/><path d="M18 0 34 -10 30 0 34 10z"/><circle cx="-13" cy="-2" r="1.8" fill="#0c2a43"/></g>`;

const brands: BrandBoard[] = [
  {
    id: 'brimnes-vefur',
    name: 'BRIMNES',
    motto: 'Fresh fish from Iceland',
    emblem: '<g fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"><path d="M2 10c3.3-4 6.7-4 10 0s6.7 4 10 0"/><path d="M2 17c3.3-4 6.7-4 10 0s6.7 4 10 0"/></g>',
    palette: ['#0c2a43', '#1d4e6e', '#5fa8c8', '#e8f1f5'],
    specimen: 'Þþ Ðð Ææ',
    scene: ([stage, deep, accent, paper]) => {
      const waves = Array.from({ length: 7 }, (_, row) => {
        const y = 372 + row * 44;
        const d = Array.from({ length: 10 }, () => `q 21 -${10 - row} 42 0 t 42 0`).join(' ');
        return `<path d="M-20 ${y} ${d}" fill="none" stroke="${accent}" stroke-opacity="${0.75 - row * 0.08}" stroke-width="3" stroke-linecap="round"/>`;
      }).join('');
      return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${stage}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
        <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${stage}"/></linearGradient></defs>
        <rect width="760" height="340" fill="url(#sky)"/>
        <circle cx="590" cy="318" r="46" fill="${paper}" fill-opacity="0.9"/>
        <g fill="#08182a"><path d="M360 318h210l-22 30H384z"/><path d="M430 318v-34h58l14 34z"/><rect x="446" y="292" width="12" height="12" fill="${accent}"/><path d="M470 284V232h4v52zM412 318l60-84 4 3-56 81z"/></g>
        <rect y="340" width="760" height="335" fill="url(#sea)"/>
        ${waves}
        ${fish(150, 560, 1.6, accent)}${fish(250, 610, 1.2, paper, true)}${fish(560, 585, 1.9, accent, true)}${fish(660, 640, 1.1, paper)}`;
    },
  },
  {
    id: 'nordurfell-bokunarkerfi',
    name: 'Norðurfell',
    motto: 'Dagsferðir á Norðurlandi',
    emblem: '<g fill="none" stroke="currentColor" stroke-width="2.5" stroke-linejoin="round"><path d="M2 20 10 5l5 9 2-3 5 9z"/></g>',
    palette: ['#14213d', '#2b3a67', '#3ddc97', '#f4f7fb'],
    specimen: 'Ðð Öö Þþ',
    scene: ([stage, deep, accent, paper]) => {
      const random = seeded(11);
      const stars = Array.from({ length: 46 }, () => `<circle cx="${Math.round(random() * 760)}" cy="${Math.round(random() * 300)}" r="${(1 + random() * 1.6).toFixed(1)}"/>`).join('');
      return `<defs><linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a1226"/><stop offset="1" stop-color="${stage}"/></linearGradient>
        <filter id="glow" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter></defs>
        <rect width="760" height="675" fill="url(#night)"/>
        <g fill="${paper}" fill-opacity="0.75">${stars}</g>
        <g filter="url(#glow)" fill="none" stroke-linecap="round">
          <path d="M-40 330C120 170 260 300 400 190S640 120 800 200" stroke="${accent}" stroke-opacity="0.55" stroke-width="46"/>
          <path d="M-40 250C140 120 300 230 440 140S660 80 800 130" stroke="${accent}" stroke-opacity="0.3" stroke-width="30"/>
        </g>
        <path d="M0 675V430l120-120 70 60 110-150 120 130 60-50 140 120 140-80v335z" fill="${deep}"/>
        <path d="M300 220l-38 52 22-6 16 18 18-22 24 4zM120 310l-36 36 20-4 18 12 16-18 22 8z" fill="${paper}" fill-opacity="0.9"/>
        <path d="M0 675V520l150-90 90 60 130-110 150 120 90-50 150 100v125z" fill="#101a33"/>
        <path d="M370 380l-40 34 22-2 18 14 16-16 26 6zM150 430l-34 22 18 2 16 10 14-12 22 2z" fill="${paper}" fill-opacity="0.8"/>`;
    },
  },
];

/** A brand board as an HTML page of W x H: the scene with the lockup on it, and the sheet of mark, palette and type. */
function brandLayout(brand: BrandBoard): string {
  const [stage, , accent, paper] = brand.palette;
  const sans = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
  const mark = (size: number, color: string) => `<svg width="${size}" height="${size}" viewBox="0 0 24 24" style="color:${color};display:block">${brand.emblem}</svg>`;
  const swatches = brand.palette
    .map((color) => `<div style="display:grid;gap:10px;justify-items:start"><div style="width:86px;height:86px;border-radius:14px;background:${color};box-shadow:inset 0 0 0 1px rgb(0 0 0 / 0.12)"></div><div style="font:600 16px/1 'DejaVu Sans Mono', monospace;color:${stage}">${color.toUpperCase()}</div></div>`)
    .join('');
  return page(
    `<svg style="position:absolute;left:0;top:0" width="760" height="${H}" viewBox="0 0 760 ${H}">${brand.scene(brand.palette)}</svg>`
      + `<div style="position:absolute;left:56px;top:56px;display:grid;gap:14px;color:#fff;font-family:${sans}">`
      + `<div style="display:flex;align-items:center;gap:18px">${mark(64, '#fff')}<div style="font-size:60px;font-weight:700;letter-spacing:0.03em;line-height:1">${esc(brand.name)}</div></div>`
      + `<div style="font-size:26px;color:${accent}">${esc(brand.motto)}</div></div>`
      + `<div style="position:absolute;left:760px;top:0;width:${W - 760}px;height:${H}px;background:${paper};padding:48px 44px;display:grid;align-content:space-between;font-family:${sans};color:${stage}">`
      + `<div style="display:flex;align-items:center;gap:22px"><div style="width:112px;height:112px;border-radius:24px;background:${stage};display:grid;place-items:center">${mark(72, accent)}</div>${mark(72, stage)}${mark(40, stage)}</div>`
      + `<div style="display:grid;grid-template-columns:repeat(4, 86px);justify-content:space-between">${swatches}</div>`
      + `<div style="display:flex;align-items:baseline;gap:20px;line-height:1"><span style="font-size:104px;font-weight:700">Aa</span><span style="font-size:32px;white-space:nowrap">${esc(brand.specimen)}</span></div>`
      + '</div>',
    stage,
  );
}

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

/** `--only a,b`: the projects to draw again; unset, every picture is made again from nothing. */
function onlyArgument(): Set<string> | null {
  const at = process.argv.indexOf('--only');
  if (at === -1) return null;
  const ids = (process.argv[at + 1] ?? '').split(',').filter(Boolean);
  const known = new Set([...examples.map((item) => item.id), ...brands.map((item) => item.id), ...covers.map((item) => item.id)]);
  const unknown = ids.filter((id) => !known.has(id));
  if (ids.length === 0 || unknown.length > 0) throw new Error(`--only takes project ids among ${[...known].join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`);
  return new Set(ids);
}

async function main() {
  const only = onlyArgument();
  const wanted = (id: string) => only === null || only.has(id);
  mkdirSync(out, { recursive: true });
  mkdirSync(join(docs, 'examples'), { recursive: true });
  mkdirSync(join(docs, 'portfolio'), { recursive: true });
  // The pictures are made again from nothing: files of a view a project no longer has must not linger (with --only,
  // the files of those projects alone).
  for (const file of readdirSync(out)) if (only === null || [...only].some((id) => file.startsWith(`${id}-`))) rmSync(join(out, file));
  for (const file of readdirSync(join(docs, 'portfolio'))) if (only !== null && [...only].some((id) => file.startsWith(`${id}-`))) rmSync(join(docs, 'portfolio', file));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });
  const sizes: string[] = [];
  try {
    for (const [index, example] of examples.entries()) {
      if (!wanted(example.id)) continue;
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
    for (const brand of brands.filter((item) => wanted(item.id))) sizes.push(...(await render(browser, brandLayout(brand), `${brand.id}-brand`, true)));
    for (const cover of covers.filter((item) => wanted(item.id))) sizes.push(...(await render(browser, coverLayout(cover), `${cover.id}-cover`, true)));
  } finally {
    await browser.close();
  }
  // The pictures as the site shows them, at full width, beside the examples' own screenshots.
  for (const file of readdirSync(out).filter((name) => name.endsWith('-1200.webp') && (only === null || [...only].some((id) => name.startsWith(`${id}-`))))) {
    copyFileSync(join(out, file), join(docs, 'portfolio', file));
  }
  if (!existsSync(join(out, `${examples[0]!.id}-mockup-${FALLBACK_WIDTH}.jpg`))) throw new Error('no pictures were written');
  console.log(sizes.join('\n'));
}

await main();

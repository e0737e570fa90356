// The sample projects' pictures, made from the example client sites in examples/ (issue 33): each is served from
// its build, photographed in Chromium, light, at 1440 x 900 and 390 x 844 (CSS px), and the screenshots are laid out
// at 1200 x 675 (IMAGE_SIZE):
//   mockup   the 1440 px first screen and the 390 px first screen side by side on the brand's colour;
//   desktop  the 1440 px first screen alone, as it is (16:9 of it: 1440 x 810);
//   phones   three 390 px screens: the top, and two sections further down;
//   sections the 1440 px screen scrolled to the first section under the hero (issue 35, review 35g: the project page's
//            gallery showed the desktop first screen its lead picture already shows; this is a screen it does not),
//            framed on the brand's colour as the phones are: the gallery shows the two side by side, and a bare screen
//            beside the phones' coloured stage read as two styles (review 36, item 1). `desktop` stays bare: the home
//            hero (HeroWork.tsx) draws its own frame round it.
// Projects without an example site of their own (issue 35, second round) get their home page drawn: an HTML page in
// the client's colours, type, language and art whose sections are what the project's text says was built, photographed
// the same way and laid out in the same three views. A brand board or a name tile shown as the biggest picture on a
// page read as the weakest work; every project now shows a site screen.
// Each picture is encoded as before: WebP at IMAGE_WIDTHS and a JPEG at FALLBACK_WIDTH from Chromium, AVIF at
// IMAGE_WIDTHS through libavif's `avifenc` (Debian: `apt-get install libavif-bin`); the files are committed under
// public/images/work/, and the example screenshots are copied to docs/screenshots/.
//
//   pnpm --filter @hraun-examples/fjallalind run build && pnpm --filter @hraun-examples/havnegaard run build \
//     && pnpm --filter @hraun-examples/casa-brisa run build
//   pnpm --filter @hraun/site run pictures
//   pnpm --filter @hraun/site run pictures --only brimnes-vefur,nordurfell-bokunarkerfi   (those projects alone; the
//                                                                 others' files are kept, no example is served)
//   pnpm --filter @hraun/site run pictures --views sections        (those views alone; the other views' files are kept)
//
// Output names follow the convention that src/data/images.ts reads: {id}-{view}-{width}.avif, .webp and
// {id}-{view}-800.jpg. PICTURES_PORT (default 4630) is the first of three loopback ports the examples are served on.
import { chromium, type Browser } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPPED_VIEW, CAPPED_WIDTHS, FALLBACK_WIDTH, IMAGE_SIZE, IMAGE_WIDTHS } from '../src/data/images';

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

/**
 * The home page of a client's site that is not one of examples/ (issue 35: brand boards and name tiles were the
 * weakest pictures, shown biggest on a solution page): drawn as an HTML page in the client's own colours, type,
 * language and art, then photographed like the example sites, at 1440 and 390 px. Its sections are what the
 * project's text says was built (a catalogue, tours with seats left, cake orders, a subscription, a wholesale portal).
 */
interface DrawnSite {
  id: string;
  name: string;
  lang: string;
  /** The mark, drawn on a 24-unit square in `currentColor`. */
  emblem: string;
  colors: { stage: string; deep: string; accent: string; paper: string; ink: string };
  serif: boolean;
  nav: [string, string, string, string];
  cta: string;
  headline: string;
  lead: string;
  buttons: [string, string];
  /** The hero's art, an SVG of 760 x 675 (the brand boards' scenes, or drawn here). */
  art: string;
  cards: { title: string; heading: string; items: { title: string; text: string; meta: string }[] };
  band: { heading: string; text: string; rows: [string, string][] };
}

const loaves = ([stage, , accent, paper]: string[]) =>
  `<rect width="760" height="675" fill="${paper}"/><circle cx="600" cy="140" r="220" fill="${accent}" fill-opacity="0.35"/>`
  + [[220, 330, 170, 92], [470, 400, 150, 84], [300, 520, 190, 98], [560, 580, 130, 70]]
    .map(([x, y, rx, ry]) => `<g transform="translate(${x} ${y}) rotate(-12)"><ellipse rx="${rx}" ry="${ry}" fill="${stage}"/><ellipse rx="${rx! - 14}" ry="${ry! - 16}" cy="-8" fill="#a86b3c"/>${[-0.5, 0, 0.5].map((k) => `<path d="M${k * rx! - 18} ${-ry! * 0.55} q 26 ${ry! * 0.5} 12 ${ry! * 0.95}" fill="none" stroke="${paper}" stroke-opacity="0.7" stroke-width="7" stroke-linecap="round"/>`).join('')}</g>`)
    .join('');

const beans = ([stage, , accent, paper]: string[]) => {
  const random = seeded(7);
  return `<rect width="760" height="675" fill="${stage}"/><circle cx="380" cy="338" r="230" fill="${accent}"/>`
    + `<g transform="translate(380 350)"><path d="M-120 -40h240v70a120 120 0 0 1-240 0z" fill="${paper}"/><path d="M120 -10a46 46 0 0 1 0 92" fill="none" stroke="${paper}" stroke-width="22"/><ellipse cy="-40" rx="120" ry="22" fill="#5a3520"/></g>`
    + Array.from({ length: 16 }, () => {
      const x = Math.round(random() * 760);
      const y = Math.round(random() * 675);
      return `<g transform="translate(${x} ${y}) rotate(${Math.round(random() * 180)})"><ellipse rx="22" ry="15" fill="#6b4226"/><path d="M-16 0q16 -10 32 0" fill="none" stroke="${stage}" stroke-width="3"/></g>`;
    }).join('');
};

const olives = ([stage, deep, accent, paper]: string[]) =>
  `<rect width="760" height="675" fill="${paper}"/><circle cx="380" cy="338" r="260" fill="${accent}" fill-opacity="0.3"/>`
  + `<path d="M80 620C260 460 420 300 700 80" fill="none" stroke="${deep}" stroke-width="10" stroke-linecap="round"/>`
  + Array.from({ length: 9 }, (_, index) => {
    const t = (index + 1) / 10;
    const x = 80 + t * 620;
    const y = 620 - t * 540 + Math.sin(t * 3) * 30;
    const side = index % 2 === 0 ? 1 : -1;
    return `<ellipse cx="${x + side * 46}" cy="${y - side * 22}" rx="64" ry="18" transform="rotate(${side * 30 - 40} ${x + side * 46} ${y - side * 22})" fill="${deep}"/>`
      + (index % 3 === 1 ? `<ellipse cx="${x - side * 30}" cy="${y + 40}" rx="26" ry="34" fill="${stage}"/>` : '');
  }).join('');

const drawnSites: DrawnSite[] = [
  {
    id: 'brimnes-vefur',
    name: 'BRIMNES',
    lang: 'en',
    emblem: brands[0]!.emblem,
    colors: { stage: '#0c2a43', deep: '#1d4e6e', accent: '#5fa8c8', paper: '#e8f1f5', ink: '#0c2a43' },
    serif: false,
    nav: ['Products', 'Sustainability', 'About us', 'News'],
    cta: 'Contact sales',
    headline: 'Fresh fish from Iceland, on your market tomorrow',
    lead: 'Line-caught cod and haddock, processed within hours of landing and traceable from the boat to your door.',
    buttons: ['See the catalogue', 'Request a price list'],
    art: `<svg viewBox="0 0 760 675" preserveAspectRatio="xMidYMid slice">${brands[0]!.scene(brands[0]!.palette)}</svg>`,
    cards: {
      title: 'Catalogue',
      heading: 'Our products',
      items: [
        { title: 'Atlantic cod', text: 'Fresh loins and fillets, skin on or off, in 5 kg boxes.', meta: 'Gadus morhua · MSC' },
        { title: 'Haddock', text: 'Fresh and frozen fillets, trimmed to your specification.', meta: 'Melanogrammus aeglefinus' },
        { title: 'Redfish', text: 'Whole or filleted, frozen at sea within hours of the catch.', meta: 'Sebastes norvegicus' },
      ],
    },
    band: { heading: 'Traceable from boat to buyer', text: 'Every box carries the vessel, the fishing ground and the landing date.', rows: [['Vessels', '4'], ['Markets', '14'], ['Languages', 'IS · EN · ES · DA']] },
  },
  {
    id: 'nordurfell-bokunarkerfi',
    name: 'Norðurfell',
    lang: 'en',
    emblem: brands[1]!.emblem,
    colors: { stage: '#14213d', deep: '#2b3a67', accent: '#3ddc97', paper: '#f4f7fb', ink: '#14213d' },
    serif: false,
    nav: ['Tours', 'Private tours', 'Meeting points', 'About'],
    cta: 'Book a tour',
    headline: 'Day tours in North Iceland',
    lead: 'Glacier hikes, whale watching and northern lights, with small groups and local guides from Akureyri.',
    buttons: ['See available tours', 'Gift cards'],
    art: `<svg viewBox="0 0 760 675" preserveAspectRatio="xMidYMid slice">${brands[1]!.scene(brands[1]!.palette)}</svg>`,
    cards: {
      title: 'This week',
      heading: 'Tours with seats left',
      items: [
        { title: 'Whale watching from Húsavík', text: 'Three hours on an oak boat, warm overalls included.', meta: 'Tomorrow 09:00 · 6 seats left' },
        { title: 'Glacier hike', text: 'Crampons, ice axe and a certified glacier guide.', meta: 'Thursday 10:00 · 4 seats left' },
        { title: 'Northern lights hunt', text: 'We follow the forecast and try again free if the sky stays dark.', meta: 'Every night 21:00 · 11 seats left' },
      ],
    },
    band: { heading: 'Book in a minute', text: 'Pick a date, pay by card and get your ticket by email at once.', rows: [['Departures', 'Daily'], ['Group size', 'Max 12'], ['Pick-up', 'Akureyri']] },
  },
  {
    id: 'lindarbakari-wordpress-express',
    name: 'Lindarbakarí',
    lang: 'is',
    emblem: '<g fill="currentColor"><path d="M3 15c0-5 4-9 9-9s9 4 9 9v2H3z"/><rect x="3" y="18" width="18" height="2.5" rx="1"/></g>',
    colors: { stage: '#7a4a2a', deep: '#5b3620', accent: '#f0b8ae', paper: '#fff7ec', ink: '#3b2414' },
    serif: true,
    nav: ['Brauð og kökur', 'Tertur', 'Opnunartímar', 'Um okkur'],
    cta: 'Panta tertu',
    headline: 'Nýbakað á hverjum morgni',
    lead: 'Hverfisbakarí í Kópavogi síðan 1987. Súrdeigsbrauð, snúðar og tertur fyrir öll tilefni.',
    buttons: ['Sjá úrvalið', 'Panta tertu'],
    art: `<svg viewBox="0 0 760 675" preserveAspectRatio="xMidYMid slice">${loaves(['#7a4a2a', '#5b3620', '#f0b8ae', '#fff7ec'])}</svg>`,
    cards: {
      title: 'Úrvalið',
      heading: 'Tilboð vikunnar',
      items: [
        { title: 'Súrdeigsbrauð', text: 'Langhefað, bakað í steinofni á hverjum morgni.', meta: '1.290 kr.' },
        { title: 'Kanilsnúðar', text: 'Með glassúr eða súkkulaði, sex í poka.', meta: '1.690 kr.' },
        { title: 'Afmælisterta', text: 'Fyrir 12–15 manns, pantaðu með tveggja daga fyrirvara.', meta: 'Frá 8.900 kr.' },
      ],
    },
    band: { heading: 'Opnunartímar', text: 'Hamraborg 4, Kópavogi. Heitt á könnunni alla daga.', rows: [['Virka daga', '7–18'], ['Laugardaga', '8–16'], ['Sunnudaga', '9–15']] },
  },
  {
    id: 'norrebro-kaffe-askrift',
    name: 'NØRREBRO KAFFE',
    lang: 'da',
    emblem: '<g fill="currentColor"><ellipse cx="12" cy="12" rx="7" ry="10" transform="rotate(30 12 12)"/></g><path d="M8 18c4-3 4-9 8-12" fill="none" stroke="#1b1b1b" stroke-width="2"/>',
    colors: { stage: '#1b1b1b', deep: '#3a2a20', accent: '#d98c4c', paper: '#f3ede4', ink: '#1b1b1b' },
    serif: false,
    nav: ['Kaffe', 'Abonnement', 'Risteriet', 'Kontakt'],
    cta: 'Start abonnement',
    headline: 'Friskristet kaffe til døren',
    lead: 'Vi rister i små portioner på Nørrebro og sender kaffen samme uge. Du vælger bønner, mængde og hvor tit.',
    buttons: ['Vælg dit abonnement', 'Se kaffen'],
    art: `<svg viewBox="0 0 760 675" preserveAspectRatio="xMidYMid slice">${beans(['#1b1b1b', '#3a2a20', '#d98c4c', '#f3ede4'])}</svg>`,
    cards: {
      title: 'Abonnement',
      heading: 'Vælg dit abonnement',
      items: [
        { title: 'Hver 2. uge', text: '500 g friskristet kaffe, hele bønner eller malet.', meta: '129 kr. pr. levering' },
        { title: 'Hver 4. uge', text: '1 kg kaffe, perfekt til kontoret eller storfamilien.', meta: '239 kr. pr. levering' },
        { title: 'Overrask mig', text: 'En ny single origin hver gang, valgt af vores rister.', meta: '149 kr. pr. levering' },
      ],
    },
    band: { heading: 'Du bestemmer', text: 'Sæt på pause, skift kaffe eller opsig, når det passer dig.', rows: [['Levering', '2–3 dage'], ['Binding', 'Ingen'], ['Fragt', 'Gratis']] },
  },
  {
    id: 'olivera-vefverslun',
    name: 'Olivera',
    lang: 'ca',
    emblem: '<g fill="currentColor"><ellipse cx="9" cy="14" rx="5" ry="7"/><path d="M12 8c2-5 7-6 10-5-1 4-5 7-10 5z"/></g>',
    colors: { stage: '#4d5a26', deep: '#36401a', accent: '#e2bb4c', paper: '#fffdf5', ink: '#2a3113' },
    serif: true,
    nav: ['Botiga', 'Majoristes', 'La finca', 'Receptes'],
    cta: 'Accés majoristes',
    headline: "Oli d'oliva verge extra, de la finca a la taula",
    lead: 'Arbequina ecològica del Priorat, premsada en fred la mateixa setmana de la collita.',
    buttons: ['Compra a la botiga', 'Sóc restaurant'],
    art: `<svg viewBox="0 0 760 675" preserveAspectRatio="xMidYMid slice">${olives(['#4d5a26', '#36401a', '#e2bb4c', '#fffdf5'])}</svg>`,
    cards: {
      title: 'Botiga',
      heading: 'Els nostres olis',
      items: [
        { title: 'Arbequina 500 ml', text: 'Suau i afruitat, per amanides i per sucar pa.', meta: '14,90 €' },
        { title: 'Collita primerenca', text: 'Verd i intens, edició limitada de novembre.', meta: '19,50 €' },
        { title: 'Garrafa 5 l', text: 'Per a la cuina de casa o del restaurant.', meta: '64,00 €' },
      ],
    },
    band: { heading: 'Per a restaurants i botigues', text: 'Preus propis, descomptes per volum i pagament a 30 dies.', rows: [['Comanda mínima', '12 l'], ['Lliurament', '48 h'], ['Pagament', 'Factura']] },
  },
];

/** A drawn site's home page as HTML at any width: a header, the hero with its art, a card row and a band. */
function siteLayout(site: DrawnSite): string {
  const { stage, deep, accent, paper, ink } = site.colors;
  const face = site.serif ? "'DejaVu Serif', 'Liberation Serif', Georgia, serif" : "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
  const sans = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
  const mark = `<svg width="30" height="30" viewBox="0 0 24 24" style="color:${stage};display:block">${site.emblem}</svg>`;
  return `<!doctype html><html lang="${site.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>
    * { box-sizing: border-box; margin: 0; }
    body { font: 17px/1.55 ${sans}; color: ${ink}; background: ${paper}; }
    .wrap { max-width: 1240px; margin: 0 auto; padding: 0 40px; }
    header { background: ${paper}; border-bottom: 1px solid rgb(0 0 0 / 0.08); }
    header .wrap { display: flex; align-items: center; gap: 40px; height: 76px; }
    .logo { display: flex; align-items: center; gap: 10px; font: 700 24px/1 ${face}; color: ${stage}; letter-spacing: 0.01em; }
    nav { display: flex; gap: 28px; margin-left: auto; font-size: 16px; }
    .btn { display: inline-block; padding: 13px 22px; border-radius: 999px; background: ${stage}; color: ${paper}; font-weight: 700; font-size: 15px; }
    .btn.alt { background: transparent; color: ${stage}; box-shadow: inset 0 0 0 2px ${stage}; }
    .menu { display: none; width: 28px; height: 20px; border-top: 3px solid ${stage}; border-bottom: 3px solid ${stage}; position: relative; margin-left: auto; }
    .menu::after { content: ''; position: absolute; left: 0; right: 0; top: 5.5px; border-top: 3px solid ${stage}; }
    .hero { display: grid; grid-template-columns: 1.05fr 1fr; gap: 56px; align-items: center; padding-block: 64px 72px; }
    h1 { font: 700 60px/1.06 ${face}; color: ${stage}; letter-spacing: -0.01em; }
    .lead { font-size: 20px; margin: 22px 0 32px; max-width: 34em; color: ${deep}; }
    .actions { display: flex; gap: 14px; flex-wrap: wrap; }
    .art { border-radius: 20px; overflow: hidden; aspect-ratio: 760 / 560; background: ${stage}; }
    .art svg { width: 100%; height: 100%; display: block; }
    .cards { background: #fff; padding: 64px 0; }
    .eyebrow { font: 700 13px/1 ${sans}; letter-spacing: 0.12em; text-transform: uppercase; color: ${deep}; }
    h2 { font: 700 38px/1.15 ${face}; color: ${stage}; margin: 10px 0 28px; }
    .grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 24px; }
    .card { border-radius: 16px; background: ${paper}; overflow: hidden; box-shadow: 0 1px 0 rgb(0 0 0 / 0.06); }
    .card i { display: block; height: 120px; background: linear-gradient(135deg, ${deep}, ${stage}); position: relative; }
    .card i::after { content: ''; position: absolute; right: 18px; bottom: 18px; width: 54px; height: 54px; border-radius: 50%; background: ${accent}; }
    .card div { padding: 20px 22px 24px; }
    .card h3 { font: 700 20px/1.25 ${face}; color: ${stage}; }
    .card p { font-size: 15px; margin: 8px 0 14px; }
    .card b { display: inline-block; font-size: 14px; padding: 6px 12px; border-radius: 999px; background: ${accent}; color: ${ink}; }
    .band { background: ${stage}; color: ${paper}; padding: 60px 0; }
    .band .wrap { display: grid; grid-template-columns: 1fr 1fr; gap: 48px; align-items: center; }
    .band h2 { color: ${paper}; margin: 0 0 10px; }
    .band dl { display: grid; grid-template-columns: repeat(3, 1fr); gap: 16px; }
    .band dl div { border-top: 3px solid ${accent}; padding-top: 12px; }
    .band dt { font-size: 14px; opacity: 0.8; }
    .band dd { font: 700 24px/1.2 ${face}; margin-top: 4px; }
    @media (max-width: 700px) {
      body { font-size: 16px; }
      .wrap { padding: 0 20px; }
      header .wrap { height: 64px; gap: 12px; }
      nav, header .btn { display: none; }
      .menu { display: block; }
      .hero { grid-template-columns: 1fr; gap: 28px; padding-block: 28px 40px; }
      h1 { font-size: 38px; }
      .lead { font-size: 17px; margin: 16px 0 22px; }
      h2 { font-size: 28px; }
      .cards { padding: 44px 0; }
      .grid, .band .wrap { grid-template-columns: 1fr; gap: 18px; }
      .card i { height: 84px; }
      .band dd { font-size: 19px; }
    }
  </style></head><body>
    <header><div class="wrap"><div class="logo">${mark}${esc(site.name)}</div><nav>${site.nav.map((item) => `<span>${esc(item)}</span>`).join('')}</nav><span class="btn">${esc(site.cta)}</span><span class="menu"></span></div></header>
    <main>
      <section class="wrap hero"><div><h1>${esc(site.headline)}</h1><p class="lead">${esc(site.lead)}</p><div class="actions"><span class="btn">${esc(site.buttons[0])}</span><span class="btn alt">${esc(site.buttons[1])}</span></div></div><div class="art">${site.art}</div></section>
      <section class="cards"><div class="wrap"><div class="eyebrow">${esc(site.cards.title)}</div><h2>${esc(site.cards.heading)}</h2><div class="grid">${site.cards.items
        .map((item) => `<article class="card"><i></i><div><h3>${esc(item.title)}</h3><p>${esc(item.text)}</p><b>${esc(item.meta)}</b></div></article>`)
        .join('')}</div></div></section>
      <section class="band"><div class="wrap"><div><h2>${esc(site.band.heading)}</h2><p>${esc(site.band.text)}</p></div><dl>${site.band.rows
        .map(([term, value]) => `<div><dt>${esc(term)}</dt><dd>${esc(value)}</dd></div>`)
        .join('')}</dl></div></section>
    </main>
  </body></html>`;
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
  /** 1440 x 900, scrolled to the first section under the hero. */
  sections: Buffer;
  /** 390 x 844: the top and two sections further down. */
  phones: Buffer[];
  /** 390 x 844, the first screen (phones[0]). */
  phone: Buffer;
}

/** Photographs a served site (`url`) or a drawn one (`html`, a whole page). */
async function photograph(browser: Browser, url: string, html?: string): Promise<Shots> {
  const wide = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'light', reducedMotion: 'reduce' });
  const desktopPage = await wide.newPage();
  if (html) await desktopPage.setContent(html, { waitUntil: 'load' });
  else await desktopPage.goto(url, { waitUntil: 'networkidle' });
  const desktop = await desktopPage.screenshot();
  // The first section whose heading starts below the first screen's upper part, just under the header: a screen of
  // the site that the first screen (the lead picture's) does not show.
  const sectionTop = await desktopPage.evaluate(() => {
    // A header that stays on screen (fixed or sticky) covers the top of the scrolled screen; one that scrolls away does not.
    const bar = document.querySelector('header');
    const header = bar && ['fixed', 'sticky'].includes(getComputedStyle(bar).position) ? bar.getBoundingClientRect().height : 0;
    const heading = [...document.querySelectorAll('main h2')].map((item) => item.getBoundingClientRect().top + window.scrollY).find((top) => top > 500);
    return Math.max(0, (heading ?? 900) - header - 48);
  });
  await desktopPage.evaluate((y) => window.scrollTo(0, y), sectionTop);
  await desktopPage.waitForTimeout(300);
  const sections = await desktopPage.screenshot();
  await wide.close();

  const narrow = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'light', reducedMotion: 'reduce' });
  const phonePage = await narrow.newPage();
  if (html) await phonePage.setContent(html, { waitUntil: 'load' });
  else await phonePage.goto(url, { waitUntil: 'networkidle' });
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
  return { desktop, sections, phones, phone: phones[0]! };
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
function layouts(shots: Shots, stage: string): Record<View, string> {
  // 16:9 of the 1440 x 900 screen (1440 x 810); the phone at 844 / 390 of its width.
  const phoneHeight = (width: number) => Math.round((width * 844) / 390);
  // The phones' screens: 270 px wide, 48 px from the top. The gallery's desktop screen (sections) stands beside them
  // on the page, as tall and as high on the same stage: 16:9 of the screen, centred.
  const phone = { width: 270, top: 48, height: phoneHeight(270) };
  const screenWidth = Math.round((phone.height * 16) / 9);
  return {
    mockup: page(
      `<img class="shot" src="${png(shots.desktop)}" style="left:56px;top:76px;width:880px;height:495px">`
        + `<img class="shot" src="${png(shots.phone)}" style="left:884px;top:120px;width:250px;height:${phoneHeight(250)}px;border-radius:22px">`,
      stage,
    ),
    desktop: page(`<img src="${png(shots.desktop)}" style="display:block;width:${W}px;height:${H}px;object-fit:cover;object-position:top">`, stage),
    sections: page(
      `<img class="shot" src="${png(shots.sections)}" style="left:${Math.round((W - screenWidth) / 2)}px;top:${phone.top}px;width:${screenWidth}px;height:${phone.height}px">`,
      stage,
    ),
    phones: page(
      shots.phones
        .map((shot, index) => `<img class="shot" src="${png(shot)}" style="left:${165 + index * 300}px;top:${phone.top}px;width:${phone.width}px;height:${phone.height}px;border-radius:22px">`)
        .join(''),
      stage,
    ),
  };
}

/** avifenc's speed: 4 by default; `AVIF_SPEED=8` makes the drawn sites' flat pictures in a fraction of the time on a busy machine. */
const AVIF_SPEED = Number(process.env.AVIF_SPEED ?? 4);

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
      execFileSync('avifenc', ['--speed', String(AVIF_SPEED), '--min', String(min), '--max', String(max), '--yuv', '420', join(dir, 'in.png'), join(dir, 'out.avif')], { stdio: 'ignore' });
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
    // A capped file has an uncapped twin for wide screens, where the cap's blur shows (images.ts, pictureSources).
    const capped = firstScreen && (CAPPED_WIDTHS as readonly number[]).includes(width);
    write(`${name}-${width}.avif`, toAvif(lossless, capped ? FIRST_SCREEN_AVIF_BYTES : Infinity));
    if (capped) write(`${name}-${width}-sharp.avif`, toAvif(lossless));
    if (width === FALLBACK_WIDTH) write(`${name}-${width}.jpg`, await tab.screenshot({ type: 'jpeg', quality: 80 }));
    await context.close();
  }
  return sizes;
}

const views = ['mockup', 'desktop', 'phones', 'sections'] as const;
type View = (typeof views)[number];

/** `--views a,b`: the views to make again; unset, every view. */
function viewsArgument(): Set<View> | null {
  const at = process.argv.indexOf('--views');
  if (at === -1) return null;
  const wanted = (process.argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = wanted.filter((view) => !(views as readonly string[]).includes(view));
  if (wanted.length === 0 || unknown.length > 0) throw new Error(`--views takes views among ${views.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`);
  return new Set(wanted as View[]);
}

/** `--only a,b`: the projects to draw again; unset, every picture is made again from nothing. */
function onlyArgument(): Set<string> | null {
  const at = process.argv.indexOf('--only');
  if (at === -1) return null;
  const ids = (process.argv[at + 1] ?? '').split(',').filter(Boolean);
  const known = new Set([...examples.map((item) => item.id), ...drawnSites.map((item) => item.id)]);
  const unknown = ids.filter((id) => !known.has(id));
  if (ids.length === 0 || unknown.length > 0) throw new Error(`--only takes project ids among ${[...known].join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`);
  return new Set(ids);
}

async function main() {
  const only = onlyArgument();
  const onlyViews = viewsArgument();
  const wanted = (id: string) => only === null || only.has(id);
  const ofView = (file: string) => onlyViews === null || [...onlyViews].some((view) => file.includes(`-${view}-`));
  const rendered = (all: Record<View, string>) => Object.entries(all).filter(([view]) => onlyViews === null || onlyViews.has(view as View));
  mkdirSync(out, { recursive: true });
  mkdirSync(join(docs, 'examples'), { recursive: true });
  mkdirSync(join(docs, 'portfolio'), { recursive: true });
  // The pictures are made again from nothing: files of a view a project no longer has must not linger (with --only,
  // the files of those projects alone).
  for (const file of readdirSync(out)) if ((only === null || [...only].some((id) => file.startsWith(`${id}-`))) && ofView(file)) rmSync(join(out, file));
  for (const file of readdirSync(join(docs, 'portfolio'))) if (only !== null && [...only].some((id) => file.startsWith(`${id}-`)) && ofView(file)) rmSync(join(docs, 'portfolio', file));
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
      if (onlyViews === null) {
        writeFileSync(join(docs, 'examples', `${example.name}-1440.png`), shots.desktop);
        writeFileSync(join(docs, 'examples', `${example.name}-390.png`), shots.phone);
      }
      for (const [view, html] of rendered(layouts(shots, example.stage))) {
        sizes.push(...(await render(browser, html, `${example.id}-${view}`, view === CAPPED_VIEW)));
      }
    }
    for (const site of drawnSites.filter((item) => wanted(item.id))) {
      const shots = await photograph(browser, '', siteLayout(site));
      for (const [view, html] of rendered(layouts(shots, site.colors.stage))) {
        sizes.push(...(await render(browser, html, `${site.id}-${view}`, view === CAPPED_VIEW)));
      }
    }
  } finally {
    await browser.close();
  }
  // The pictures as the site shows them, at full width, beside the examples' own screenshots.
  for (const file of readdirSync(out).filter((name) => name.endsWith('-1200.webp') && ofView(name) && (only === null || [...only].some((id) => name.startsWith(`${id}-`))))) {
    copyFileSync(join(out, file), join(docs, 'portfolio', file));
  }
  if (!existsSync(join(out, `${examples[0]!.id}-mockup-${FALLBACK_WIDTH}.jpg`))) throw new Error('no pictures were written');
  console.log(sizes.join('\n'));
}

await main();

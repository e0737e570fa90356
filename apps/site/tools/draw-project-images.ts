// Draws the sample projects' pictures: for each client a laptop and a phone showing a plausible home page of
// that client's site (its own colours, words and layout), a flat desktop view and three phone screens. The SVG
// is written here by hand, rasterised once in Chromium (Playwright's) to WebP and a lossless PNG at each width
// and a JPEG fallback; the PNGs become AVIF through libavif's `avifenc` (Debian: `apt-get install libavif-bin`),
// and the results are committed under public/images/work/.
//
//   pnpm --filter @hraun/site exec tsx tools/draw-project-images.ts
//
// Output names follow the convention that src/data/images.ts reads: {id}-{view}-{width}.avif,
// {id}-{view}-{width}.webp and {id}-{view}-800.jpg, with view one of mockup, desktop, phones.
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_WIDTHS, FALLBACK_WIDTH, IMAGE_SIZE } from '../src/data/images';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../public/images/work');

type Layout = 'store' | 'corporate' | 'booking' | 'hotel' | 'bakery' | 'subscription';

interface Client {
  id: string;
  name: string;
  layout: Layout;
  /** Page background, brand colour, dark text, accent, soft panel. */
  colors: { page: string; brand: string; ink: string; accent: string; soft: string; onBrand: string };
  nav: string[];
  headline: string;
  sub: string;
  button: string;
  /** Three short card titles (products, tours, rooms, services). */
  cards: string[];
  /** A line for the secondary screen (widget, chat, subscription choice). */
  extra: string[];
  serif?: boolean;
}

const clients: Client[] = [
  {
    id: 'fjallalind-vefverslun', name: 'FJALLALIND', layout: 'store',
    colors: { page: '#f6f1e8', brand: '#4f7a63', ink: '#1f3128', accent: '#c9a86a', soft: '#e6ede4', onBrand: '#ffffff' },
    nav: ['Vörur', 'Áskrift', 'Um okkur'], headline: 'Húðvörur úr', sub: 'íslenskum jurtum', button: 'Skoða vörur',
    cards: ['Blóðbergskrem', 'Vallhumall', 'Fjallagrös'], extra: ['Karfa (2)', 'Áskrift: 10% afsláttur'], serif: true,
  },
  {
    id: 'brimnes-vefur', name: 'BRIMNES', layout: 'corporate',
    colors: { page: '#f2f7fa', brand: '#0c2a43', ink: '#0c2a43', accent: '#5fa8c8', soft: '#dcebf3', onBrand: '#ffffff' },
    nav: ['Products', 'Quality', 'About', 'IS EN ES DA'], headline: 'Fresh fish', sub: 'from Iceland', button: 'Product catalogue',
    cards: ['Quality', 'Traceability', 'Sustainability'], extra: ['Cod · Haddock · Saithe', 'Request a price'],
  },
  {
    id: 'nordurfell-bokunarkerfi', name: 'Norðurfell', layout: 'booking',
    colors: { page: '#f4f6f8', brand: '#14213d', ink: '#14213d', accent: '#3ddc97', soft: '#e3e9f0', onBrand: '#ffffff' },
    nav: ['Ferðir', 'Bókanir', 'Hafa samband'], headline: 'Dagsferðir á', sub: 'Norðurlandi', button: 'Bóka ferð',
    cards: ['Jöklaganga', 'Hvalaskoðun', 'Norðurljós'], extra: ['12. nóv · 2 farþegar', '6 sæti laus'],
  },
  {
    id: 'casa-brisa-gervigreind', name: 'Casa Brisa', layout: 'hotel',
    colors: { page: '#fbf4ea', brand: '#c8553d', ink: '#3b2418', accent: '#2a6f97', soft: '#f3e2cc', onBrand: '#ffffff' },
    nav: ['Habitaciones', 'Sitges', 'Contacto'], headline: 'Tu casa', sub: 'junto al mar', button: 'Reservar',
    cards: ['Doble vista mar', 'Suite terraza', 'Desayuno'], extra: ['¿Hay parking?', 'Sí, 8 plazas a 20 €/día'], serif: true,
  },
  {
    id: 'lindarbakari-wordpress-express', name: 'Lindarbakarí', layout: 'bakery',
    colors: { page: '#fff7ec', brand: '#7a4a2a', ink: '#3d2414', accent: '#e39b8f', soft: '#f5e3cf', onBrand: '#ffffff' },
    nav: ['Vöruúrval', 'Tertur', 'Opnunartímar'], headline: 'Nýbakað á', sub: 'hverjum morgni', button: 'Panta tertu',
    cards: ['Súrdeigsbrauð', 'Kanilsnúðar', 'Afmælistertur'], extra: ['Opið 7–17 virka daga', 'Tilboð vikunnar'], serif: true,
  },
  {
    id: 'havnegaard-vefverslun', name: 'Havnegaard', layout: 'store',
    colors: { page: '#fbf8f1', brand: '#2f4a2f', ink: '#233623', accent: '#e8c25a', soft: '#efe8d4', onBrand: '#ffffff' },
    nav: ['Gaveæsker', 'Oste', 'Firmagaver'], headline: 'Fra gården', sub: 'på Fyn', button: 'Se gaveæsker',
    cards: ['Julekurven', 'Gårdens oste', 'Hyldebærsaft'], extra: ['Kurv (3)', 'Betal med MobilePay'], serif: true,
  },
  {
    id: 'norrebro-kaffe-askrift', name: 'NØRREBRO KAFFE', layout: 'subscription',
    colors: { page: '#f3ede4', brand: '#1b1b1b', ink: '#1b1b1b', accent: '#c47a3c', soft: '#e6dccd', onBrand: '#ffffff' },
    nav: ['Kaffe', 'Abonnement', 'Risteriet'], headline: 'Friskristet', sub: 'kaffe til døren', button: 'Start abonnement',
    cards: ['Etiopien', 'Colombia', 'Husets blend'], extra: ['Hver 2. uge', 'Hver 4. uge'],
  },
  {
    id: 'olivera-vefverslun', name: 'Olivera', layout: 'store',
    colors: { page: '#fffdf5', brand: '#5c6b2e', ink: '#2e3517', accent: '#d4a72c', soft: '#eef0dc', onBrand: '#ffffff' },
    nav: ['Botiga', 'Majoristes', 'Finca'], headline: "Oli d'oliva", sub: 'verge extra', button: 'Comprar',
    cards: ['Arbequina', 'Picual', 'Lot de regal'], extra: ['Portal majorista', 'Preus per a restaurants'], serif: true,
  },
];

const esc = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#39;');
const sans = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, sans-serif\"";
const serifFont = "font-family=\"'DejaVu Serif', 'Liberation Serif', Georgia, serif\"";

/** A product, tour or room picture inside a card: simple drawn objects per layout, never abstract blobs. */
function cardArt(client: Client, x: number, y: number, w: number, h: number, index: number): string {
  const { brand, accent, soft, page } = client.colors;
  const cx = x + w / 2;
  const base = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(8, h / 8)}" fill="${soft}"/>`;
  switch (client.layout) {
    case 'store': {
      // A jar or bottle with a label.
      const bw = w * 0.28;
      const bh = h * 0.7;
      const by = y + h * 0.2;
      const shape = index === 2
        ? `<rect x="${cx - w * 0.3}" y="${y + h * 0.45}" width="${w * 0.6}" height="${h * 0.42}" rx="${w * 0.05}" fill="${brand}"/><path d="M${cx - w * 0.3} ${y + h * 0.45} Q${cx} ${y + h * 0.05} ${cx + w * 0.3} ${y + h * 0.45}" fill="none" stroke="${brand}" stroke-width="${Math.max(2, w * 0.03)}"/>`
        : `<rect x="${cx - bw / 2}" y="${by + bh * 0.18}" width="${bw}" height="${bh * 0.82}" rx="${bw * 0.2}" fill="${index ? accent : brand}"/><rect x="${cx - bw * 0.22}" y="${by}" width="${bw * 0.44}" height="${bh * 0.2}" rx="${bw * 0.06}" fill="${client.colors.ink}"/><rect x="${cx - bw * 0.36}" y="${by + bh * 0.45}" width="${bw * 0.72}" height="${bh * 0.28}" fill="${page}"/>`;
      return base + shape;
    }
    case 'booking': {
      // Mountains, sea or sky by tour.
      const sky = index === 2 ? '#14213d' : '#9cc3dd';
      const ground = index === 1 ? '#2c5d82' : '#e8eef3';
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${sky}"/>`
        + (index === 2 ? `<path d="M${x} ${y + h * 0.45} Q${cx} ${y + h * 0.1} ${x + w} ${y + h * 0.35}" fill="none" stroke="${accent}" stroke-width="${h * 0.08}" opacity=".8"/>` : '')
        + `<path d="M${x} ${y + h} L${x + w * 0.35} ${y + h * 0.4} L${x + w * 0.55} ${y + h * 0.65} L${x + w * 0.75} ${y + h * 0.45} L${x + w} ${y + h} Z" fill="${ground}"/>`;
    }
    case 'hotel':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#9fd0e6"/><rect x="${x}" y="${y + h * 0.55}" width="${w}" height="${h * 0.45}" fill="${client.colors.accent}"/><circle cx="${x + w * 0.75}" cy="${y + h * 0.3}" r="${h * 0.14}" fill="#f6c453"/><rect x="${x + w * 0.1}" y="${y + h * 0.35}" width="${w * 0.3}" height="${h * 0.4}" fill="${page}"/><rect x="${x + w * 0.17}" y="${y + h * 0.45}" width="${w * 0.07}" height="${h * 0.1}" fill="${brand}"/>`;
    case 'bakery':
      // A loaf, a bun and a cake.
      return base + (index === 0
        ? `<ellipse cx="${cx}" cy="${y + h * 0.6}" rx="${w * 0.32}" ry="${h * 0.22}" fill="#b57a45"/><path d="M${cx - w * 0.15} ${y + h * 0.5} l${w * 0.06} ${h * 0.12} M${cx} ${y + h * 0.48} l${w * 0.06} ${h * 0.12} M${cx + w * 0.15} ${y + h * 0.5} l${w * 0.06} ${h * 0.12}" stroke="#f5e3cf" stroke-width="${Math.max(1.5, w * 0.02)}"/>`
        : index === 1
          ? `<circle cx="${cx}" cy="${y + h * 0.55}" r="${h * 0.26}" fill="#c98b52"/><path d="M${cx} ${y + h * 0.55} m-${h * 0.14} 0 a${h * 0.14} ${h * 0.14} 0 1 1 ${h * 0.14} ${h * 0.14}" fill="none" stroke="#7a4a2a" stroke-width="${Math.max(1.5, w * 0.02)}"/>`
          : `<rect x="${cx - w * 0.28}" y="${y + h * 0.42}" width="${w * 0.56}" height="${h * 0.4}" rx="4" fill="${client.colors.accent}"/><rect x="${cx - w * 0.28}" y="${y + h * 0.42}" width="${w * 0.56}" height="${h * 0.1}" fill="#fff"/><rect x="${cx - 2}" y="${y + h * 0.22}" width="4" height="${h * 0.2}" fill="${brand}"/>`);
    case 'subscription':
      // A coffee bag.
      return base + `<path d="M${cx - w * 0.2} ${y + h * 0.2} h${w * 0.4} l${w * 0.05} ${h * 0.68} h-${w * 0.5} z" fill="${index === 2 ? accent : client.colors.brand}"/><rect x="${cx - w * 0.13}" y="${y + h * 0.45}" width="${w * 0.26}" height="${h * 0.2}" fill="${page}"/>`;
    case 'corporate':
    default:
      // A fish, a label and a leaf: what the three headings promise.
      return base + (index === 0
        ? `<path d="M${cx - w * 0.3} ${y + h * 0.5} q${w * 0.3} -${h * 0.35} ${w * 0.5} 0 l${w * 0.12} -${h * 0.14} v${h * 0.28} l-${w * 0.12} -${h * 0.14} q-${w * 0.2} ${h * 0.35} -${w * 0.5} 0z" fill="${brand}"/>`
        : index === 1
          ? `<rect x="${cx - w * 0.22}" y="${y + h * 0.25}" width="${w * 0.44}" height="${h * 0.5}" rx="4" fill="#fff" stroke="${brand}" stroke-width="2"/><path d="M${cx - w * 0.14} ${y + h * 0.4} h${w * 0.28} M${cx - w * 0.14} ${y + h * 0.52} h${w * 0.2} M${cx - w * 0.14} ${y + h * 0.64} h${w * 0.24}" stroke="${accent}" stroke-width="${Math.max(2, h * 0.04)}"/>`
          : `<path d="M${cx} ${y + h * 0.8} C${cx - w * 0.3} ${y + h * 0.6} ${cx - w * 0.1} ${y + h * 0.2} ${cx + w * 0.2} ${y + h * 0.2} C${cx + w * 0.2} ${y + h * 0.5} ${cx + w * 0.1} ${y + h * 0.7} ${cx} ${y + h * 0.8}z" fill="#4f9a6b"/>`);
  }
}

/** Text with a maximum font size that still fits `maxWidth` (roughly 0.58 em per character). */
function fitText(value: string, x: number, y: number, size: number, maxWidth: number, attrs: string): string {
  const fitted = Math.min(size, maxWidth / (value.length * 0.58));
  return `<text x="${x}" y="${y}" font-size="${fitted.toFixed(1)}" ${attrs}>${esc(value)}</text>`;
}

/** The hero picture of the page (right of the headline on a desktop, under it on a phone). */
function heroArt(client: Client, x: number, y: number, w: number, h: number): string {
  const { brand, accent, soft, page } = client.colors;
  switch (client.layout) {
    case 'corporate':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#1d5c82"/><path d="M${x} ${y + h * 0.55} q${w * 0.125} -${h * 0.1} ${w * 0.25} 0 t${w * 0.25} 0 t${w * 0.25} 0 t${w * 0.25} 0 V${y + h} H${x}z" fill="${accent}"/><path d="M${x} ${y + h * 0.75} q${w * 0.125} -${h * 0.1} ${w * 0.25} 0 t${w * 0.25} 0 t${w * 0.25} 0 t${w * 0.25} 0 V${y + h} H${x}z" fill="${soft}"/><path d="M${x + w * 0.25} ${y + h * 0.5} h${w * 0.4} l-${w * 0.06} ${h * 0.14} h-${w * 0.3}z" fill="${brand}"/><rect x="${x + w * 0.42}" y="${y + h * 0.3}" width="${w * 0.12}" height="${h * 0.2}" fill="#fff"/>`;
    case 'booking':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${brand}"/><path d="M${x} ${y + h * 0.35} Q${x + w * 0.5} ${y} ${x + w} ${y + h * 0.25}" fill="none" stroke="${accent}" stroke-width="${h * 0.06}" opacity=".75"/><path d="M${x} ${y + h} L${x + w * 0.3} ${y + h * 0.45} L${x + w * 0.5} ${y + h * 0.7} L${x + w * 0.72} ${y + h * 0.38} L${x + w} ${y + h} Z" fill="#e8eef3"/><circle cx="${x + w * 0.15}" cy="${y + h * 0.2}" r="2" fill="#fff"/><circle cx="${x + w * 0.85}" cy="${y + h * 0.12}" r="2" fill="#fff"/>`;
    case 'hotel':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#9fd0e6"/><circle cx="${x + w * 0.7}" cy="${y + h * 0.32}" r="${h * 0.14}" fill="#f6c453"/><rect x="${x}" y="${y + h * 0.58}" width="${w}" height="${h * 0.42}" fill="${accent}"/><path d="M${x} ${y + h * 0.85} q${w * 0.25} -${h * 0.08} ${w * 0.5} 0 t${w * 0.5} 0 V${y + h} H${x}z" fill="#f3e2cc"/><rect x="${x + w * 0.08}" y="${y + h * 0.3}" width="${w * 0.3}" height="${h * 0.32}" fill="${page}"/><path d="M${x + w * 0.06} ${y + h * 0.31} l${w * 0.17} -${h * 0.12} l${w * 0.17} ${h * 0.12}z" fill="${brand}"/>`;
    case 'bakery':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${soft}"/><rect x="${x}" y="${y + h * 0.72}" width="${w}" height="${h * 0.28}" fill="${brand}"/><ellipse cx="${x + w * 0.32}" cy="${y + h * 0.62}" rx="${w * 0.2}" ry="${h * 0.15}" fill="#b57a45"/><circle cx="${x + w * 0.68}" cy="${y + h * 0.6}" r="${h * 0.15}" fill="#c98b52"/><rect x="${x + w * 0.55}" y="${y + h * 0.18}" width="${w * 0.3}" height="${h * 0.26}" rx="4" fill="${accent}"/><rect x="${x + w * 0.55}" y="${y + h * 0.18}" width="${w * 0.3}" height="${h * 0.07}" fill="#fff"/>`;
    case 'subscription':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${accent}"/><path d="M${x + w * 0.3} ${y + h * 0.18} h${w * 0.4} l${w * 0.05} ${h * 0.72} h-${w * 0.5} z" fill="${brand}"/><rect x="${x + w * 0.37}" y="${y + h * 0.45}" width="${w * 0.26}" height="${h * 0.2}" fill="${page}"/><circle cx="${x + w * 0.5}" cy="${y + h * 0.55}" r="${h * 0.05}" fill="${accent}"/>`;
    case 'store':
    default:
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${soft}"/>${cardArt(client, x + w * 0.05, y + h * 0.1, w * 0.45, h * 0.85, 0)}${cardArt(client, x + w * 0.5, y + h * 0.1, w * 0.45, h * 0.85, 1)}`;
  }
}

/** A desktop home page in a w×h box at (x, y). */
function desktopPage(client: Client, x: number, y: number, w: number, h: number): string {
  const { page, brand, ink, accent, onBrand, soft } = client.colors;
  const head = client.serif ? serifFont : sans;
  const s = w / 720; // drawn for a 720 px wide screen, scaled
  const navH = 44 * s;
  let svg = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${page}"/>`;
  svg += `<rect x="${x}" y="${y}" width="${w}" height="${navH}" fill="${client.layout === 'corporate' || client.layout === 'subscription' ? brand : page}"/>`;
  const navInk = client.layout === 'corporate' || client.layout === 'subscription' ? onBrand : ink;
  svg += `<text x="${x + 24 * s}" y="${y + 28 * s}" font-size="${17 * s}" font-weight="700" fill="${navInk}" ${head}>${esc(client.name)}</text>`;
  let nx = x + w - 24 * s;
  for (const item of [...client.nav].reverse()) {
    const iw = item.length * 6.6 * s;
    nx -= iw;
    svg += `<text x="${nx}" y="${y + 27 * s}" font-size="${11 * s}" fill="${navInk}" ${sans}>${esc(item)}</text>`;
    nx -= 18 * s;
  }
  svg += `<rect x="${x}" y="${y + navH - 1}" width="${w}" height="1" fill="${soft}"/>`;
  // Hero: words on the left, picture on the right.
  const heroY = y + navH;
  const heroH = 220 * s;
  svg += `<rect x="${x}" y="${heroY}" width="${w}" height="${heroH}" fill="${soft}"/>`;
  svg += heroArt(client, x + w * 0.5, heroY, w * 0.5, heroH);
  svg += fitText(client.headline, x + 28 * s, heroY + 78 * s, 34 * s, w * 0.44, `font-weight="700" fill="${ink}" ${head}`);
  svg += fitText(client.sub, x + 28 * s, heroY + 118 * s, 34 * s, w * 0.44, `font-weight="700" fill="${brand === ink ? accent : brand}" ${head}`);
  svg += `<rect x="${x + 28 * s}" y="${heroY + 140 * s}" width="${w * 0.3}" height="${6 * s}" rx="${3 * s}" fill="${ink}" opacity=".18"/><rect x="${x + 28 * s}" y="${heroY + 152 * s}" width="${w * 0.24}" height="${6 * s}" rx="${3 * s}" fill="${ink}" opacity=".18"/>`;
  svg += `<rect x="${x + 28 * s}" y="${heroY + 172 * s}" width="${(client.button.length * 7 + 32) * s}" height="${30 * s}" rx="${6 * s}" fill="${brand}"/>`;
  svg += `<text x="${x + 44 * s}" y="${heroY + 191.5 * s}" font-size="${11.5 * s}" font-weight="700" fill="${onBrand}" ${sans}>${esc(client.button)}</text>`;
  // A widget over the hero's edge where the layout has one.
  const contentY = heroY + heroH + 22 * s;
  if (client.layout === 'booking' || client.layout === 'hotel') {
    const by = heroY + heroH - 12 * s;
    svg += `<rect x="${x + 28 * s}" y="${by}" width="${w - 56 * s}" height="${44 * s}" rx="${8 * s}" fill="#ffffff" stroke="${soft}"/>`;
    const fields = client.layout === 'booking' ? ['Dagsetning', 'Farþegar', 'Ferð'] : ['Llegada', 'Salida', 'Huéspedes'];
    fields.forEach((field, index) => {
      svg += `<text x="${x + (44 + index * 150) * s}" y="${by + 27 * s}" font-size="${10.5 * s}" fill="${ink}" ${sans}>${esc(field)}</text>`;
    });
    svg += `<rect x="${x + w - 150 * s}" y="${by + 8 * s}" width="${112 * s}" height="${28 * s}" rx="${6 * s}" fill="${accent}"/><text x="${x + w - 128 * s}" y="${by + 26 * s}" font-size="${11 * s}" font-weight="700" fill="${ink}" ${sans}>${esc(client.button)}</text>`;
  }
  // Three cards.
  const top = contentY + (client.layout === 'booking' || client.layout === 'hotel' ? 34 * s : 8 * s);
  const gap = 18 * s;
  const cw = (w - 56 * s - 2 * gap) / 3;
  const ch = Math.max(40 * s, Math.min(150 * s, y + h - top - 44 * s));
  client.cards.forEach((card, index) => {
    const cx = x + 28 * s + index * (cw + gap);
    svg += `<rect x="${cx}" y="${top}" width="${cw}" height="${ch + 38 * s}" rx="${8 * s}" fill="#ffffff"/>`;
    svg += cardArt(client, cx + 8 * s, top + 8 * s, cw - 16 * s, ch - 8 * s, index);
    svg += fitText(card, cx + 12 * s, top + ch + 22 * s, 12 * s, cw - 24 * s, `font-weight="700" fill="${ink}" ${head}`);
  });
  if (client.layout === 'hotel') {
    // The chat that answers guests.
    const bx = x + w - 190 * s;
    const byy = y + h - 118 * s;
    svg += `<rect x="${bx}" y="${byy}" width="${170 * s}" height="${100 * s}" rx="${10 * s}" fill="#ffffff" stroke="${accent}" stroke-width="${1.5 * s}"/>`;
    svg += `<rect x="${bx}" y="${byy}" width="${170 * s}" height="${22 * s}" rx="${10 * s}" fill="${accent}"/><text x="${bx + 12 * s}" y="${byy + 15 * s}" font-size="${10 * s}" font-weight="700" fill="#fff" ${sans}>Chat · Casa Brisa</text>`;
    svg += `<rect x="${bx + 60 * s}" y="${byy + 30 * s}" width="${100 * s}" height="${20 * s}" rx="${8 * s}" fill="${soft}"/><text x="${bx + 68 * s}" y="${byy + 44 * s}" font-size="${9 * s}" fill="${ink}" ${sans}>${esc(client.extra[0]!)}</text>`;
    svg += `<rect x="${bx + 10 * s}" y="${byy + 58 * s}" width="${150 * s}" height="${20 * s}" rx="${8 * s}" fill="${brand}"/><text x="${bx + 18 * s}" y="${byy + 72 * s}" font-size="${9 * s}" fill="#fff" ${sans}>${esc(client.extra[1]!)}</text>`;
  }
  return svg;
}

/** A phone home page in a w×h box at (x, y); `screen` 0 is home, 1 a list, 2 the action (basket, booking, chat). */
function phonePage(client: Client, x: number, y: number, w: number, h: number, screen = 0): string {
  const { page, brand, ink, accent, onBrand, soft } = client.colors;
  const head = client.serif ? serifFont : sans;
  const s = w / 180;
  const dark = client.layout === 'corporate' || client.layout === 'subscription';
  let svg = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${page}"/>`;
  svg += `<rect x="${x}" y="${y}" width="${w}" height="${34 * s}" fill="${dark ? brand : page}"/>`;
  svg += fitText(client.name, x + 12 * s, y + 22 * s, 12 * s, w * 0.6, `font-weight="700" fill="${dark ? onBrand : ink}" ${head}`);
  for (let line = 0; line < 3; line++) {
    svg += `<rect x="${x + w - 28 * s}" y="${y + (12 + line * 5) * s}" width="${16 * s}" height="${2 * s}" fill="${dark ? onBrand : ink}"/>`;
  }
  const top = y + 34 * s;
  if (screen === 0) {
    svg += heroArt(client, x, top, w, 110 * s);
    svg += fitText(client.headline, x + 12 * s, top + 138 * s, 18 * s, w - 24 * s, `font-weight="700" fill="${ink}" ${head}`);
    svg += fitText(client.sub, x + 12 * s, top + 160 * s, 18 * s, w - 24 * s, `font-weight="700" fill="${brand === ink ? accent : brand}" ${head}`);
    svg += `<rect x="${x + 12 * s}" y="${top + 176 * s}" width="${w - 24 * s}" height="${28 * s}" rx="${6 * s}" fill="${brand}"/>`;
    svg += fitText(client.button, x + 24 * s, top + 194 * s, 11 * s, w - 48 * s, `font-weight="700" fill="${onBrand}" ${sans}`);
    svg += cardArt(client, x + 12 * s, top + 216 * s, w - 24 * s, Math.max(10, y + h - top - 228 * s), 0);
  } else if (screen === 1) {
    client.cards.forEach((card, index) => {
      const cy = top + 12 * s + index * 78 * s;
      if (cy + 70 * s > y + h) return;
      svg += `<rect x="${x + 10 * s}" y="${cy}" width="${w - 20 * s}" height="${70 * s}" rx="${6 * s}" fill="#ffffff"/>`;
      svg += cardArt(client, x + 16 * s, cy + 6 * s, 60 * s, 58 * s, index);
      svg += fitText(card, x + 84 * s, cy + 28 * s, 11 * s, w - 104 * s, `font-weight="700" fill="${ink}" ${head}`);
      svg += `<rect x="${x + 84 * s}" y="${cy + 40 * s}" width="${50 * s}" height="${5 * s}" rx="${2 * s}" fill="${ink}" opacity=".2"/>`;
      svg += `<rect x="${x + 84 * s}" y="${cy + 50 * s}" width="${36 * s}" height="${9 * s}" rx="${3 * s}" fill="${accent}"/>`;
    });
  } else {
    svg += `<rect x="${x + 10 * s}" y="${top + 12 * s}" width="${w - 20 * s}" height="${120 * s}" rx="${8 * s}" fill="#ffffff"/>`;
    svg += fitText(client.extra[0]!, x + 20 * s, top + 38 * s, 12 * s, w - 40 * s, `font-weight="700" fill="${ink}" ${sans}`);
    svg += `<rect x="${x + 20 * s}" y="${top + 50 * s}" width="${w - 40 * s}" height="${26 * s}" rx="${6 * s}" fill="${soft}"/>`;
    svg += fitText(client.extra[1]!, x + 28 * s, top + 67 * s, 10 * s, w - 56 * s, `fill="${ink}" ${sans}`);
    svg += `<rect x="${x + 20 * s}" y="${top + 90 * s}" width="${w - 40 * s}" height="${28 * s}" rx="${6 * s}" fill="${brand}"/>`;
    svg += fitText(client.button, x + 32 * s, top + 108 * s, 11 * s, w - 64 * s, `font-weight="700" fill="${onBrand}" ${sans}`);
    svg += cardArt(client, x + 10 * s, top + 146 * s, w - 20 * s, Math.max(10, y + h - top - 158 * s), 2);
  }
  return svg;
}

function laptop(client: Client, x: number, y: number, w: number): string {
  const h = w * 0.625;
  const bezel = w * 0.03;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.025}" fill="#1e232b"/>`
    + `<svg x="${x + bezel}" y="${y + bezel}" width="${w - 2 * bezel}" height="${h - 2 * bezel}" overflow="hidden">${desktopPage(client, 0, 0, w - 2 * bezel, h - 2 * bezel)}</svg>`
    + `<path d="M${x - w * 0.08} ${y + h} h${w * 1.16} l-${w * 0.03} ${w * 0.035} h-${w * 1.1} z" fill="#c5ccd6"/>`
    + `<rect x="${x + w * 0.42}" y="${y + h}" width="${w * 0.16}" height="${w * 0.008}" rx="2" fill="#9aa3b0"/>`;
}

function phone(client: Client, x: number, y: number, w: number, screen = 0): string {
  const h = w * 2.05;
  const bezel = w * 0.05;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.14}" fill="#1e232b"/>`
    + `<svg x="${x + bezel}" y="${y + bezel * 2}" width="${w - 2 * bezel}" height="${h - 4 * bezel}" overflow="hidden">${phonePage(client, 0, 0, w - 2 * bezel, h - 4 * bezel, screen)}</svg>`
    + `<rect x="${x + w * 0.38}" y="${y + bezel * 0.7}" width="${w * 0.24}" height="${bezel * 0.6}" rx="${bezel * 0.3}" fill="#3a414c"/>`;
}

const { width: W, height: H } = IMAGE_SIZE;
const frame = (client: Client, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`
  + `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${client.colors.soft}"/><stop offset="1" stop-color="${client.colors.page}"/></linearGradient></defs>`
  + `<rect width="${W}" height="${H}" fill="url(#bg)"/>${body}</svg>`;

const views = {
  mockup: (client: Client) => frame(client, laptop(client, 150, 60, 800) + phone(client, 880, 215, 200)),
  desktop: (client: Client) =>
    frame(client, `<rect x="60" y="30" width="1080" height="615" rx="12" fill="#ffffff"/><rect x="60" y="30" width="1080" height="36" rx="12" fill="#e4e8ee"/><circle cx="86" cy="48" r="6" fill="#e0675b"/><circle cx="106" cy="48" r="6" fill="#e6b84f"/><circle cx="126" cy="48" r="6" fill="#5fbf6a"/><rect x="160" y="38" width="520" height="20" rx="10" fill="#ffffff"/><text x="176" y="53" font-size="12" fill="#4a5563" ${sans}>www.${client.id.split('-')[0]}.example</text><svg x="60" y="66" width="1080" height="579" overflow="hidden">${desktopPage(client, 0, 0, 1080, 579)}</svg>`),
  phones: (client: Client) => frame(client, [0, 1, 2].map((screen) => phone(client, 225 + screen * 270, 122, 210, screen)).join('')),
};

/**
 * AVIF at a quantizer of 44-50 (of 63): the drawn pictures' flat colour and text stay clean at the size they are
 * shown, and the 800 px mock-up a phone shows first on /verkefni is 3.3-4.2 KB (WebP: 10-14 KB), small enough to
 * come in the same round trip as the page (bench/bytes.mjs checks the newest).
 */
function toAvif(png: Buffer, name: string) {
  const dir = mkdtempSync(join(tmpdir(), 'avif-'));
  try {
    writeFileSync(join(dir, 'in.png'), png);
    execFileSync('avifenc', ['--speed', '2', '--min', '44', '--max', '50', '--yuv', '420', join(dir, 'in.png'), join(dir, 'out.avif')], { stdio: 'ignore' });
    return { name, bytes: readFileSync(join(dir, 'out.avif')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  const sizes: string[] = [];
  for (const client of clients) {
    for (const [view, draw] of Object.entries(views)) {
      const svg = draw(client);
      // A string, not a function: the TypeScript runner's helpers would not exist in the page.
      const encoded = (await page.evaluate(`(async () => {
        const image = new Image();
        image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(${JSON.stringify(svg)});
        await image.decode();
        const result = {};
        function render(width, type, quality) {
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = Math.round((width * ${H}) / ${W});
          const context = canvas.getContext('2d');
          context.imageSmoothingQuality = 'high';
          context.drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL(type, quality);
        }
        for (const width of ${JSON.stringify(IMAGE_WIDTHS)}) {
          result[width + '.webp'] = render(width, 'image/webp', 0.78);
          result[width + '.png'] = render(width, 'image/png');
        }
        result['${FALLBACK_WIDTH}.jpg'] = render(${FALLBACK_WIDTH}, 'image/jpeg', 0.8);
        return result;
      })()`)) as Record<string, string>;
      for (const [suffix, dataUrl] of Object.entries(encoded)) {
        const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
        const name = `${client.id}-${view}-${suffix}`;
        const file = suffix.endsWith('.png') ? toAvif(bytes, name.replace(/\.png$/, '.avif')) : { name, bytes };
        writeFileSync(join(out, file.name), file.bytes);
        sizes.push(`${file.name}\t${(file.bytes.length / 1024).toFixed(1)} KB`);
      }
    }
  }
  await browser.close();
  console.log(sizes.join('\n'));
}

await main();

// What a visitor sees of every prerendered page, written to JSON and compared between two builds: a change of how
// content is stored must leave every page's text and links as they were.
//
//   tsx apps/site/tools/page-snapshot.ts write <distDir> <out.json>
//   tsx apps/site/tools/page-snapshot.ts compare <before.json> <after.json>
//
// <distDir> is the build's dist/ or its dist/client/ (the pages are in the sibling dist/site/<locale>/, see
// scripts/prerender.ts) or dist/site/ itself. Every HTML file in every language directory is read, the not-found
// page `404.html` included. The snapshot holds no time, path or hashed file name of the build, so two builds of the
// same code give the same file, byte for byte. `compare` prints each page that differs and exits 1 if any does.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

// jsdom, a root dev dependency, has no type declarations; this is the little of it the snapshot uses.
const jsdomModule = 'jsdom';
const { JSDOM } = (await import(jsdomModule)) as {
  JSDOM: new (html: string) => { window: { document: Document; close(): void } };
};

const FORMAT = 1;

/** Elements whose content is never shown as text. (noscript is shown, to a visitor without JavaScript.) */
const HIDDEN = new Set(['script', 'style', 'template']);
/** Elements that flow inside a line: their text joins the text around them in one chunk; any other element breaks it. */
const INLINE = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'label', 'mark',
  'output', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
]);
/** Attributes whose text a visitor can be shown (tooltips, screen readers, empty fields). */
const TEXT_ATTRIBUTES = ['aria-label', 'title', 'placeholder'];

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

interface PageRecord {
  locale: string;
  /** `/`, `/verkefni/brimnes-vefur`, or `404.html` for the not-found page (as in test/build/built-site.ts). */
  path: string;
  lang: string | null;
  title: string | null;
  description: string | null;
  /** The canonical and hreflang alternates of the head: `canonical <href>`, `alternate <hreflang> <href>`. */
  headLinks: string[];
  /** Every other `<meta name|property>` of the head (Open Graph, Twitter, robots…): `<key>=<content>`. */
  meta: string[];
  /** The text of `<body>`, whitespace collapsed, one chunk per run of text between block boundaries. */
  text: string[];
  links: { href: string; text: string }[];
  images: { src: string; alt: string | null }[];
  /** Text in attributes and in the values of button inputs: `<element> <attribute>=<value>`. */
  attributes: string[];
  forms: { action: string | null; method: string | null }[];
}

interface Snapshot {
  format: number;
  pages: Record<string, PageRecord>;
}

/** HTML collapses runs of ASCII whitespace only; a no-break space is kept, so a change to or from one shows. */
function collapse(text: string): string {
  return text.replace(/[ \t\n\f\r]+/g, ' ').trim();
}

/** `/assets/index-Br7Od49o.js` and its rebuild with another hash read the same: `/assets/index-[hash].js`. */
function withoutHash(url: string): string {
  return url.replace(/(\/assets\/[^/?#]+?)-[A-Za-z0-9_-]{8}(\.[A-Za-z0-9]+)(?=$|[?#])/, '$1-[hash]$2');
}

/** The text chunks of a subtree in document order. */
function textChunks(root: Node): string[] {
  const chunks: string[] = [];
  let run = '';
  const flush = () => {
    const chunk = collapse(run);
    if (chunk) chunks.push(chunk);
    run = '';
  };
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === TEXT_NODE) {
        run += (child as Text).data;
      } else if (child.nodeType === ELEMENT_NODE) {
        const name = (child as Element).localName;
        if (HIDDEN.has(name)) continue;
        if (name === 'br') {
          flush();
          continue;
        }
        const inline = INLINE.has(name);
        if (!inline) flush();
        walk(child);
        if (!inline) flush();
      }
    }
  };
  walk(root);
  flush();
  return chunks;
}

function pageRecord(html: string, locale: string, path: string): PageRecord {
  const dom = new JSDOM(html);
  const document = dom.window.document;
  const head = document.head;
  const body = document.body;
  const headLinks: string[] = [];
  for (const link of Array.from(head.querySelectorAll('link[rel][href]'))) {
    const rels = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    const href = link.getAttribute('href') ?? '';
    if (rels.includes('canonical')) headLinks.push(`canonical ${href}`);
    if (rels.includes('alternate') && link.hasAttribute('hreflang')) headLinks.push(`alternate ${link.getAttribute('hreflang')} ${href}`);
  }
  const meta: string[] = [];
  for (const element of Array.from(head.querySelectorAll('meta[name], meta[property]'))) {
    const key = element.getAttribute('property') ?? element.getAttribute('name') ?? '';
    if (key === 'description' || key === 'viewport') continue;
    meta.push(`${key}=${element.getAttribute('content') ?? ''}`);
  }
  const attributes: string[] = [];
  for (const element of Array.from(body.querySelectorAll('*'))) {
    if (element.closest('script, style, template')) continue;
    for (const attribute of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value !== null) attributes.push(`${element.localName} ${attribute}=${collapse(value)}`);
    }
    const type = element.localName === 'input' ? (element.getAttribute('type') ?? '').toLowerCase() : '';
    if (['submit', 'button', 'reset'].includes(type) && element.hasAttribute('value')) {
      attributes.push(`input value=${collapse(element.getAttribute('value') ?? '')}`);
    }
  }
  const title = head.querySelector('title');
  const description = head.querySelector('meta[name="description"]');
  const record: PageRecord = {
    locale,
    path,
    lang: document.documentElement.getAttribute('lang'),
    title: title ? collapse(title.textContent ?? '') : null,
    description: description ? (description.getAttribute('content') ?? '') : null,
    headLinks,
    meta,
    text: textChunks(body),
    links: Array.from(body.querySelectorAll('a[href]'), (a) => ({
      href: withoutHash(a.getAttribute('href') ?? ''),
      text: textChunks(a).join(' '),
    })),
    images: Array.from(body.querySelectorAll('img'), (img) => ({
      src: withoutHash(img.getAttribute('src') ?? ''),
      alt: img.getAttribute('alt'),
    })),
    attributes,
    forms: Array.from(body.querySelectorAll('form'), (form) => ({
      action: form.getAttribute('action'),
      method: form.getAttribute('method'),
    })),
  };
  dom.window.close();
  return record;
}

/** The directory holding one directory of prerendered pages per language. */
function siteDirOf(dir: string): string {
  const given = resolve(dir);
  const candidates = [join(given, 'site'), ...(basename(given) === 'client' ? [join(dirname(given), 'site')] : []), given];
  for (const candidate of candidates) {
    if (localeDirs(candidate).length > 0) return candidate;
  }
  throw new Error(`no prerendered pages under ${given}: expected <dist>/site/<locale>/index.html (build the site first)`);
}

function localeDirs(siteDir: string): string[] {
  if (!existsSync(siteDir) || !statSync(siteDir).isDirectory()) return [];
  return readdirSync(siteDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && ['index.html', '404.html'].some((name) => existsSync(join(siteDir, entry.name, name))))
    .map((entry) => entry.name)
    .sort();
}

function snapshot(dir: string): { siteDir: string; snapshot: Snapshot } {
  const siteDir = siteDirOf(dir);
  const pages: Record<string, PageRecord> = {};
  for (const locale of localeDirs(siteDir)) {
    const root = join(siteDir, locale);
    const files: string[] = [];
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.html')) files.push(join(entry.parentPath, entry.name));
    }
    for (const file of files.sort()) {
      const rel = relative(root, file).split(sep).join('/');
      const path = rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'/index.html'.length)}` : rel;
      pages[`${locale}:${path}`] = pageRecord(readFileSync(file, 'utf8'), locale, path);
    }
  }
  const sorted = Object.fromEntries(Object.entries(pages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { siteDir, snapshot: { format: FORMAT, pages: sorted } };
}

// ---- comparing

type Op = { kind: ' ' | '-' | '+'; line: string; a: number; b: number };

/** The shortest edit from `a` to `b` (longest common subsequence of the part between the common prefix and suffix). */
function editScript(a: string[], b: string[]): Op[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const n = endA - start;
  const m = endB - start;
  const ops: Op[] = [];
  for (let i = 0; i < start; i += 1) ops.push({ kind: ' ', line: a[i]!, a: i, b: i });
  // lcs[i][j]: the common subsequence length of a[start+i..endA) and b[start+j..endB).
  const width = m + 1;
  const lcs = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lcs[i * width + j] =
        a[start + i] === b[start + j] ? lcs[(i + 1) * width + j + 1]! + 1 : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j]) {
      ops.push({ kind: ' ', line: a[start + i]!, a: start + i, b: start + j });
      i += 1;
      j += 1;
    } else if (i < n && (j === m || lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!)) {
      // Removals before additions, as diff prints them.
      ops.push({ kind: '-', line: a[start + i]!, a: start + i, b: start + j });
      i += 1;
    } else {
      ops.push({ kind: '+', line: b[start + j]!, a: start + i, b: start + j });
      j += 1;
    }
  }
  for (let k = 0; k < a.length - endA; k += 1) ops.push({ kind: ' ', line: a[endA + k]!, a: endA + k, b: endB + k });
  return ops;
}

/** Characters that print as nothing or as a plain space, shown by name so a changed line does not look unchanged. */
function visible(line: string): string {
  return line.replace(/\u00a0/g, '⟨nbsp⟩').replace(/\u00ad/g, '⟨shy⟩').replace(/[\u200b-\u200d\u2060\ufeff]/g, '⟨zw⟩');
}

/** A unified diff of two lists of lines, with `context` unchanged lines around each change. */
function unifiedDiff(a: string[], b: string[], context = 2): string[] {
  const ops = editScript(a, b);
  const out: string[] = [];
  let k = 0;
  while (k < ops.length) {
    if (ops[k]!.kind === ' ') {
      k += 1;
      continue;
    }
    // A hunk: from `context` lines before this change to `context` lines after the last change that is no more
    // than 2 * context unchanged lines from the next one.
    const from = Math.max(0, k - context);
    let to = k;
    let last = k;
    while (to < ops.length) {
      if (ops[to]!.kind !== ' ') last = to;
      else if (to - last > 2 * context) break;
      to += 1;
    }
    const end = Math.min(ops.length, last + 1 + context);
    const hunk = ops.slice(from, end);
    const aLines = hunk.filter((op) => op.kind !== '+').length;
    const bLines = hunk.filter((op) => op.kind !== '-').length;
    const aStart = hunk[0]!.a + (aLines ? 1 : 0);
    const bStart = hunk[0]!.b + (bLines ? 1 : 0);
    out.push(`@@ -${aStart},${aLines} +${bStart},${bLines} @@`);
    for (const op of hunk) out.push(`${op.kind} ${visible(op.line)}`);
    k = end;
  }
  return out;
}

const show = (value: string | null) => (value === null ? '(none)' : JSON.stringify(visible(value)));

/** What differs between two records of one page, as lines to print; empty when nothing does. */
function pageDifferences(before: PageRecord, after: PageRecord): string[] {
  const out: string[] = [];
  for (const field of ['lang', 'title', 'description'] as const) {
    if (before[field] !== after[field]) out.push(`${field}:`, `  - ${show(before[field])}`, `  + ${show(after[field])}`);
  }
  const lists: [string, (record: PageRecord) => string[]][] = [
    ['head links (canonical, hreflang)', (r) => r.headLinks],
    ['head meta', (r) => r.meta],
    ['text', (r) => r.text],
    ['links (href  "text")', (r) => r.links.map((link) => `${link.href}  ${JSON.stringify(link.text)}`)],
    ['images (src  alt)', (r) => r.images.map((image) => `${image.src}  ${image.alt === null ? '(no alt)' : JSON.stringify(image.alt)}`)],
    ['attribute text', (r) => r.attributes],
    ['forms (action method)', (r) => r.forms.map((form) => `${form.action ?? '(no action)'} ${form.method ?? '(no method)'}`)],
  ];
  for (const [name, lines] of lists) {
    const a = lines(before);
    const b = lines(after);
    if (a.length === b.length && a.every((line, index) => line === b[index])) continue;
    out.push(`${name}:`, ...unifiedDiff(a, b).map((line) => `  ${line}`));
  }
  return out;
}

function readSnapshot(file: string): Snapshot {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Snapshot>;
  if (parsed.format !== FORMAT || typeof parsed.pages !== 'object' || parsed.pages === null) {
    throw new Error(`${file} is not a page snapshot of format ${FORMAT} (write it with: page-snapshot.ts write)`);
  }
  return parsed as Snapshot;
}

/** Prints every difference and the summary line; returns how many pages differ. */
function compare(before: Snapshot, after: Snapshot, print: (line: string) => void = console.log): { compared: number; differ: number } {
  const keys = [...new Set([...Object.keys(before.pages), ...Object.keys(after.pages)])].sort();
  let differ = 0;
  for (const key of keys) {
    const a = before.pages[key];
    const b = after.pages[key];
    let lines: string[];
    if (!b) lines = ['page missing from the second snapshot'];
    else if (!a) lines = ['page added in the second snapshot'];
    else lines = pageDifferences(a, b);
    if (lines.length === 0) continue;
    differ += 1;
    print(`\n≠ ${key}`);
    for (const line of lines) print(`  ${line}`);
  }
  print(`\n${keys.length} pages compared, ${differ} differ`);
  return { compared: keys.length, differ };
}

function main(argv: string[]): number {
  const [command, first, second] = argv;
  if (command === 'write' && first && second) {
    const { siteDir, snapshot: result } = snapshot(first);
    const count = Object.keys(result.pages).length;
    writeFileSync(second, `${JSON.stringify(result, null, 1)}\n`);
    const locales = [...new Set(Object.values(result.pages).map((page) => page.locale))];
    console.log(`${count} pages (${locales.join(', ')}) from ${siteDir} written to ${second}`);
    return 0;
  }
  if (command === 'compare' && first && second) {
    const { differ } = compare(readSnapshot(first), readSnapshot(second));
    return differ > 0 ? 1 : 0;
  }
  console.error('usage: tsx apps/site/tools/page-snapshot.ts write <distDir> <out.json>\n' + '       tsx apps/site/tools/page-snapshot.ts compare <before.json> <after.json>');
  return 2;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}

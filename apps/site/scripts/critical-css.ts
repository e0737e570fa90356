// The part of the site's style sheet one prerendered page needs for its first paint. Every page inlines its own
// part instead of the whole sheet (home: about 4 KB gzip instead of 10), so its HTML fits the first round trip of a
// new connection; the whole sheet follows once the page is painted (src/start.ts), before the app renders anything
// the HTML did not have. Without JavaScript nothing but the HTML is ever shown, and what it uses is all kept.
// Which rules a page uses is beasties' work (docs/decisions/0005-beasties-critical-css.md): it matches each selector
// against the page's markup, pseudo-classes left out.
import Beasties from 'beasties';
import postcss, { type ChildNode, type Container, type Root } from 'postcss';

const INLINED_SHEET = /(<style data-href="[^"]+">)([\s\S]*?)(<\/style>)/;

/**
 * The critical part of a page's inlined site sheet (`<style data-href>`, from `tuneForFirstPaint`), for each page.
 * Font faces are all kept: the theme names its families through custom properties, which beasties does not follow,
 * and the fallback faces (local fonts, nothing to download) are what makes the later swap move nothing.
 */
export function criticalCssOf(css: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    external: false,
    reduceInlineStyles: true,
    // A selector that starts with a pseudo-class (`:where(h1,h2)`, `:root:not([data-color-scheme=light])`) is empty
    // once beasties strips its pseudo-classes to match the rest, and would be dropped: the base styles of headings
    // and links and the dark theme were, and the page moved when the late sheet brought them (CLS 0.013-0.025).
    allowRules: [/^:/],
    fonts: false,
    // Every animation is kept, as the sheet names some through custom properties.
    keyframes: 'all',
    logLevel: 'silent',
  });
  const faces = postcss.parse(css).nodes.filter((node) => node.type === 'atrule' && node.name.toLowerCase() === 'font-face');
  const facesCss = postcss.root({ nodes: faces.map((node) => node.clone()) }).toString();
  return async (html) => {
    // Only the sheet is handed over, in a page of its own markup: beasties writes the document anew, and the page's
    // HTML is kept as the prerender wrote it.
    const page = html.replace(INLINED_SHEET, (_tag, open: string, _css: string, close: string) => `${open}${css}${close}`);
    const reduced = INLINED_SHEET.exec(await beasties.process(page))?.[2] ?? '';
    return reduced + facesCss;
  };
}

/**
 * The page with its inlined site style sheet replaced by `css` (its critical part), under the name of the whole sheet
 * (`href`), which the page's entry loads after the first paint.
 */
export function withInlinedSheet(html: string, href: string, css: string): string {
  // A replacer function: page text may hold `$&` and the like, which a replacement string would expand.
  return html.replace(INLINED_SHEET, (_tag, _open: string, _css: string, close: string) => `<style data-href="${href}">${css}${close}`);
}

/** At-rules whose blocks hold style rules; any other (font faces, keyframes) is one piece. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container', 'layer']);

/** Each style rule of a sheet once per selector, and each other at-rule whole, as text that names it wherever it is. */
function piecesOf(root: Root): Set<string> {
  const pieces = new Set<string>();
  const visit = (container: Container<ChildNode>, context: string) => {
    container.each((node) => {
      if (node.type === 'rule') {
        const body = declarations(node);
        for (const selector of node.selectors) pieces.add(`${context}${selector}{${body}}`);
      } else if (node.type === 'atrule') {
        const name = node.name.toLowerCase();
        if (node.nodes && GROUPING_AT_RULES.has(name)) visit(node, `${context}@${name} ${node.params}{`);
        else pieces.add(`${context}@${name} ${node.params}{${declarations(node)}}`);
      }
    });
  };
  visit(root, '');
  return pieces;
}

/** A block's declarations (nested ones included) as text, whatever spacing the sheet was written with. */
function declarations(container: Container<ChildNode>): string {
  const parts: string[] = [];
  container.walk((node) => {
    if (node.type === 'decl') parts.push(`${node.prop}:${node.value}${node.important ? '!important' : ''}`);
    else if (node.type === 'rule') parts.push(`${node.selector}{`);
  });
  return parts.join(';');
}

/**
 * The sheet a page's entry adds after the first paint (src/start.ts), for the app's other states and pages: the
 * whole sheet less what every page has inlined already. Adding a rule again is not free: the browser restyles every
 * element it matches (the theme's custom properties on the root, 6 ms of home's 13 ms), and a font face, even the
 * same one, lays out all of the page's text anew. What some page lacks stays, so any page plus this sheet has all.
 */
export function lateSheetOf(css: string, criticalSheets: readonly string[]): string {
  const inlined = criticalSheets.map((sheet) => piecesOf(postcss.parse(sheet)));
  const onEveryPage = (piece: string) => inlined.every((pieces) => pieces.has(piece));
  const root = postcss.parse(css);
  const dropInlined = (container: Container<ChildNode>, context: string) => {
    container.each((node) => {
      if (node.type === 'rule') {
        const body = declarations(node);
        // A selector of a list that every page has is left out too (`:root,.alt-theme`: only `.alt-theme`).
        const rest = node.selectors.filter((selector) => !onEveryPage(`${context}${selector}{${body}}`));
        if (rest.length === 0) node.remove();
        else node.selector = rest.join(',');
      } else if (node.type === 'atrule') {
        const name = node.name.toLowerCase();
        if (node.nodes && GROUPING_AT_RULES.has(name)) {
          dropInlined(node, `${context}@${name} ${node.params}{`);
          // An emptied layer block stays: layers are ordered by where each first appears.
          if (node.nodes.length === 0 && name !== 'layer') node.remove();
        } else if (onEveryPage(`${context}@${name} ${node.params}{${declarations(node)}}`)) node.remove();
      }
    });
  };
  dropInlined(root, '');
  root.raws.after = '';
  return root.toString();
}

/** The kit's default theme on the root (`:where(:root…)`, zero specificity), beside its own class. */
const DEFAULT_THEME_ON_ROOT = /^:where\(:root\b/;

/**
 * The sheet without the kit's default theme on `:root`, for a page whose `<html>` carries a whole theme of its own
 * (`hraun-theme-lava`): that class sets every variable the default sets, light and dark, and outranks `:where()`,
 * so the default's values are never used, only sent (0.5 KB of every page's first round trip). The default's own
 * class (`.hraun-theme-hraun`) stays, for an area that brings it back.
 */
export function withoutDefaultRootTheme(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const rest = rule.selectors.filter((selector) => !DEFAULT_THEME_ON_ROOT.test(selector));
    if (rest.length === rule.selectors.length) return;
    if (rest.length === 0) rule.remove();
    else rule.selector = rest.join(',');
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0 && atRule.name.toLowerCase() !== 'layer') atRule.remove();
  });
  root.raws.after = '';
  return root.toString();
}

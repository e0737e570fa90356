// The part of the site's style sheet one prerendered page needs for its first paint. Every page inlines its own
// part instead of the whole sheet (home: about 4 KB gzip instead of 10), so its HTML fits the first round trip of a
// new connection; the whole sheet follows once the page is painted (src/start.ts), before the app renders anything
// the HTML did not have. Without JavaScript nothing but the HTML is ever shown, and its classes are all kept.
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';

/** Every class name the page's markup uses. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** `:not(.a)` matches without `.a`, so what a negation names is no requirement: it is cut before reading classes. */
function withoutNegations(selector: string): string {
  let result = '';
  let index = 0;
  while (index < selector.length) {
    if (selector.startsWith(':not(', index)) {
      let depth = 0;
      let end = index + 4;
      for (; end < selector.length; end += 1) {
        if (selector[end] === '(') depth += 1;
        else if (selector[end] === ')' && --depth === 0) break;
      }
      index = end + 1;
      continue;
    }
    result += selector[index];
    index += 1;
  }
  return result;
}

/**
 * Whether one selector (no commas at its top level) can match something on the page: every class it needs is in
 * the markup. A class inside `:is()`, `:where()` or `:has()` may be one of several alternatives, so such a selector is
 * kept whenever its other classes are there.
 */
export function selectorCanMatch(selector: string, classes: ReadonlySet<string>): boolean {
  let required = withoutNegations(selector);
  required = required.replace(/:(is|where|has)\((?:[^()]|\([^()]*\))*\)/g, '');
  for (const match of required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
    if (!classes.has(match[1]!)) return false;
  }
  return true;
}

/** Splits a selector list at its top-level commas (not those inside `:is(a, b)`). */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  selectors.push(list.slice(start).trim());
  return selectors.filter(Boolean);
}

/** At-rules whose blocks hold style rules to prune; any other (font faces, keyframes, layer order) is kept whole. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container', 'layer']);

function prune(container: Container<ChildNode>, classes: ReadonlySet<string>): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const rule = node as Rule;
      // Keyframe steps (`from`, `50%`) are rules too; their at-rule is kept whole, so they never get here.
      const kept = splitSelectors(rule.selector).filter((selector) => selectorCanMatch(selector, classes));
      if (kept.length === 0) rule.remove();
      else rule.selector = kept.join(',');
    } else if (node.type === 'atrule') {
      const atRule = node as AtRule;
      if (!atRule.nodes || !GROUPING_AT_RULES.has(atRule.name.toLowerCase())) return;
      prune(atRule, classes);
      // An emptied layer block stays: layers are ordered by where each first appears.
      if (atRule.nodes.length === 0 && atRule.name.toLowerCase() !== 'layer') atRule.remove();
    }
  });
}

/** For one style sheet (parsed once): the rules of it that can style a page, in their order, minified as they came. */
export function criticalCssOf(css: string): (html: string) => string {
  const parsed = postcss.parse(css);
  return (html) => {
    const root = parsed.clone();
    prune(root, classesIn(html));
    root.raws.after = '';
    return root.toString();
  };
}

/**
 * The page with its inlined site style sheet (`<style data-href>`, from `tuneForFirstPaint`) cut to its critical
 * part. The `data-href` stays: it names the whole sheet, which the page's entry loads after the first paint.
 */
export function inlineCriticalCss(html: string, criticalOf: (html: string) => string): string {
  return html.replace(/(<style data-href="[^"]+">)([\s\S]*?)(<\/style>)/, (_tag, open: string, _css: string, close: string) => `${open}${criticalOf(html)}${close}`);
}

/**
 * The sheet a page's entry adds after the first paint (src/start.ts), for the app's other states and pages: the
 * whole sheet less what every page has inlined already. Adding a rule again is not free: the browser restyles every
 * element it matches (the theme's custom properties on the root, 6 ms of home's 13 ms), and a font face, even the
 * same one, lays out all of the page's text anew. What some page lacks stays, so any page plus this sheet has all.
 */
export function lateSheetOf(css: string, pages: readonly ReadonlySet<string>[]): string {
  const root = postcss.parse(css);
  const onEveryPage = (selector: string) => pages.every((classes) => selectorCanMatch(selector, classes));
  const dropInlined = (container: Container<ChildNode>) => {
    container.each((node) => {
      if (node.type === 'rule') {
        // A selector of a list that every page has is left out too (`:root,.alt-theme`: only `.alt-theme`).
        const rest = splitSelectors(node.selector).filter((selector) => !onEveryPage(selector));
        if (rest.length === 0) node.remove();
        else node.selector = rest.join(',');
      } else if (node.type === 'atrule') {
        const name = node.name.toLowerCase();
        // Every page keeps font faces and keyframes whole (see prune).
        if (name === 'font-face' || name === 'keyframes') node.remove();
        else if (node.nodes && GROUPING_AT_RULES.has(name)) {
          dropInlined(node);
          if (node.nodes.length === 0 && name !== 'layer') node.remove();
        }
      }
    });
  };
  dropInlined(root);
  root.raws.after = '';
  return root.toString();
}

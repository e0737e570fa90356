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

/** The sheet without its `@font-face` rules (at any depth), for a page that has them inlined already. */
export function withoutFontFaces(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (rule) => {
    rule.remove();
  });
  root.raws.after = '';
  return root.toString();
}

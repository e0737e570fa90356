/**
 * The shell of the server's own small HTML pages (form answers without JavaScript, refusals that have no
 * prerendered page): complete and valid, in the request's language, styled inline (the CSP allows inline styles,
 * never inline script), and with one link onwards. Every piece of text is escaped.
 */
import { localeTags, type Locale } from '@hraun/content';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = [
  'body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fafafa}',
  'main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgb(0 0 0/.12)}',
  'h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}',
  'ul{padding-left:1.25rem}',
  'a{color:#b3261e;font-weight:600}',
  '@media (prefers-color-scheme:dark){body{background:#121212;color:#eee}main{background:#1e1e1e}a{color:#ff8a80}}',
].join('');

/** A page titled `title` (also its heading), then `bodyHtml` (already escaped), then the link. */
export function htmlPage(locale: Locale, title: string, bodyHtml: string, link: { href: string; text: string }): string {
  return `<!doctype html>
<html lang="${localeTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${bodyHtml}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>
</main>
</body>
</html>
`;
}

// Parses an HTML answer with jsdom (a root dev dependency without type declarations, hence the cast).
const jsdomModule = 'jsdom';
const { JSDOM } = (await import(jsdomModule)) as { JSDOM: new (html: string) => { window: { document: Document } } };

export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

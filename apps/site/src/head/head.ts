import { localeTags, locales, originOf, type Locale } from '@hraun/content';
import { socialImageOf, SOCIAL_IMAGE_SIZE } from './social-image';

/** What a page says about itself; the layout adds the site-wide parts. */
export interface PageMeta {
  /** The page's own title; the site title is appended. */
  title: string;
  description: string;
  keywords?: string;
  /** Defaults to "index, follow". */
  robots?: string;
  /**
   * The page's own picture (a path on the site or a full URL). It becomes the social preview only when it is a
   * raster image: Facebook, LinkedIn and X show no SVG, so any other picture gives the language's default preview.
   */
  image?: string;
  /** What the page's picture shows, for `og:image:alt`; the page title when absent. */
  imageAlt?: string;
  type?: 'website' | 'article';
  /** Structured data for this page (JSON-LD objects). */
  jsonLd?: object[];
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'jsonld'; json: object };

export interface HeadContext {
  locale: Locale;
  /** Path of the page without query, e.g. `/thjonusta`. */
  path: string;
  siteTitle: string;
  siteName: string;
}

/** Every tag of the document head that depends on the page: one function for prerender and browser. */
export function headTags(meta: PageMeta, context: HeadContext): HeadTag[] {
  const { locale, path, siteTitle, siteName } = context;
  const origin = originOf(locale);
  const url = `${origin}${path}`;
  const title = meta.title ? `${meta.title} | ${siteTitle}` : siteTitle;
  const image = socialImageOf(locale, meta.image);
  // The default preview is the brand and the tagline (the site title's words); a page's own picture is the page's.
  const imageAlt = image.isDefault ? siteTitle : (meta.imageAlt ?? meta.title);
  const robots = meta.robots ?? 'index, follow';
  // A page kept out of the index (the not-found page) has no address of its own to declare.
  const indexable = !robots.includes('noindex');
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'robots', content: robots } },
    ...(indexable
      ? [
          { tag: 'link', attrs: { rel: 'canonical', href: url } } as HeadTag,
          ...locales.map((other): HeadTag => ({
            tag: 'link',
            attrs: { rel: 'alternate', hreflang: localeTags[other], href: `${originOf(other)}${path}` },
          })),
          { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: `${originOf('is')}${path}` } } as HeadTag,
        ]
      : []),
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: siteName } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:image', content: image.url } },
    // Size and type let a network lay out the card before it has fetched the image; only known for our own.
    ...(image.isDefault
      ? [
          { tag: 'meta', attrs: { property: 'og:image:type', content: 'image/png' } } as HeadTag,
          { tag: 'meta', attrs: { property: 'og:image:width', content: String(SOCIAL_IMAGE_SIZE.width) } } as HeadTag,
          { tag: 'meta', attrs: { property: 'og:image:height', content: String(SOCIAL_IMAGE_SIZE.height) } } as HeadTag,
        ]
      : []),
    { tag: 'meta', attrs: { property: 'og:image:alt', content: imageAlt } },
    { tag: 'meta', attrs: { property: 'og:locale', content: localeTags[locale].replace('-', '_') } },
    ...locales
      .filter((other) => other !== locale)
      .map((other): HeadTag => ({
        tag: 'meta',
        attrs: { property: 'og:locale:alternate', content: localeTags[other].replace('-', '_') },
      })),
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image.url } },
    { tag: 'meta', attrs: { name: 'twitter:image:alt', content: imageAlt } },
  ];
  if (indexable) tags.push({ tag: 'meta', attrs: { property: 'og:url', content: url } });
  if (meta.keywords) tags.splice(2, 0, { tag: 'meta', attrs: { name: 'keywords', content: meta.keywords } });
  for (const json of meta.jsonLd ?? []) tags.push({ tag: 'jsonld', json });
  return tags;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that is safe inside a <script> element: no `</script>` or HTML comment can close it. */
export const serializeJsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const attributes = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');

/** The tags as HTML for the prerendered page; `data-head` marks them for replacement in the browser. */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'meta':
          return `<meta data-head ${attributes(tag.attrs)}>`;
        case 'link':
          return `<link data-head ${attributes(tag.attrs)}>`;
        case 'jsonld':
          return `<script data-head type="application/ld+json">${serializeJsonForScript(tag.json)}</script>`;
      }
    })
    .join('\n    ');
}

/** Replaces the managed head tags after a client-side navigation. */
export function applyHeadTags(tags: HeadTag[], doc: Document): void {
  for (const element of Array.from(doc.head.querySelectorAll('[data-head]'))) element.remove();
  const fragment = doc.createDocumentFragment();
  for (const tag of tags) {
    if (tag.tag === 'title') {
      doc.title = tag.text;
      continue;
    }
    const element = doc.createElement(tag.tag === 'jsonld' ? 'script' : tag.tag);
    element.setAttribute('data-head', '');
    if (tag.tag === 'jsonld') {
      element.setAttribute('type', 'application/ld+json');
      element.textContent = JSON.stringify(tag.json);
    } else {
      for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    }
    fragment.append(element);
  }
  doc.head.append(fragment);
}

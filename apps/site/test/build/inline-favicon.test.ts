import { readFileSync } from 'node:fs';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineFavicon, svgDataUrl } from '../../scripts/inline-favicon';

const iconFile = new URL('../../public/favicon.svg', import.meta.url);
const transform = (html: string) => {
  const hook = inlineFavicon(iconFile).transformIndexHtml as IndexHtmlTransformHook;
  return hook.call({} as never, html, {} as never) as string;
};

describe('svgDataUrl', () => {
  it('escapes what would end the attribute or the URL, and decodes back to the same markup', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#1f2a44" width="100%"/>\n</svg>\n';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url.slice('data:image/svg+xml,'.length)).not.toMatch(/[#"<>\n]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe('<svg xmlns="http://www.w3.org/2000/svg"> <rect fill="#1f2a44" width="100%"/> </svg>');
  });
});

describe('inlineFavicon', () => {
  it("writes the site's own icon file into the icon link", () => {
    const html = transform('<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head>');
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(href).toBe(svgDataUrl(readFileSync(iconFile, 'utf8')));
    expect(html).not.toContain('/favicon.svg');
  });

  it('fails the build when the page has no icon link to fill, instead of shipping a page without an icon', () => {
    expect(() => transform('<head><title>x</title></head>')).toThrow(/no <link rel="icon"/);
  });
});

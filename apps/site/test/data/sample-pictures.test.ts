// The sample data's pictures are files of this app (public/images/work, written by tools/project-pictures.ts): each
// exists in every format and width src/data/images.ts offers, within the first round trip's sizes, and no other file
// is there. Here rather than in the content package's tests, so it reads those rules from the code that applies them.
import { locales, sampleNews, sampleProjects } from '@hraun/content';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CAPPED_VIEW, CAPPED_WIDTHS, FALLBACK_WIDTH, IMAGE_WIDTHS } from '../../src/data/images';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
const fallbackSuffix = new RegExp(`-${FALLBACK_WIDTH}\\.jpg$`);
const formats = ['avif', 'webp'] as const;

describe('sample pictures', () => {
  it('point at pictures that exist in the site, with AVIF and WebP sizes beside each JPEG, and no other files', () => {
    const rows = locales.flatMap((locale) => [...sampleProjects[locale], ...sampleNews[locale]]);
    const pictures = locales.flatMap((locale) => sampleProjects[locale].flatMap((project) => [project.image?.src ?? null, ...project.gallery.map((image) => image.src)]));
    const images = new Set([...rows.map((row) => row.image_url), ...pictures].filter((url) => url !== null));
    expect(images.size).toBeGreaterThan(0);
    const files = new Set<string>();
    for (const url of images) {
      expect(url).toMatch(new RegExp(`^/images/work/[a-z0-9-]+-${FALLBACK_WIDTH}\\.jpg$`));
      const variants = IMAGE_WIDTHS.flatMap((width) => formats.map((extension) => url.replace(fallbackSuffix, `-${width}.${extension}`)));
      for (const variant of [url, ...variants]) {
        const file = `${publicDir}${variant}`;
        files.add(variant);
        expect(existsSync(file), file).toBe(true);
        // Screenshots of the example sites: the largest measured 50.4 KB (a JPEG 800 of three phone screens); 64 KB
        // catches a photo-sized file or a lossless one.
        expect(statSync(file).size, file).toBeLessThan(64 * 1024);
      }
      // The capped view's pictures, which a phone may show first, are held to the first round trip; each capped AVIF
      // has an uncapped twin that wide screens get, sharper and so larger.
      if (url.endsWith(`-${CAPPED_VIEW}-${FALLBACK_WIDTH}.jpg`)) {
        for (const width of CAPPED_WIDTHS) {
          const sharp = url.replace(fallbackSuffix, `-${width}-sharp.avif`);
          files.add(sharp);
          expect(existsSync(`${publicDir}${sharp}`), sharp).toBe(true);
          expect(statSync(`${publicDir}${sharp}`).size, sharp).toBeLessThan(64 * 1024);
          expect(statSync(`${publicDir}${sharp}`).size, sharp).toBeGreaterThan(statSync(`${publicDir}${url.replace(fallbackSuffix, `-${width}.avif`)}`).size);
        }
      }
      // A narrower file costs no more than a wider one of the same format (the browser picks by width alone); 10% for
      // the encoder's quantizer steps where both are held to the first round trip's 4,000 bytes.
      for (const extension of formats) {
        const sizes = IMAGE_WIDTHS.map((width) => statSync(`${publicDir}${url.replace(fallbackSuffix, `-${width}.${extension}`)}`).size);
        sizes.slice(1).forEach((wider, index) => expect(sizes[index], `${url} ${extension} ${IMAGE_WIDTHS[index]}`).toBeLessThanOrEqual(wider * 1.1));
      }
    }
    // What tools/project-pictures.ts writes is exactly what the data shows, and the desktop first screens the home
    // hero shows (src/pages/HeroWork.tsx; review 35g took them out of the project gallery, where the lead picture
    // already shows that screen): no drawn picture is left over.
    for (const project of sampleProjects.is) {
      const url = `/images/work/${project.id}-desktop-${FALLBACK_WIDTH}.jpg`;
      files.add(url);
      for (const width of IMAGE_WIDTHS) for (const extension of formats) files.add(url.replace(fallbackSuffix, `-${width}.${extension}`));
    }
    expect(readdirSync(`${publicDir}/images/work`).map((name) => `/images/work/${name}`).sort()).toEqual([...files].sort());
  });
});

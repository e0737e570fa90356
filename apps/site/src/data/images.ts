// Pictures of projects: the size every project picture is drawn at, the widths the bundled pictures exist in,
// and how a validated picture becomes the sources of a responsive <picture>.
import type { ProjectImage } from './types';

/** Every project picture is 16:9, drawn at 1200×675 (the cards and the project page show it at that ratio). */
export const IMAGE_SIZE = { width: 1200, height: 675 } as const;

/** The widths the bundled pictures are rasterised at (AVIF and WebP); the browser picks one by `sizes`. */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;

/** The formats of the bundled pictures, best first: a browser takes the first `<source>` it can show. */
const IMAGE_FORMATS = [
  { type: 'image/avif', extension: 'avif' },
  { type: 'image/webp', extension: 'webp' },
] as const;

/** The default project image file (the Hraun mark in a frame), a stand-in for a project without a picture. */
export const DEFAULT_PROJECT_IMAGE = '/images/project-default.svg';

/** The width of the JPEG every browser can show, the `src` of the bundled pictures. */
export const FALLBACK_WIDTH = 800;

/**
 * A bundled picture's fallback path: `/images/work/{name}-800.jpg`. Only a path of this form is known to have
 * AVIF and WebP siblings at every width of `IMAGE_WIDTHS`; any other address (a CMS upload, an http URL) is shown
 * as is.
 */
const bundled = /^\/images\/work\/([a-z0-9-]+)-800\.jpg$/;

/**
 * The view a phone may show first on a gated page (a project's first card on /verkefni): its 480 and 800 px AVIFs are
 * held to a few KB so that they come in the page's first round trip, which blurs their text on a 1x wide screen. The
 * picture tool also writes them uncapped as `{name}-{width}-sharp.avif`, which wide screens get instead.
 */
export const CAPPED_VIEW = 'mockup';
/** The widths that are capped, and so have a `-sharp` sibling. */
export const CAPPED_WIDTHS = [480, 800] as const;
/** From a tablet's width up the capped files show their blur, and the first round trip is a phone's measure. */
const WIDE_MEDIA = '(min-width: 48rem)';

export interface PictureSources {
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * AVIF, then WebP, candidates by width, one `<source>` each (a capped view's sharp AVIFs first, for wide screens);
   * absent for a picture of unknown variants.
   */
  sources?: { type: string; srcSet: string; media?: string }[];
}

/** The responsive sources of a picture: bundled pictures get their AVIF and WebP widths, others their one address. */
export function pictureSources(image: ProjectImage): PictureSources {
  const match = bundled.exec(image.src);
  if (!match) return { ...image };
  const base = `/images/work/${match[1]}`;
  const sources: NonNullable<PictureSources['sources']> = IMAGE_FORMATS.map(({ type, extension }) => ({
    type,
    srcSet: IMAGE_WIDTHS.map((width) => `${base}-${width}.${extension} ${width}w`).join(', '),
  }));
  if (match[1]!.endsWith(`-${CAPPED_VIEW}`)) {
    const sharp = IMAGE_WIDTHS.map((width) => `${base}-${width}${(CAPPED_WIDTHS as readonly number[]).includes(width) ? '-sharp' : ''}.avif ${width}w`);
    sources.unshift({ type: 'image/avif', srcSet: sharp.join(', '), media: WIDE_MEDIA });
  }
  return { ...image, sources };
}


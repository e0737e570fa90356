'use client';

import { useEffect, useRef, useState, version, type ReactNode } from 'react';
import * as styles from './ResponsiveImage.css';

/** One format of a picture at several widths, for a `<source>`: `type` "image/webp", `srcSet` "a-480.webp 480w, …". */
export interface ImageSource {
  /** MIME type of the format ("image/avif", "image/webp"); a browser that cannot show it skips the source. */
  type: string;
  /** Candidates with their widths ("/a-480.webp 480w, /a-800.webp 800w"). */
  srcSet: string;
  /**
   * A media query the source is for ("(min-width: 48rem)"): sharper files for wide screens, or another crop. The
   * browser takes the first source whose type and media both match, so list a source with `media` before the one
   * of the same type without it. None by default: the source applies everywhere.
   */
  media?: string;
}

/**
 * React 19 knows `fetchPriority`; React 18 warns about it and passes only the lowercase attribute through quietly.
 * A function, not a constant: nothing runs when the module is imported (the package is free of side effects).
 */
function fetchPriorityProp() {
  return Number.parseInt(version, 10) >= 19 ? 'fetchPriority' : 'fetchpriority';
}

export interface ResponsiveImageProps {
  /** The picture every browser can show (JPEG or PNG), also the one used when no source applies. */
  src: string;
  /** Text alternative; an empty string marks the picture as decorative. */
  alt: string;
  /** Intrinsic width in pixels: with `height` it reserves the picture's space before it loads (no layout shift). */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** Modern formats first (AVIF, then WebP); the browser takes the first it supports. None by default. */
  sources?: ImageSource[];
  /** Width candidates of `src`'s own format; none by default. */
  srcSet?: string;
  /** How wide the picture is shown, for choosing a candidate ("(min-width: 48rem) 33vw, 100vw"). Default "100vw". */
  sizes?: string;
  /**
   * The picture is in the first screenful and may be its largest paint: fetched with the page at high priority
   * (`fetchpriority="high"`, no `loading="lazy"`) and decoded with the paint. Give it to one picture a page at
   * most, and leave it off below the fold. Default false.
   */
  priority?: boolean;
  /** Shown instead when the picture cannot be loaded (a designed placeholder); nothing by default. */
  fallback?: ReactNode;
  /** Extra class on the `img` (size, crop, radius in a layout). */
  className?: string;
}

/**
 * A picture that loads only the size it needs: modern formats in `<source>`s, width candidates with `sizes`,
 * intrinsic `width` and `height`, lazy below the fold and decoded off the main thread. When the file cannot be
 * loaded it shows `fallback` instead of a broken-image icon.
 */
export function ResponsiveImage({ src, alt, width, height, sources = [], srcSet, sizes = '100vw', priority = false, fallback, className }: ResponsiveImageProps) {
  // The address that failed: a new `src` gets a new chance without an effect to reset it.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const image = useRef<HTMLImageElement>(null);
  // A picture that failed before the page was interactive fired its error with no listener: check once.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) setFailedSrc(element.getAttribute('src'));
  }, []);
  if (failed && fallback !== undefined) return <>{fallback}</>;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={`${source.type} ${source.media ?? ''}`} type={source.type} srcSet={source.srcSet} sizes={sizes} media={source.media} />
      ))}
      <img
        ref={image}
        className={className}
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? undefined : 'lazy'}
        {...(priority ? { [fetchPriorityProp()]: 'high' } : {})}
        // An async decode lets the first paint go without the picture; the one that may be the largest paint waits.
        decoding={priority ? undefined : 'async'}
        onError={() => setFailedSrc(src)}
      />
    </picture>
  );
}

// The graphic language: basalt columns, as the sea cliffs of Iceland show them, drawn from a seed. Run at build time
// only (by the `.css.ts` files that use it, which vanilla-extract evaluates in the build): the page gets the
// picture as a data URL in its style sheet, a few hundred bytes, and never a request or a line of JavaScript.

/** A small seeded random generator (mulberry32): the same seed draws the same columns on every build. */
function random(seed: string): () => number {
  let state = [...seed].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The rise of a column's ridge to its middle. */
const RIDGE = 4;

export interface ColumnsOptions {
  /** Drawing width and height (the SVG's viewBox): one tile, repeated across the band by the CSS that uses it. */
  width?: number;
  height?: number;
  /** How many columns across. */
  columns?: number;
  /**
   * Drawn to fill whatever box it is given (`preserveAspectRatio="none"`): the columns widen with the box instead of
   * the row repeating, so a row sized to the page reads as one drawing.
   */
  stretch?: boolean;
}

/**
 * A row of basalt columns as one SVG path: each column rises to its own height (a random walk, so neighbours step
 * as they do in a cliff) and ends in a shallow ridge, with a narrow joint between columns. Solid black on clear, for
 * use as a mask: the colour comes from the theme where it is used.
 */
export function basaltColumnsSvg(seed: string, { width = 720, height = 160, columns = 12, stretch = false }: ColumnsOptions = {}): string {
  const next = random(seed);
  const joint = 4;
  const step = width / columns;
  const half = Math.round((step - joint) / 2);
  let top = height * 0.5;
  let path = `M0 ${height}`;
  for (let index = 0; index < columns; index += 1) {
    // A step up or down from the neighbour, pulled back toward the middle so the row neither sinks nor climbs away;
    // heights on a grid of eight units (as columns break at joints), which also keeps the drawing small.
    top = Math.min(height - 24, Math.max(16, top + (next() - 0.5) * height * 0.5 + (height * 0.45 - top) * 0.3));
    path += `V${Math.round(top / 8) * 8}l${half}-${RIDGE} ${half} ${RIDGE}V${height}h${step - 2 * half}`;
  }
  const fit = stretch ? " preserveAspectRatio='none'" : '';
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'${fit}><path d='${path}V${height}z'/></svg>`;
}

/** The pattern as a CSS `url()`, escaped for a double-quoted data URL. */
export function basaltColumnsUrl(seed: string, options?: ColumnsOptions): string {
  const svg = basaltColumnsSvg(seed, options).replace(/[<>#%]/g, (character) => encodeURIComponent(character));
  return `url("data:image/svg+xml,${svg}")`;
}

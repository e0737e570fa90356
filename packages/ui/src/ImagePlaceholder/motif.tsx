/** The generative motifs an `ImagePlaceholder` can draw behind its name. */
export type PlaceholderMotif = 'columns' | 'flow' | 'rings';

/** FNV-1a: a stable 32-bit number from a text, the same on the server and in the browser. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** A small seeded generator (mulberry32): numbers in [0, 1), the same sequence for the same seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Width and height of the motif's drawing, 16:9 like the frame. */
const W = 160;
const H = 90;

/**
 * The path of a motif, seeded by a text (an article's headline): the same text always draws the same picture, two
 * texts rarely the same. `columns` are basalt columns rising from the lower edge, `flow` lines of a lava flow across
 * the frame, `rings` circles spreading from a point. Integers only, so the path stays a few hundred bytes.
 */
export function motifPath(motif: PlaceholderMotif, seed: string): string {
  const next = random(hash(seed));
  const between = (low: number, high: number) => Math.round(low + next() * (high - low));
  if (motif === 'columns') {
    const count = between(6, 9);
    const width = Math.round(W / 2 / count);
    // On the right half, leaving the left to the text.
    return Array.from({ length: count }, (_, index) => {
      const x = W / 2 + index * width;
      return `M${x} ${between(20, 70)}h${width - 2}V${H}h-${width - 2}z`;
    }).join('');
  }
  if (motif === 'flow') {
    return Array.from({ length: 4 }, (_, index) => {
      const y = 18 + index * 18 + between(-6, 6);
      return `M0 ${y}C${between(30, 60)} ${y + between(-18, 18)} ${between(90, 120)} ${y + between(-18, 18)} ${W} ${y + between(-8, 8)}`;
    }).join('');
  }
  const cx = between(100, 150);
  const cy = between(15, 75);
  return Array.from({ length: 4 }, (_, index) => {
    const r = 12 + index * 14;
    return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0-${2 * r} 0`;
  }).join('');
}

/** The motif as an inline SVG, decorative, in the frame's text colour. */
export function Motif({ motif, seed, className }: { motif: PlaceholderMotif; seed: string; className: string }) {
  const filled = motif === 'columns';
  return (
    <svg className={className} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <path d={motifPath(motif, seed)} fill={filled ? 'currentColor' : 'none'} stroke={filled ? 'none' : 'currentColor'} strokeWidth={filled ? undefined : 1.5} />
    </svg>
  );
}

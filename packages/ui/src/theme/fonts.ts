/**
 * The brand faces' font stacks. Each names the self-hosted face first (its @font-face rules are the optional
 * stylesheet `@hraun/ui/fonts.css`, written by scripts/font-metrics.mjs), then its metric-matched fallbacks from the
 * same stylesheet (a local Arial or DejaVu Sans resized and given the face's ascent, descent and line gap, so the swap
 * moves nothing), then the system font. Without fonts.css the stack is simply the system font.
 */
const systemFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

// Each stack: the face, its fallbacks on Arial and DejaVu Sans (names as fonts.css gives them), the system font.
// Written out, not built by a function call, so that importing the tokens runs no code (the tree-shaking check).

/** Headings: Bricolage Grotesque, a grotesque with some character (weights 200-800). */
export const headingFont = `"Bricolage Grotesque Variable", "Bricolage Grotesque Variable Arial", "Bricolage Grotesque Variable DejaVu Sans", ${systemFont}`;
/** Body text: Instrument Sans, a readable sans for running text (weights 400-700). */
export const bodyFont = `"Instrument Sans Variable", "Instrument Sans Variable Arial", "Instrument Sans Variable DejaVu Sans", ${systemFont}`;

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** As wide as its box allows, at the drawing's 8:5 ratio. */
export const mockup = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '8 / 5' });

const fill = (color: string) => style({ fill: color });

export const frame = fill(vars.color.inverse);
export const base = fill(vars.color.borderStrong);
export const notch = fill(vars.color.onInverseMuted);
export const page = fill(vars.color.bg);
export const band = fill(vars.color.surface);
export const hero = fill(vars.color.primary);
export const onHero = fill(vars.color.onPrimary);
export const onHeroSoft = style({ fill: vars.color.onPrimary, opacity: 0.25 });
export const accent = fill(vars.color.accent);
export const card = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 1 });
export const tint = fill(vars.color.selected);
export const ink = fill(vars.color.text);
export const muted = fill(vars.color.textMuted);

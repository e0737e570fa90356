import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

// The corner where toasts stack: bottom, end side, above everything but dialogs; full width less a margin on a phone.
export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.floating,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `min(100vw, calc(${vars.size.prose} / 1.5 + 2 * ${vars.space.md}))`,
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
});

const slideIn = keyframes({ from: { transform: `translateY(${vars.space.md})`, opacity: 0 }, to: { transform: 'none', opacity: 1 } });

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderInlineStartWidth: `calc(${vars.size.focusRing} * 2)`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.lg,
  overflowWrap: 'break-word',
  selectors: {
    '&:focus-visible': focusRing({ offset: vars.space.xxs }),
    '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[data-state="open"]': { animation: 'none' } } } },
});

/** The edge colour says the kind of message; the title says it in words. */
export const tones = styleVariants({
  neutral: { borderInlineStartColor: vars.color.primary },
  success: { borderInlineStartColor: vars.color.success },
  danger: { borderInlineStartColor: vars.color.danger },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const action = style({ alignSelf: 'flex-start', marginBlockStart: vars.space.xs });

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  margin: `calc(-1 * ${vars.space.sm})`,
  border: 0,
  borderRadius: vars.radius.inner,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': focusRing({ offset: 'inside' }),
  },
});

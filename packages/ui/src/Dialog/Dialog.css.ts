import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -46%)' }, to: { opacity: 1, transform: 'translate(-50%, -50%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.dialog,
  width: `min(calc(100vw - ${vars.space.xl}), 32rem)`,
  maxHeight: `calc(100vh - ${vars.space.xl})`,
  overflowY: 'auto',
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.duration.normal} ease-out`,
  // A long Icelandic compound breaks inside the dialog (hyphenated where the page's lang allows) instead of widening it.
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

import { style } from '@vanilla-extract/css';
import { tileMin, visuallyHidden } from '../SectionBlock/layout';
import { vars } from '../theme/contract.css';

/** Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too. */
export const scroller = style({
  position: 'relative',
  maxWidth: '100%',
  overflowX: 'auto',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: vars.space.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const hiddenCaption = style(visuallyHidden);

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  verticalAlign: 'top',
  minWidth: tileMin,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
} as const;

export const columnHead = style({
  ...cellBase,
  borderTop: 'none',
  background: vars.color.surfaceAlt,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const row = style({});

export const rowHead = style({
  ...cellBase,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const cell = style({
  ...cellBase,
  color: vars.color.text,
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { labelRule } from './fieldRules';

/** The control and its label on one line; the control keeps its size, the label wraps. */
export const choice = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: 1 });

// The label's line box is as tall as the touch target, so the whole row is easy to hit and the control centres on
// its first line.
export const label = style({
  ...labelRule,
  fontWeight: vars.fontWeight.regular,
  display: 'block',
  paddingBlock: `calc((${vars.size.target} - 1em * ${vars.lineHeight.normal}) / 2)`,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
});

// A link in the label (the terms of a consent) keeps the link look and its own click.
globalStyle(`${label} a`, { color: vars.color.primary, textDecoration: 'underline' });

/** The box the control sits in: one touch target high, so the control lines up with the label's first line. */
export const box = style({ display: 'flex', alignItems: 'center', flexShrink: 0, minHeight: vars.size.target });

import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../internal/layout';
import { vars } from '../theme/contract.css';
import { currentMark } from '../theme/currentMark';

export const list = style({ display: 'flex', flexWrap: 'nowrap', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.inner,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="true"]': { background: vars.color.selected, color: vars.color.primaryHover, ...currentMark },
  },
});

export const short = style({ textDecoration: 'none' });

export const hidden = style(visuallyHidden);

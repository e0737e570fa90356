import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { currentMark } from '../theme/currentMark';
import { focusRing } from '../internal/focusRing';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.target,
  paddingInline: vars.space.xs,
  border: 0,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.inner,
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.surfaceAlt, color: vars.color.text },
    '&[data-active="true"]': { color: vars.color.primary, ...currentMark },
  },
});

export const chevron = style({
  width: '0.75em',
  height: '0.75em',
  // The arrow is what tells a menu from a link: it never gives up its room to a long label.
  flexShrink: 0,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  zIndex: vars.zIndex.floating,
  minWidth: '16rem',
  padding: vars.space.xs,
  display: 'grid',
  gap: vars.space.xxs,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.lg,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.inner,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    // Radix moves focus to the highlighted item: a pale fill alone is too faint to see (WCAG 1.4.11), so the
    // item gets the site's focus ring too, drawn inside so the menu's edge never clips it.
    '&[data-highlighted]': {
      background: vars.color.selected,
      color: vars.color.primaryHover,
      ...focusRing({ offset: 'inside' }),
    },
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold, color: vars.color.primary },
  },
});

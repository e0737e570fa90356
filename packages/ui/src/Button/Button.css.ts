import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Plain classes chosen in Button.tsx rather than a recipe: no styling runtime ships to the browser.
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.control,
  border: `${vars.size.border} solid transparent`,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  textAlign: 'center',
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const variants = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.selected } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceAlt } },
  },
  inverse: {
    background: vars.color.onInverse,
    color: vars.color.inverse,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.onInverseMuted } },
  },
});

export const sizes = styleVariants({
  sm: { minHeight: vars.size.target, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
  md: {},
  lg: { paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
});

export const fullWidth = style({ width: '100%' });

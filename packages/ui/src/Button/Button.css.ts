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
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}, border-color ${vars.duration.fast}, transform ${vars.duration.fast}`,
  selectors: {
    // Pressed: the button sinks by a border's width, and each variant darkens its fill past the hover's (below).
    '&:active:not(:disabled, [aria-disabled="true"])': { transform: `translateY(${vars.size.border})` },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

/**
 * The pressed fill: the hover's colour taken three tenths of the way towards the text colour on it, so it reads as one
 * step further than hover in light and dark alike (darker in light mode, lighter in dark, where hover lightens), and
 * the text on it keeps at least the hover's contrast.
 */
const pressed = (fill: string, towards: string) => `color-mix(in srgb, ${fill} 70%, ${towards})`;

/** A rule for the pressed state only (not while disabled), written after the hover so it wins while both apply. */
const whenPressed = '&:active:not(:disabled, [aria-disabled="true"])';
const whenHovered = '&:hover:not(:disabled, [aria-disabled="true"])';

export const variants = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      [whenHovered]: { background: vars.color.primaryHover },
      [whenPressed]: { background: pressed(vars.color.primaryHover, vars.color.text) },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: {
      [whenHovered]: { background: vars.color.selected },
      // A tinted fill and a border twice as strong: the outline variant pressed in.
      [whenPressed]: { background: `color-mix(in srgb, ${vars.color.selected} 90%, ${vars.color.primary})`, boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.primary}` },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: {
      [whenHovered]: { background: vars.color.surfaceAlt },
      [whenPressed]: { background: vars.color.border },
    },
  },
  inverse: {
    background: vars.color.onInverse,
    color: vars.color.inverse,
    selectors: {
      // Hover keeps the solid fill, one step greyer, and underlines the label: never mistaken for the disabled look,
      // which is an outline only (below).
      [whenHovered]: { background: vars.color.onInverseMuted, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
      [whenPressed]: { background: pressed(vars.color.onInverseMuted, vars.color.inverse), textDecoration: 'underline', textUnderlineOffset: '0.2em' },
      // Disabled on the dark band: no fill, a muted outline and label, so it cannot pass for the hover's grey fill.
      '&:disabled, &[aria-disabled="true"]': { background: 'transparent', color: vars.color.onInverseMuted, borderColor: vars.color.onInverseMuted },
    },
  },
});

export const sizes = styleVariants({
  sm: { minHeight: vars.size.target, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
  md: {},
  lg: { paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
});

export const fullWidth = style({ width: '100%' });

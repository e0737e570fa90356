import { vars } from '@hraun/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * A link that reads as one without colour alone: underlined, in the link colour, a full target's height with its
 * text centred in it. Home's case-study link, the hero side's links and the 404's page names, one look.
 */
export const underlinedLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.target,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

import { vars } from '@hraun/ui/theme';
import { style } from '@vanilla-extract/css';

export const single = style({ maxWidth: vars.size.prose });

export const withAside = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { '(min-width: 60rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const aside = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.lg,
});

import { globalStyle } from '@vanilla-extract/css';
import { bottomBarHeight } from './bottomBar';
import { vars } from './contract.css';
import { HEADER_HEIGHT } from './headerHeight';

// A small reset: predictable box sizing, the theme's type and colours on the page, visible focus.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollPaddingTop: `calc(${HEADER_HEIGHT} + 0.5rem)`, scrollPaddingBottom: bottomBarHeight });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.bg,
  WebkitFontSmoothing: 'antialiased',
  // Room under the page's end for a bar fixed to the bottom, so its last links can scroll out from under it.
  paddingBlockEnd: bottomBarHeight,
});
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight, margin: 0, overflowWrap: 'break-word', hyphens: 'auto' });
globalStyle('p, ul, ol, dl, figure, blockquote', { margin: 0 });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%', height: 'auto' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.15em' });
globalStyle(':focus-visible', { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

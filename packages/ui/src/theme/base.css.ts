import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { hraunTheme, hraunTokens } from '../themes/hraun';
import { bottomBarHeight } from './bottomBar';
import { vars } from './contract.css';
import { HEADER_HEIGHT } from './headerHeight';
import { COLOR_SCHEME_ATTRIBUTE } from './names';

// The base layer (`hraun.base`): the default theme on :root, light or dark, and the few page rules the components
// rely on. The build puts this module's CSS in that layer; the optional reset (reset.css) sits below it.

// The class as well as :root, so a ThemeScope can set a colour scheme (or bring Hraun back) on any element.
// The :root selectors sit in :where(), at zero specificity: a consumer's own theme on a plain `:root` (or `html`,
// or a class) outranks the default, light and dark, in whatever order the stylesheets load.
const scope = `.${hraunTheme}`;
const both = (suffix: string) => `:where(:root${suffix}), ${scope}${suffix}`;

createGlobalTheme(both(''), vars, hraunTokens.light);

const darkVariables = { ...assignVars(vars.color, hraunTokens.dark.color), ...assignVars(vars.shadow, hraunTokens.dark.shadow) };
globalStyle(both(''), { colorScheme: 'light' });
globalStyle(both(`:not([${COLOR_SCHEME_ATTRIBUTE}="light"])`), {
  '@media': { '(prefers-color-scheme: dark)': { colorScheme: 'dark', vars: darkVariables } },
});
globalStyle(both(`[${COLOR_SCHEME_ATTRIBUTE}="dark"]`), { colorScheme: 'dark', vars: darkVariables });
// A scoped element takes the text colour, background and font again: body computed them from the outer theme.
globalStyle(scope, { color: vars.color.text, backgroundColor: vars.color.bg, fontFamily: vars.font.body });

globalStyle(':root', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: `calc(${HEADER_HEIGHT} + 0.5rem)`,
  scrollPaddingBottom: bottomBarHeight,
});

// Components size their boxes border to border; zero specificity, so any rule of yours wins.
globalStyle(':where(*, *::before, *::after)', { boxSizing: 'border-box' });

globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.bg,
  WebkitFontSmoothing: 'antialiased',
  // Room under the page's end for a bar fixed to the bottom, so its last links can scroll out from under it.
  paddingBlockEnd: bottomBarHeight,
});
globalStyle(':where(h1, h2, h3, h4)', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight, overflowWrap: 'break-word', hyphens: 'auto' });
globalStyle(':where(a)', { color: vars.color.primary, textUnderlineOffset: '0.15em' });
globalStyle(':focus-visible', { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' });

import { describe, expect, it } from 'vitest';
import { themeClassName } from '../theme/names';
import { themeStylesheet, themeVariables } from '../theme/stylesheet';
import { altTheme, altTokens } from './alt';
import { hraunTheme, hraunTokens } from './hraun';
import { lavaTheme, lavaTokens } from './lava';

describe.each([
  { theme: hraunTheme, tokens: hraunTokens },
  { theme: altTheme, tokens: altTokens },
  { theme: lavaTheme, tokens: lavaTokens },
])('the $tokens.name theme', ({ theme, tokens }) => {
  it('is the class its stylesheet styles', () => {
    expect(theme).toBe(themeClassName(tokens.name));
    expect(themeStylesheet(tokens)).toContain(`.${theme}{color-scheme:light;`);
  });

  it('gives dark values for exactly the colours and shadows of light', () => {
    expect(Object.keys(themeVariables(tokens.dark)).sort()).toEqual(
      Object.keys(themeVariables({ color: tokens.light.color, shadow: tokens.light.shadow })).sort(),
    );
  });

  it('writes dark values for the system setting and for data-color-scheme="dark", and none for "light"', () => {
    const css = themeStylesheet(tokens);
    expect(css).toMatch(new RegExp(`@media \\(prefers-color-scheme:dark\\)\\{\\.${theme}:not\\(\\[data-color-scheme="light"\\]\\)\\{color-scheme:dark;`));
    expect(css).toContain(`.${theme}[data-color-scheme="dark"]{color-scheme:dark;--hraun-color-bg:${tokens.dark.color.bg};`);
    expect(css.startsWith('@layer hraun.reset, hraun.base, hraun.components;')).toBe(true);
  });
});

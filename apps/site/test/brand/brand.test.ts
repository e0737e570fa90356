import { describe, expect, it } from 'vitest';
import { lavaTheme, lavaTokens } from '@hraun/ui/themes/lava';
import { contrastRatio, measureContrast } from '@hraun/ui/theme';
import { withoutDefaultRootTheme } from '../../scripts/critical-css';
import { basaltColumnsSvg, basaltColumnsUrl } from '../../src/brand/pattern';

describe('the basalt columns pattern', () => {
  it('draws the same columns from the same seed, and others from another', () => {
    expect(basaltColumnsSvg('hraun')).toBe(basaltColumnsSvg('hraun'));
    expect(basaltColumnsSvg('hraun')).not.toBe(basaltColumnsSvg('sea'));
  });

  it('is a few hundred bytes, one path, and a data URL with nothing left to break the CSS', () => {
    const svg = basaltColumnsSvg('hraun');
    expect(svg.length).toBeLessThan(700);
    expect(svg.match(/<path/g)).toHaveLength(1);
    expect(basaltColumnsUrl('hraun')).toMatch(/^url\("data:image\/svg\+xml,%3Csvg [^"<>#]+"\)$/);
  });

  it("draws the heroes' wide row as one stretchable drawing of 48 columns, still small", () => {
    const svg = basaltColumnsSvg('basalt', { width: 2880, columns: 48, stretch: true });
    expect(svg).toContain("preserveAspectRatio='none'");
    expect(svg).toContain("viewBox='0 0 2880 160'");
    // Each column is one vertical move to its top, then its ridge: 48 of them.
    expect(svg.match(/V\d+l/g)).toHaveLength(48);
    expect(svg.length).toBeLessThan(1400);
    expect(basaltColumnsSvg('basalt')).not.toContain('preserveAspectRatio');
  });
});

describe('the site theme', () => {
  it('is the kit theme Lava, AA in every pair light and dark', () => {
    expect(lavaTheme).toBe('hraun-theme-lava');
    for (const colors of [lavaTokens.light.color, lavaTokens.dark.color]) {
      expect(measureContrast(colors).filter((pair) => !pair.passes)).toEqual([]);
    }
    expect(contrastRatio(lavaTokens.light.color.text, lavaTokens.light.color.bg)).toBeGreaterThan(15);
  });

  it('drops the default theme on :root, keeps its class and everything else', () => {
    const css =
      '@layer hraun.base{:where(:root),.hraun-theme-hraun{--hraun-color-bg:#fff}' +
      '@media (prefers-color-scheme:dark){:where(:root:not([data-color-scheme=light])){--hraun-color-bg:#000}}' +
      ':root{scroll-padding-top:5rem}}';
    const out = withoutDefaultRootTheme(css);
    expect(out).not.toContain(':where(:root');
    expect(out).toContain('.hraun-theme-hraun{--hraun-color-bg:#fff}');
    expect(out).toContain(':root{scroll-padding-top:5rem}');
    expect(out).not.toContain('@media');
  });
});

import { describe, expect, it } from 'vitest';
import { altTokens } from '../themes/alt';
import { hraunTokens } from '../themes/hraun';
import { designTokens } from './designTokens';
import { themeVariables } from './stylesheet';

type Node = { [key: string]: unknown };
const leaves = (node: Node, path: string[] = []): [string, Node][] =>
  '$value' in node ? [[path.join('.'), node]] : Object.entries(node).flatMap(([key, child]) => leaves(child as Node, [...path, key]));

describe('designTokens', () => {
  const tokens = designTokens([hraunTokens, altTokens]) as Node;

  it('gives every value of both themes, light and dark, a DTCG type and value', () => {
    const all = leaves(tokens);
    const expected = [hraunTokens, altTokens].reduce(
      (sum, theme) => sum + Object.keys(themeVariables(theme.light)).length + Object.keys(themeVariables(theme.dark)).length,
      0,
    );
    expect(all).toHaveLength(expected);
    for (const [path, token] of all) {
      expect(['color', 'dimension', 'fontFamily', 'fontWeight', 'number', 'duration', 'shadow'], path).toContain(token.$type);
      expect(token.$value, path).toBeDefined();
    }
  });

  it('writes colours in the 2025.10 form, with the hex beside the components, and names the CSS variable', () => {
    const primary = leaves(tokens).find(([path]) => path === 'hraun.light.color.primary')?.[1];
    expect(primary).toMatchObject({
      $type: 'color',
      $value: { colorSpace: 'srgb', hex: '#0b57a4', alpha: 1 },
      $extensions: { 'is.hraun.css': { variable: '--hraun-color-primary', value: '#0b57a4' } },
    });
    const overlay = leaves(tokens).find(([path]) => path === 'hraun.dark.color.overlay')?.[1];
    expect(overlay).toMatchObject({ $value: { alpha: 0.7, hex: '#000000' } });
  });

  it('reads sizes as dimensions and a fluid size as its largest value, with the formula kept', () => {
    const space = leaves(tokens).find(([path]) => path === 'hraun.light.space.md')?.[1];
    expect(space?.$value).toEqual({ value: 1, unit: 'rem' });
    const display = leaves(tokens).find(([path]) => path === 'hraun.light.fontSize.display')?.[1];
    expect(display).toMatchObject({ $value: { value: 3.75, unit: 'rem' }, $description: expect.stringContaining('clamp(') });
  });

  it('refuses a value it cannot express instead of writing a wrong one', () => {
    const broken = { ...hraunTokens, light: { ...hraunTokens.light, color: { ...hraunTokens.light.color, primary: 'hsl(210 90% 30%)' } } };
    expect(() => designTokens([broken])).toThrow(/cannot read the colour/);
  });
});

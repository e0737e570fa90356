import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogoStrip } from './LogoStrip';

describe('LogoStrip', () => {
  it('draws each client as an SVG image named by its title, in a list under the heading', () => {
    render(<LogoStrip title="Fyrirtæki sem treysta okkur" names={['Fjallalind', 'Brimnes sjávarafurðir']} />);
    expect(screen.getByRole('region', { name: 'Fyrirtæki sem treysta okkur' })).toBeTruthy();
    const marks = screen.getAllByRole('img');
    expect(marks.map((mark) => mark.tagName.toLowerCase())).toEqual(['svg', 'svg']);
    expect(screen.getByRole('img', { name: 'Fjallalind' }).getAttribute('aria-label')).toBe('Fjallalind');
    expect(screen.getByRole('img', { name: 'Brimnes sjávarafurðir' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('draws in the current colour, one height for every mark, the name fitted to its width', () => {
    render(<LogoStrip title="Viðskiptavinir" names={['Casa Brisa', 'Olivera Mediterrània']} />);
    const [short, long] = screen.getAllByRole('img');
    expect(short!.getAttribute('height')).toBe(long!.getAttribute('height'));
    expect(Number(long!.getAttribute('width'))).toBeGreaterThan(Number(short!.getAttribute('width')));
    const text = short!.querySelector('text')!;
    expect(text.getAttribute('fill')).toBe('currentColor');
    expect(text.getAttribute('lengthAdjust')).toBe('spacingAndGlyphs');
  });
});

import { describe, expect, it } from 'vitest';
import { breakpoints, mediaUp } from './breakpoints';
import { wide } from '../internal/layout';

describe('breakpoints', () => {
  it('gives each breakpoint as a media query from that width up', () => {
    expect(mediaUp('wide')).toBe('screen and (min-width: 48rem)');
    expect(mediaUp('desktop')).toBe('screen and (min-width: 80rem)');
  });

  it('are the widths the components change layout at', () => {
    expect(wide).toBe(mediaUp('wide'));
    expect(Object.keys(breakpoints)).toEqual(['wide', 'desktop']);
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useArgState } from './storyKit';

describe('useArgState (controlled components in stories)', () => {
  it("follows the component's own changes, and takes the arg again when the Controls panel changes it", () => {
    const { result, rerender } = renderHook(({ arg }) => useArgState(arg), { initialProps: { arg: 'Jón' } });
    expect(result.current[0]).toBe('Jón');
    act(() => result.current[1]('Jóna'));
    expect(result.current[0]).toBe('Jóna');
    // A re-render with the same arg keeps what was typed.
    rerender({ arg: 'Jón' });
    expect(result.current[0]).toBe('Jóna');
    rerender({ arg: 'Guðrún' });
    expect(result.current[0]).toBe('Guðrún');
  });
});

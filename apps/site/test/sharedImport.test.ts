import { describe, expect, it, vi } from 'vitest';
import { sharedImport } from '../src/sharedImport';

describe('sharedImport', () => {
  it('gives every caller the one pending import', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const shared = sharedImport(load);
    const [first, second] = await Promise.all([shared(), shared()]);
    await shared();
    expect([first, second]).toEqual(['chunk', 'chunk']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so the next call tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const shared = sharedImport(load);
    await expect(shared()).rejects.toThrow('offline');
    await expect(shared()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

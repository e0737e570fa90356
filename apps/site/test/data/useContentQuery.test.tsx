// @vitest-environment jsdom
// The hook behind "loading, then loaded" (spec section 4), on the server, in the browser and at hydration.
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createContentQueryStore, useContentQuery } from '../../src/data/useContentQuery';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((resolve_, reject_) => {
    resolve = resolve_;
    reject = reject_;
  });
  return { promise, resolve, reject };
}

function List({ read, initial }: { read: () => Promise<string[]>; initial?: string[] }) {
  const state = useContentQuery(read, ['is'], { initial });
  if (state.status === 'loading') return <p>loading</p>;
  if (state.status === 'error') return <ul />;
  return (
    <ul>
      {state.data.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('useContentQuery', () => {
  it('is loading, then loaded with the data', async () => {
    const pending = deferred<string[]>();
    const { result } = renderHook(() => useContentQuery(() => pending.promise, ['is']));
    expect(result.current).toEqual({ status: 'loading', data: undefined, error: undefined });
    await act(async () => pending.resolve(['a', 'b']));
    expect(result.current).toEqual({ status: 'loaded', data: ['a', 'b'], error: undefined });
  });

  it('is loading, then error with the reason, when the read rejects', async () => {
    const failure = new Error('down');
    const { result } = renderHook(() => useContentQuery(() => Promise.reject(failure), ['is']));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
    expect(result.current.data).toBeUndefined();
  });

  it('turns a read that throws before returning a promise into an error state', async () => {
    const { result } = renderHook(() =>
      useContentQuery((): Promise<string> => {
        throw new Error('sync');
      }, ['is']),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('reads once under StrictMode, and again only when a dependency changes', async () => {
    const read = vi.fn(async (id: string) => `project ${id}`);
    const { result, rerender } = renderHook(({ id }) => useContentQuery(() => read(id), ['is', id]), {
      initialProps: { id: 'a' },
      wrapper: StrictMode,
    });
    await waitFor(() => expect(result.current.data).toBe('project a'));
    expect(read).toHaveBeenCalledTimes(1);
    rerender({ id: 'a' });
    expect(read).toHaveBeenCalledTimes(1);
    rerender({ id: 'b' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toBe('project b'));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('with an initial value, starts loaded and does not read', () => {
    const read = vi.fn(async () => ['fresh']);
    const { result } = renderHook(() => useContentQuery(read, ['is'], { initial: ['inlined'] }));
    expect(result.current).toEqual({ status: 'loaded', data: ['inlined'], error: undefined });
    expect(read).not.toHaveBeenCalled();
  });

  it('renders on the server without reading: loading, or the initial value', () => {
    const read = vi.fn(async () => ['x']);
    expect(renderToString(<List read={read} />)).toBe('<p>loading</p>');
    expect(renderToString(<List read={read} initial={['a', 'b']} />)).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(read).not.toHaveBeenCalled();
  });

  it('hydrates prerendered data with no mismatch and no loading flash', async () => {
    const read = vi.fn(async () => ['other']);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<List read={read} initial={['a', 'b']} />);
    const recoverable = vi.fn();
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.innerHTML));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    await act(async () => {
      hydrateRoot(container, <List read={read} initial={['a', 'b']} />, { onRecoverableError: recoverable });
    });
    observer.disconnect();
    expect(recoverable).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
    expect(container.innerHTML).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(read).not.toHaveBeenCalled();
  });

  it('renders an empty list on error, as the spec asks of lists', async () => {
    const view = render(<List read={() => Promise.reject(new Error('down'))} />);
    await waitFor(() => expect(view.container.innerHTML).toBe('<ul></ul>'));
  });
});

describe('createContentQueryStore', () => {
  it('keeps the same snapshot object until the state changes', async () => {
    const pending = deferred<number>();
    const store = createContentQueryStore(() => pending.promise);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    pending.resolve(1);
    await pending.promise;
    await Promise.resolve();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ status: 'loaded', data: 1, error: undefined });
    expect(store.getServerSnapshot()).toBe(first);
    unsubscribe();
  });

  it('ignores a result that arrives after everyone has left', async () => {
    const pending = deferred<number>();
    const store = createContentQueryStore(() => pending.promise);
    const onChange = vi.fn();
    store.subscribe(onChange)();
    pending.resolve(1);
    await pending.promise;
    await Promise.resolve();
    expect(onChange).not.toHaveBeenCalled();
  });
});

import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store';
import { createOutbox, memoryStorage, type Outbox, type OutboxEntry, type OutboxStorage } from './outbox';
import { createOutboxHooks } from './use-outbox-sync';

const note = (id: string): OutboxEntry => ({ id, status: 'pending', attempts: 0 });

/** A store whose first read ends when the test says. */
function heldStorage() {
  let finish: (entries: OutboxEntry[]) => void = () => undefined;
  const storage: OutboxStorage<OutboxEntry> = {
    load: () => new Promise((resolve) => (finish = resolve)),
    save: () => Promise.resolve(),
  };
  return { storage, finishRead: (entries: OutboxEntry[]) => act(() => finish(entries)) };
}

/** The hooks of an outbox over `storage`, with a `send` the test watches. */
function hooksOver(
  storage: OutboxStorage<OutboxEntry>,
  send = vi.fn((_dispatch: unknown, _entry: OutboxEntry) => Promise.resolve()),
) {
  const outbox: Outbox<OutboxEntry> = createOutbox(storage);
  return { outbox, send, hooks: createOutboxHooks(() => outbox, send) };
}

function counted(useValue: () => unknown) {
  const renders = { count: 0 };
  function Shown() {
    renders.count += 1;
    return <p>{JSON.stringify(useValue())}</p>;
  }
  return { renders, Shown };
}

// "No store change under the first render" (docs/PERFORMANCE.md): the read of an empty outbox that
// ends while the app's first render is running must not change what that render read.
describe('useEntries while the stored outbox is read', () => {
  it('does not re-render when the read finds nothing', async () => {
    const { storage, finishRead } = heldStorage();
    const { outbox, hooks } = hooksOver(storage);
    const { renders, Shown } = counted(() => hooks.useEntries().length);
    render(<Shown />);
    await finishRead([]);
    await act(() => outbox.settled());
    expect(outbox.isReady()).toBe(true);
    expect(renders.count).toBe(1);
  });

  it('shows what the read finds', async () => {
    const { storage, finishRead } = heldStorage();
    const { hooks } = hooksOver(storage);
    const { Shown } = counted(() => hooks.useEntries().length);
    render(<Shown />);
    await finishRead([note('a'), note('b')]);
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('useReady re-renders on the same read, since it flips', async () => {
    const { storage, finishRead } = heldStorage();
    const { hooks } = hooksOver(storage);
    const { renders, Shown } = counted(hooks.useReady);
    render(<Shown />);
    expect(screen.getByText('false')).toBeInTheDocument();
    await finishRead([]);
    expect(screen.getByText('true')).toBeInTheDocument();
    expect(renders.count).toBe(2);
  });
});

describe('useSync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function Sender({ hooks, enabled }: { hooks: ReturnType<typeof hooksOver>['hooks']; enabled?: boolean }) {
    hooks.useSync(enabled);
    return null;
  }

  it('sends what is stored once read, with the store’s dispatch, and then what is added', async () => {
    const store = makeStore();
    const { outbox, send, hooks } = hooksOver(memoryStorage([note('a')]));
    render(
      <Provider store={store}>
        <Sender hooks={hooks} />
      </Provider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(send).toHaveBeenCalledWith(store.dispatch, note('a'));
    act(() => outbox.put(note('b')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(send.mock.calls.map(([, e]) => e.id)).toEqual(['a', 'b']);
    expect(outbox.all()).toEqual([]);
  });

  it('runs one sender for any number of users, until the last leaves; none while not enabled', async () => {
    const { outbox, send, hooks } = hooksOver(memoryStorage());
    await outbox.settled();
    const tree = (a: boolean, b: boolean) => (
      <Provider store={makeStore()}>
        {a && <Sender hooks={hooks} />}
        {b && <Sender hooks={hooks} />}
        <Sender hooks={hooks} enabled={false} />
      </Provider>
    );
    const view = render(tree(true, true));
    act(() => outbox.put(note('a')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(send).toHaveBeenCalledTimes(1);
    view.rerender(tree(false, true));
    act(() => outbox.put(note('b')));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(send).toHaveBeenCalledTimes(2);
    view.rerender(tree(false, false));
    act(() => outbox.put(note('c')));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(send).toHaveBeenCalledTimes(2);
    expect(outbox.all()).toEqual([note('c')]);
  });

  it('tries again at once when the browser comes back online, and on retryNow', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    send.mockResolvedValue(undefined);
    const { outbox, hooks } = hooksOver(memoryStorage([note('a')]), send);
    render(
      <Provider store={makeStore()}>
        <Sender hooks={hooks} />
      </Provider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(outbox.all()).toMatchObject([{ status: 'failed', attempts: 1 }]);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(outbox.all()).toMatchObject([{ status: 'failed', attempts: 2 }]);
    await act(async () => {
      hooks.retryNow();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(send).toHaveBeenCalledTimes(3);
    expect(outbox.all()).toEqual([]);
  });
});

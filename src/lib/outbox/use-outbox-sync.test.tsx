import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingSet } from './outbox-fixtures';
import { resetSetQueue, setQueue, type PendingEntry, type QueueStorage } from './set-queue';
import { useOutbox, useOutboxEntries } from './use-outbox-sync';

/** A store whose first read ends when the test says. */
function heldStorage() {
  let finish: (entries: PendingEntry[]) => void = () => undefined;
  const storage: QueueStorage = {
    load: () => new Promise((resolve) => (finish = resolve)),
    save: () => Promise.resolve(),
  };
  return { storage, finishRead: (entries: PendingEntry[]) => act(() => finish(entries)) };
}

function counted(useEntries: () => readonly PendingEntry[]) {
  const renders = { count: 0 };
  function Unsent() {
    renders.count += 1;
    return <p>{useEntries().length}</p>;
  }
  return { renders, Unsent };
}

afterEach(() => resetSetQueue());

// "No store change under the first render" (use-outbox-sync.ts): the read of an empty outbox that
// ends while the app's first render is running must not change what that render read.
describe('useOutboxEntries while the stored outbox is read', () => {
  it('does not re-render when the read finds nothing', async () => {
    const { storage, finishRead } = heldStorage();
    resetSetQueue(storage);
    const { renders, Unsent } = counted(useOutboxEntries);
    render(<Unsent />);
    await finishRead([]);
    await act(() => setQueue().settled());
    expect(setQueue().isReady()).toBe(true);
    expect(renders.count).toBe(1);
  });

  it('shows what the read finds, as the plain hook does', async () => {
    const { storage, finishRead } = heldStorage();
    resetSetQueue(storage);
    const { Unsent } = counted(useOutboxEntries);
    const plain = counted(() => useOutbox().entries);
    render(
      <>
        <Unsent />
        <plain.Unsent />
      </>,
    );
    await finishRead([pendingSet('a'), pendingSet('b')]);
    expect(screen.getAllByText('2')).toHaveLength(2);
  });

  it('the plain hook re-renders on the same read, since its `ready` flips', async () => {
    const { storage, finishRead } = heldStorage();
    resetSetQueue(storage);
    const { renders, Unsent } = counted(() => useOutbox().entries);
    render(<Unsent />);
    await finishRead([]);
    expect(renders.count).toBe(2);
  });
});

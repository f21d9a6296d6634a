import { describe, expect, it, vi } from 'vitest';
import { localStorageQueue, type PendingSet } from './set-queue';

const entry = (setId: string, workoutId = 1, over: Partial<PendingSet> = {}): PendingSet => ({
  workoutId,
  setId,
  set: { ejercicio_sesion_id: 1, orden: 1, medida: 'repeticiones', repeticiones: 10, kg: 60 },
  status: 'pending',
  attempts: 0,
  ...over,
});

describe('localStorageQueue', () => {
  it('keeps entries in storage, so a new queue (a reload) finds them', () => {
    localStorage.clear();
    const queue = localStorageQueue(localStorage, 'k');
    queue.put(entry('a'));
    queue.put(entry('b', 2));
    const reloaded = localStorageQueue(localStorage, 'k');
    expect(reloaded.all().map((e) => e.setId)).toEqual(['a', 'b']);
  });

  it('replaces an entry with the same set id instead of adding a second one', () => {
    const queue = localStorageQueue(localStorage, 'k2');
    queue.put(entry('a'));
    queue.put(entry('a', 1, { status: 'failed', attempts: 1 }));
    expect(queue.all()).toHaveLength(1);
    expect(queue.all()[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('removes one entry, or every entry of a discarded session, and tells subscribers', () => {
    const queue = localStorageQueue(localStorage, 'k3');
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.put(entry('a'));
    queue.put(entry('b'));
    queue.put(entry('c', 2));
    queue.remove('a');
    expect(queue.all().map((e) => e.setId)).toEqual(['b', 'c']);
    queue.removeWorkout(1);
    expect(queue.all().map((e) => e.setId)).toEqual(['c']);
    expect(listener).toHaveBeenCalledTimes(5);
    unsubscribe();
    queue.remove('c');
    expect(listener).toHaveBeenCalledTimes(5);
  });

  it('survives damaged storage (starts empty, drops nothing valid)', () => {
    localStorage.setItem('k4', '{not json');
    expect(localStorageQueue(localStorage, 'k4').all()).toEqual([]);
    localStorage.setItem('k5', JSON.stringify([entry('ok'), { nonsense: true }]));
    expect(
      localStorageQueue(localStorage, 'k5')
        .all()
        .map((e) => e.setId),
    ).toEqual(['ok']);
  });
});

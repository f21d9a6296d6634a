/** The hash gate's places (hash-gate.ts): the door's, a known client's, and those kept for accounts. */
import { describe, expect, it } from 'vitest';
import { createHashGate } from './hash-gate';

describe('createHashGate', () => {
  it('keeps `queue` places for accounts apart from the door, each given back once', () => {
    const gate = createHashGate({ concurrency: 1, queue: 2 });
    const door = [gate.enter('a'), gate.enter('b'), gate.enter('c')];
    expect(door.every(Boolean)).toBe(true);
    expect(gate.enter('d')).toBeNull();
    const accounts = [gate.enterAccount(), gate.enterAccount()];
    expect(accounts.every(Boolean)).toBe(true);
    expect(gate.enterAccount()).toBeNull();
    expect(gate.accountPlaceFree()).toBe(false);
    expect(gate.stats()).toMatchObject({ inside: 3, accountsInside: 2 });
    accounts[0]!.leave();
    accounts[0]!.leave();
    expect(gate.stats()).toMatchObject({ inside: 3, accountsInside: 1 });
    expect(gate.accountPlaceFree()).toBe(true);
    expect(gate.enterAccount()).not.toBeNull();
    door[0]!.leave();
    expect(gate.enter('d')).not.toBeNull();
  });

  it('runs a known client first, then an account, then a stranger', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 5 });
    gate.remember('known');
    const order: string[] = [];
    let release!: () => void;
    const first = gate.enter('x')!.turn(() => new Promise<void>((r) => (release = r)));
    const waiting = [
      gate.enter('stranger')!.turn(async () => order.push('stranger')),
      gate.enterAccount()!.turn(async () => order.push('account')),
      gate.enter('known')!.turn(async () => order.push('known')),
    ];
    release();
    await Promise.all([first, ...waiting]);
    expect(order).toEqual(['known', 'account', 'stranger']);
  });
});

import { describe, expect, it, vi } from 'vitest';

describe('makeStore', () => {
  it('starts without the API slice and plugs it in when lib/api loads (first load without RTK Query)', async () => {
    vi.resetModules(); // fresh modules: lib/api not loaded yet, as on the landing page
    const { makeStore } = await import('./store');
    const store = makeStore();
    expect(store.getState()).not.toHaveProperty('api');

    const { api } = await import('../lib/api');
    expect(store.getState()).toHaveProperty('api');
    // Its middleware is in too: a request goes through and lands in the cache.
    const probe = api.injectEndpoints({
      endpoints: (build) => ({
        goals: build.query<unknown, void>({ query: () => ({ url: '/goals', auth: false }) }),
      }),
    });
    await store.dispatch(probe.endpoints.goals.initiate());
    // The slice was added at run time, so the static store type does not know it.
    const state = store.getState() as unknown as Parameters<ReturnType<typeof probe.endpoints.goals.select>>[0];
    expect(probe.endpoints.goals.select()(state).data).toBeInstanceOf(Array);
  });

  it('gives a store made after lib/api loaded the API slice at once', async () => {
    vi.resetModules();
    await import('../lib/api');
    const { makeStore } = await import('./store');
    expect(makeStore().getState()).toHaveProperty('api');
  });
});

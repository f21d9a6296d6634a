import { describe, expect, it } from 'vitest';
import { api } from './api';
import { makeStore } from './store';

describe('makeStore', () => {
  it('holds the session and the API slice, whose middleware lands a request in the cache', async () => {
    const store = makeStore();
    expect(store.getState()).toHaveProperty('session');
    expect(store.getState()).toHaveProperty('api');
    const probe = api.injectEndpoints({
      endpoints: (build) => ({
        goals: build.query<unknown, void>({ query: () => ({ url: '/goals', auth: false }) }),
      }),
    });
    await store.dispatch(probe.endpoints.goals.initiate());
    expect(probe.endpoints.goals.select()(store.getState()).data).toBeInstanceOf(Array);
  });

  it('gives every store its own state', () => {
    const a = makeStore();
    const b = makeStore({ session: { token: 'x' } });
    expect(a.getState().session).not.toEqual(b.getState().session);
  });
});

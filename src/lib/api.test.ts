import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from './store';
import { server } from '../testing/setup-unit';
import { api } from './api';
import { TOKEN_KEY } from './session';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    privateCall: build.query<unknown, void>({ query: () => '/probe' }),
    publicCall: build.query<unknown, void>({ query: () => ({ url: '/probe', auth: false }) }),
    writeCall: build.mutation<unknown, void>({ query: () => ({ url: '/probe', method: 'POST', body: {} }) }),
  }),
});

function captureHeaders() {
  const seen: Headers[] = [];
  server.use(
    http.all('*/api/probe', ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('base query (docs/PRODUCT.md §6)', () => {
  it('sends the stored token with no prefix', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok123');
    const seen = captureHeaders();
    await makeStore().dispatch(probe.endpoints.privateCall.initiate());
    expect(seen[0]?.get('authorization')).toBe('tok123');
  });

  it('sends an empty Authorization header when there is no token', async () => {
    const seen = captureHeaders();
    await makeStore().dispatch(probe.endpoints.privateCall.initiate());
    expect(seen[0]?.has('authorization')).toBe(true);
    expect(seen[0]?.get('authorization')).toBe('');
  });

  it('sends no Authorization header on public calls', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok123');
    const seen = captureHeaders();
    await makeStore().dispatch(probe.endpoints.publicCall.initiate());
    expect(seen[0]?.has('authorization')).toBe(false);
  });

  it('echoes the XSRF cookie in a header on non-GET calls only', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-value; path=/';
    const seen = captureHeaders();
    const store = makeStore();
    await store.dispatch(probe.endpoints.privateCall.initiate());
    await store.dispatch(probe.endpoints.writeCall.initiate());
    expect(seen[0]?.has('x-xsrf-token')).toBe(false);
    expect(seen[1]?.get('x-xsrf-token')).toBe('xsrf-value');
  });

  it('ends the session when the token is rejected', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    server.use(http.get('*/api/probe', () => HttpResponse.json({ message: 'Invalid token' }, { status: 401 })));
    const store = makeStore();
    expect(store.getState().session.token).toBe('expired');
    await store.dispatch(probe.endpoints.privateCall.initiate());
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the session on other 401s (e.g. a wrong old password)', async () => {
    localStorage.setItem(TOKEN_KEY, 'good');
    server.use(http.post('*/api/probe', () => HttpResponse.json({ message: 'Wrong password' }, { status: 401 })));
    const store = makeStore();
    await store.dispatch(probe.endpoints.writeCall.initiate());
    expect(store.getState().session.token).toBe('good');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_TIMEOUT_MS } from '../../features/auth/api';
import { TOKEN_KEY } from '../../lib/session';
import { renderRoutes } from '../../testing/render';
import { server } from '../../testing/setup-unit';

async function logOut(whileWaiting?: () => Promise<void>) {
  localStorage.setItem(TOKEN_KEY, 'abc');
  const { router } = await renderRoutes('/dashboard/overview');
  const visited: string[] = [];
  router.subscribe((state) => visited.push(state.location.pathname));
  await userEvent.click((await screen.findAllByRole('button', { name: 'Cerrar Sesión' }))[0]!);
  await whileWaiting?.();
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  await screen.findByRole('heading', { level: 1 });
  return { visited };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('dashboard logout (docs/PRODUCT.md §4)', () => {
  it('removes the token and ends on the root path (/home), never on /login', async () => {
    const { visited } = await logOut();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(visited).not.toContain('/login');
  });

  it('first ends the session on the server, with the token still stored', async () => {
    const calls: { authorization: string | null; stored: string | null }[] = [];
    server.use(
      http.post('/api/users/logout', ({ request }) => {
        calls.push({ authorization: request.headers.get('authorization'), stored: localStorage.getItem(TOKEN_KEY) });
        return HttpResponse.json({ message: 'Logout successful' });
      }),
    );
    await logOut();
    expect(calls).toEqual([{ authorization: 'abc', stored: 'abc' }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it.each([
    ['offline', () => HttpResponse.error()],
    ['the server refuses the token', () => HttpResponse.json({ message: 'Invalid token' }, { status: 401 })],
    ['the server fails', () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 })],
  ])('logs out all the same when %s', async (_when, answer) => {
    server.use(http.post('/api/users/logout', answer));
    const { visited } = await logOut();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(visited).not.toContain('/login');
  });

  it('shows it is busy, and waits for a server that never answers no longer than LOGOUT_TIMEOUT_MS', async () => {
    server.use(http.post('/api/users/logout', () => delay('infinite')));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { visited } = await logOut(async () => {
      // Still on the dashboard, the button busy (no second click), until the wait is over.
      expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
      await waitFor(() =>
        expect(screen.getAllByRole('button', { name: 'Cerrar Sesión' }).every((b) => b.hasAttribute('disabled'))).toBe(
          true,
        ),
      );
      await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS);
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(visited).not.toContain('/login');
  });
});

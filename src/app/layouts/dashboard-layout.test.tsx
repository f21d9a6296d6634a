import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_TIMEOUT_MS } from '../../features/auth/api';
import { TOKEN_KEY } from '../../lib/session';
import { setQueue } from '../../entities/workouts/set-queue';
import { renderRoutes } from '../../testing/render';
import { server } from '../../testing/setup-unit';
import { freshSetQueue } from '../../testing/workouts';

/**
 * The first test imports the lazy layout and screens: on a loaded machine that took longer than
 * Testing Library's 1 s, so the screens get longer (a wait, not a measure of speed).
 */
const LOADED = { timeout: 5000 };

async function logOut(whileWaiting?: () => Promise<void>) {
  localStorage.setItem(TOKEN_KEY, 'abc');
  const { router } = await renderRoutes('/dashboard/overview');
  const visited: string[] = [];
  router.subscribe((state) => visited.push(state.location.pathname));
  await userEvent.click((await screen.findAllByRole('button', { name: 'Cerrar Sesión' }, LOADED))[0]!);
  await whileWaiting?.();
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'), LOADED);
  await screen.findByRole('heading', { level: 1 }, LOADED);
  return { visited };
}

afterEach(() => {
  vi.useRealTimers();
  freshSetQueue();
});

describe('dashboard logout (docs/PRODUCT.md §4)', { timeout: 20_000 }, () => {
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

describe('logging out with changes not yet sent', { timeout: 20_000 }, () => {
  it('asks first: "Seguir conectado" keeps everything; confirming logs out and drops them', async () => {
    freshSetQueue([
      {
        kind: 'set',
        id: '00000000-0000-4000-8000-0000000000d4',
        workoutId: 41,
        set: { ejercicio_sesion_id: 1, orden: 1, medida: 'repeticiones', repeticiones: 8 },
        status: 'rejected',
        attempts: 0,
        reason: 'Entrenamiento no encontrado',
      },
    ]);
    localStorage.setItem(TOKEN_KEY, 'abc');
    const { router } = await renderRoutes('/dashboard/overview');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Cerrar Sesión' }))[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Tienes cambios sin enviar' });
    expect(dialog).toHaveTextContent('1 cambio de tus entrenamientos o tus medidas aún no ha llegado al servidor');
    await userEvent.click(screen.getByRole('button', { name: 'Seguir conectado' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(setQueue().all()).toHaveLength(1);
    await userEvent.click(screen.getAllByRole('button', { name: 'Cerrar Sesión' })[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión y perderlos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(setQueue().all()).toEqual([]);
  });
});

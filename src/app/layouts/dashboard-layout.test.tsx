import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../lib/session';
import { renderRoutes } from '../../testing/render';

describe('dashboard logout (SPEC.md section 4)', () => {
  it('removes the token and ends on the root path (/home), never on /login', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    const { router } = await renderRoutes('/dashboard/overview');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Cerrar Sesión' }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await screen.findByRole('heading', { level: 1 });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(visited).not.toContain('/login');
  });
});

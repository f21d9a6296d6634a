import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../../lib/session';
import { renderRoutes } from '../../../testing/render';
import { DiscoverCard } from '../components/discover-card';
import { SharedRoutinesList } from '../components/shared-routines-list';
import { TAB_LOADERS } from './routines-page';

// "Tabs on demand" (routines-page.tsx): the tabs not opened first load their code when chosen.
describe('the routines screen’s tabs on demand', () => {
  it('load the very components the plain path renders', async () => {
    expect((await TAB_LOADERS.sugerencias()).default).toBe(DiscoverCard);
    expect((await TAB_LOADERS.descubrir()).default).toBe(SharedRoutinesList);
  });

  // The whole route table renders lazily: on a loaded machine that takes more than findBy's second.
  const slow = { timeout: 10_000 };

  it('show a chosen tab’s content once its code is in', { timeout: 30_000 }, async () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    await renderRoutes('/dashboard/routines');
    await userEvent.click(await screen.findByRole('tab', { name: 'Descubrir' }, slow));
    expect(await screen.findByRole('article', { name: 'La rutina de Marta' }, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Sugerencias' }));
    expect(await screen.findByRole('button', { name: 'Generar Rutina' }, slow)).toBeInTheDocument();
  });
});

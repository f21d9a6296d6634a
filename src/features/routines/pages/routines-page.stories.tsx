import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  routinesHandlers,
  userRoutineListFixture,
  userRoutinesFixture,
  withRoutineHandlers,
} from '../../../testing/handlers/routines';
import { recordConsoleErrors } from '../../../testing/console';
import { expectLoadError, retry } from '../../../testing/load-errors';
import { expectToast } from '../../../testing/toasts';
import { screenParameters } from '../../../testing/stories';
import { RoutinesPage } from './routines-page';
import { dashboardShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Rutinas/RoutinesPage',
  component: RoutinesPage,
  parameters: screenParameters('/dashboard/routines', {
    shell: dashboardShell,
    path: '/dashboard/routines',
    signedIn: true,
  }),
} satisfies Meta<typeof RoutinesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withList = (handler: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: { routines: [http.get('/api/user-routines', handler), ...routinesHandlers] } },
});

/** "Mis Rutinas" by default: 3 cards per page, with the paginator. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mis Rutinas' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Mis Rutinas' })).toHaveAttribute('aria-selected', 'true');
    const card = await canvas.findByRole('article', { name: 'Fuerza básica' });
    await expect(within(card).getByText('“Trabajo de cuerpo completo con descansos cortos.”')).toBeVisible();
    await expect(within(card).getByText('2 ejercicios')).toBeVisible();
    await expect(within(card).getByText('Lunes')).toBeVisible();
    await expect(within(card).getByText('03-11-2025')).toBeVisible();
    await expect(within(card).getByText('28-12-2025')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/dashboard/routines/edit/1',
    );
    const noDay = canvas.getByRole('article', { name: 'Cardio suave' });
    await expect(within(noDay).getByText('N/A')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByText('1 / 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(canvas.getByRole('article', { name: 'Piernas de acero' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Fuerza básica' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Descubrir' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withList(async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Cargando rutinas…')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No routines yet: the text of docs/PRODUCT.md §2 and the ways forward. */
export const Empty: Story = {
  parameters: withList(() => HttpResponse.json(userRoutineListFixture([]))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No hay rutinas creadas todavía')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Explorar rutinas' }));
    await expect(canvas.getByRole('tab', { name: 'Descubrir' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'Crear rutina' })).toHaveAttribute('href', '/dashboard/routines/new');
  },
};

/**
 * docs/PRODUCT.md §8: a failed load is logged, not toasted; the list says so and offers
 * "Reintentar" (never "No hay rutinas creadas todavía"), which brings the routines.
 */
export const LoadError: Story = {
  parameters: withRoutineHandlers(
    http.get('/api/user-routines', () => HttpResponse.json({ message: 'Boom' }, { status: 500 }), { once: true }),
  ),
  beforeEach: recordConsoleErrors,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoadError(canvasElement, 'No se pudieron cargar las rutinas.');
    await expect(canvas.queryByText('No hay rutinas creadas todavía')).toBeNull();
    await retry(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Fuerza básica' })).toBeVisible();
  },
};

/** The server cannot be reached (network error): the same error. */
export const Unreachable: Story = {
  parameters: withList(() => HttpResponse.error()),
  beforeEach: recordConsoleErrors,
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement, 'No se pudieron cargar las rutinas.');
    await expect(within(canvasElement).queryByText('No hay rutinas creadas todavía')).toBeNull();
  },
};

/** "Eliminar" asks first; "Confirmar" deletes, toasts and the list refreshes 1 s later. */
export const DeleteConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const card = await canvas.findByRole('article', { name: 'Fuerza básica' });
    await userEvent.click(within(card).getByRole('button', { name: 'Eliminar' }));
    const dialog = await body.findByRole('alertdialog', { name: '¿Deseas eliminar esta rutina?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expectToast('Rutina eliminada correctamente.');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteFailed: Story = {
  parameters: withRoutineHandlers(
    http.delete('/api/user-routines/:id', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const card = await canvas.findByRole('article', { name: 'Tonificación express' });
    await userEvent.click(within(card).getByRole('button', { name: 'Eliminar' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expectToast('Error al eliminar la rutina con id: 2.');
  },
};

/** The tab lives in the URL: ?tab=sugerencias opens the discover/generate card. */
export const Suggestions: Story = {
  parameters: { router: { route: '/dashboard/routines?tab=sugerencias', path: '/dashboard/routines' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Sugerencias' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('button', { name: 'Generar Rutina' })).toBeVisible();
  },
};

/** "Descubrir": routines other users shared; "Guardar" copies one into Mis Rutinas. */
export const Discover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Descubrir' }));
    const card = await canvas.findByRole('article', { name: 'La rutina de Marta' });
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    await expectToast('Rutina guardada en Mis Rutinas');
  },
};

export const UnknownTab: Story = {
  parameters: { router: { route: '/dashboard/routines?tab=otra', path: '/dashboard/routines' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Selecciona una pestaña')).toBeVisible();
  },
};

/** Every fixture routine is reachable through the pages. */
export const AllRoutinesReachable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Fuerza básica' });
    const names = new Set<string>();
    for (let page = 0; page < 2; page += 1) {
      canvas.getAllByRole('heading', { level: 2 }).forEach((h) => names.add(h.textContent ?? ''));
      if (page === 0) await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    }
    await expect([...names].sort()).toEqual(userRoutinesFixture.map((r) => r.nombre).sort());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { routinesHandlers } from '../../../testing/handlers/routines';
import { expectLoadError, retry } from '../../../testing/load-errors';
import { expectToast } from '../../../testing/toasts';
import { SharedRoutinesList } from './shared-routines-list';

const meta = {
  title: 'Patrones/Rutinas/SharedRoutinesList',
  component: SharedRoutinesList,
  parameters: { layout: 'padded', session: 'signed-in' },
} satisfies Meta<typeof SharedRoutinesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const routines = (...first: ReturnType<typeof http.get>[]) => ({
  msw: { handlers: { routines: [...first, ...routinesHandlers] } },
});
const fail = () => HttpResponse.json({ message: 'Boom' }, { status: 500 });

/** "Guardar" on a shared routine copies it (POST user-routines/{id}/save). */
export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Espalda fuerte' });
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    await expectToast('Rutina guardada en Mis Rutinas');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'La rutina de Marta' })).toBeVisible();
  },
};

export const SaveFails: Story = {
  parameters: routines(http.post('/api/user-routines/:id/save', fail)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Espalda fuerte' });
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    await expectToast('Error al guardar la rutina.');
  },
};

export const Loading: Story = {
  parameters: routines(
    http.get('/api/routines/shared', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Cargando rutinas…' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: routines(http.get('/api/routines/shared', () => HttpResponse.json([]))),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nadie ha compartido rutinas todavía. Vuelve a mirar más tarde.'),
    ).toBeVisible();
  },
};

/** A 500: the error and "Reintentar" (never the empty text); "Reintentar" brings the list. */
export const LoadError: Story = {
  parameters: routines(http.get('/api/routines/shared', fail, { once: true })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoadError(canvasElement, 'No se pudieron cargar las rutinas.');
    await expect(canvas.queryByText(/Nadie ha compartido/)).toBeNull();
    await retry(canvasElement);
    await expect(await canvas.findAllByRole('article')).not.toHaveLength(0);
  },
};

/** The server cannot be reached (network error). */
export const Unreachable: Story = {
  parameters: routines(http.get('/api/routines/shared', () => HttpResponse.error())),
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement, 'No se pudieron cargar las rutinas.');
    await expect(within(canvasElement).queryByText(/Nadie ha compartido/)).toBeNull();
  },
};

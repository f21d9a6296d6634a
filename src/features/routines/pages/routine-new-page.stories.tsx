import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { routinesHandlers, withRoutineHandlers } from '../../../testing/handlers/routines';
import { expectToast } from '../../../testing/toasts';
import { screenParameters } from '../../../testing/stories';
import { RoutineNewPage } from './routine-new-page';

const meta = {
  title: 'Features/Routines/RoutineNewPage',
  component: RoutineNewPage,
  parameters: screenParameters('/dashboard/routines/new', { signedIn: true, layout: 'padded' }),
} satisfies Meta<typeof RoutineNewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withFilter = (resolver: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: { routines: [http.get('/api/routines/filter', resolver), ...routinesHandlers] } },
});

/** "Crear Rutina": pick a public routine; its copy opens in the edit form. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crear Rutina' })).toBeVisible();
    const card = await canvas.findByRole('article', { name: 'Tono y forma' });
    await userEvent.click(within(card).getByRole('button', { name: 'Usar esta rutina' }));
    await expectToast('Rutina guardada en Mis Rutinas');
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/routines/edit/50');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'Inicio total' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withFilter(async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Cargando rutinas…' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: withFilter(() => HttpResponse.json([])),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No hay rutinas que coincidan con estos filtros.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: withFilter(() => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No se pudieron cargar las rutinas.')).toBeVisible();
  },
};

export const CopyFails: Story = {
  parameters: withRoutineHandlers(
    http.post('/api/user-routines', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Inicio total' });
    await userEvent.click(within(card).getByRole('button', { name: 'Usar esta rutina' }));
    await expectToast('Error al guardar la rutina.');
    await expect(canvas.queryByTestId('location')).toBeNull();
  },
};

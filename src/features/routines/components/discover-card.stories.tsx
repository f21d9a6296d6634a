import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { publicRoutinesFixture, routinesHandlers, withRoutineHandlers } from '../../../testing/handlers/routines';
import type { Canvas } from '../../../testing/stories';
import { expectToast } from '../../../testing/toasts';
import { DiscoverCard } from './discover-card';

const meta = {
  title: 'Patrones/Rutinas/DiscoverCard',
  component: DiscoverCard,
  parameters: { layout: 'padded', session: 'signed-in' },
} satisfies Meta<typeof DiscoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const routines = (...first: Parameters<typeof http.get>[]) => ({
  msw: { handlers: { routines: [...first.map((args) => http.get(...args)), ...routinesHandlers] } },
});

/** Ticks or unticks "Todas las Rutinas". */
const toggleAllRoutines = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('checkbox', { name: 'Todas las Rutinas' }));

/** Neither filter is chosen: each shows its placeholder. */
async function expectNoFilter(canvas: Canvas) {
  await expect(canvas.getByRole('combobox', { name: 'Objetivos' })).toHaveDisplayValue('Objetivos');
  await expect(canvas.getByRole('combobox', { name: 'Dificultad' })).toHaveDisplayValue('Dificultad');
}

/** Off ("Mis Objetivos"): nothing generated yet, so the card says to click "Generar rutina". */
export const NothingGenerated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Todas las Rutinas' })).not.toBeChecked();
    await expect(canvas.getByText(/Pulsa «Generar rutina»/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generar Rutina' })).toBeVisible();
    // The programme wizard beside it.
    await expect(canvas.getByRole('link', { name: 'Crear programa' })).toHaveAttribute(
      'href',
      '/dashboard/programas/nuevo',
    );
  },
};

/** "Generar Rutina" shows the generated routine card, which can be opened and saved. */
export const Generated: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Generar Rutina' }));
    await expectToast('Rutina personalizada generada con éxito');
    const card = await canvas.findByRole('article', { name: 'Rutina personalizada de Lucía' });
    await userEvent.click(within(card).getByRole('button', { name: 'Ver detalle' }));
    const dialog = await body.findByRole('dialog', { name: 'Rutina personalizada de Lucía Ejercicios' });
    await waitFor(() => expect(within(dialog).getByText('Zancadas')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('Piernas')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    await expectToast('Rutina guardada en Mis Rutinas');
  },
};

export const GeneratedMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generar Rutina' }));
    await expect(await canvas.findByRole('article', { name: 'Rutina personalizada de Lucía' })).toBeVisible();
  },
};

/** A failed generation says so and keeps what was there. */
export const GenerateFailed: Story = {
  parameters: withRoutineHandlers(
    http.post('/api/autogenerate', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generar Rutina' }));
    await expectToast('No se pudo generar la rutina. Inténtalo de nuevo en unos minutos.');
    await expect(canvas.getByText(/Pulsa «Generar rutina»/)).toBeVisible();
  },
};

/** Saving the generated routine fails: "Error al guardar la rutina." */
export const SaveFailed: Story = {
  parameters: withRoutineHandlers(
    http.post('/api/user-routines', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generar Rutina' }));
    const card = await canvas.findByRole('article', { name: 'Rutina personalizada de Lucía' });
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    await expectToast('Error al guardar la rutina.');
  },
};

/**
 * On ("Todas las Rutinas"): every public routine, 3 per page. Only with both a goal and a
 * difficulty does the server filter; turning the toggle off clears both.
 */
export const AllRoutines: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('"Todas las Rutinas": the catalogue, three cards a page', async () => {
      await toggleAllRoutines(canvas);
      await expect(await canvas.findByRole('article', { name: 'Inicio total' })).toBeVisible();
      await expect(canvas.getAllByRole('article')).toHaveLength(3);
      await expect(canvas.getByText('1 / 2')).toBeVisible();
    });
    await step('Both filters, not one alone, narrow the list', async () => {
      await expectNoFilter(canvas);
      const goals = canvas.getByRole('combobox', { name: 'Objetivos' });
      await waitFor(() => expect(within(goals).getAllByRole('option').length).toBeGreaterThan(1));
      await userEvent.selectOptions(goals, 'Tonificación');
      // One filter alone does not ask the server to filter.
      await expect(await canvas.findAllByRole('article')).toHaveLength(3);
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Dificultad' }), 'Intermedio');
      await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    });
    await step('Off and on again: the filters start over', async () => {
      await toggleAllRoutines(canvas);
      await expect(await canvas.findByRole('button', { name: 'Generar Rutina' })).toBeVisible();
      await toggleAllRoutines(canvas);
      await expectNoFilter(canvas);
      await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3));
    });
  },
};

export const AllRoutinesMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toggleAllRoutines(canvas);
    await expect(await canvas.findByRole('article', { name: publicRoutinesFixture[0]?.nombre })).toBeVisible();
  },
};

export const AllRoutinesLoading: Story = {
  parameters: routines([
    '/api/routines/filter',
    async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toggleAllRoutines(canvas);
    await expect(await canvas.findByRole('status', { name: 'Cargando rutinas…' })).toBeVisible();
  },
};

export const AllRoutinesEmpty: Story = {
  parameters: routines(['/api/routines/filter', () => HttpResponse.json([])]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toggleAllRoutines(canvas);
    await expect(await canvas.findByText('No hay rutinas que coincidan con estos filtros.')).toBeVisible();
  },
};

export const AllRoutinesError: Story = {
  parameters: routines(['/api/routines/filter', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toggleAllRoutines(canvas);
    await expect(await canvas.findByText('No se pudieron cargar las rutinas.')).toBeVisible();
  },
};

/** Saving a public routine answers with something that is not a routine: an error toast. */
export const SaveInvalidAnswer: Story = {
  parameters: withRoutineHandlers(http.post('/api/user-routines', () => HttpResponse.json({}))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toggleAllRoutines(canvas);
    const card = await canvas.findByRole('article', { name: 'Inicio total' });
    await userEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    await expectToast('Error al guardar la rutina.');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { routinesHandlers, withRoutineHandlers } from '../../../testing/handlers/routines';
import { expectToast } from '../../../testing/toasts';
import { onDesktop, onMobile, screenParameters } from '../../../testing/stories';
import { RoutineNewPage } from './routine-new-page';
import { dashboardShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Rutinas/RoutineNewPage',
  component: RoutineNewPage,
  parameters: screenParameters('/dashboard/routines/new', { shell: dashboardShell, signedIn: true }),
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

/** The body "Crear rutina en blanco" sent. */
const blankBodies: unknown[] = [];
const recordingBlank = withRoutineHandlers(
  http.post('/api/user-routines/blank', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    blankBodies.push(body);
    return HttpResponse.json({ ...body, rutina_id: 52, ejercicios: [] }, { status: 201 });
  }),
);

async function blankRoutine({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  blankBodies.length = 0;
  const section = within(await canvas.findByRole('region', { name: 'Rutina en blanco' }));
  await userEvent.type(section.getByRole('textbox', { name: /^Nombre/ }), 'Torso en casa');
  await userEvent.selectOptions(section.getByLabelText(/Día de la semana/), 'Martes');
  await userEvent.type(section.getByLabelText(/Fecha de inicio/), '01-12-2026');
  await userEvent.type(section.getByLabelText(/Fecha de fin/), '31-01-2027');
  await userEvent.click(section.getByRole('button', { name: 'Crear rutina en blanco' }));
  await expectToast('Rutina creada. Añade sus ejercicios.');
  await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/routines/edit/52');
  await expect(blankBodies).toEqual([
    { nombre: 'Torso en casa', dia: 2, fecha_inicio_rutina: '01-12-2026', fecha_fin_rutina: '31-01-2027' },
  ]);
}

/** Issue #40, "Rutina en blanco": name, weekday and dates; the editor opens on the new routine. */
export const BlankRoutine: Story = { ...onDesktop, parameters: recordingBlank, play: blankRoutine };
export const BlankRoutineOnMobile: Story = { ...onMobile, parameters: recordingBlank, play: blankRoutine };

/** "Crear rutina en blanco" with nothing typed: each field says what it needs, nothing is sent. */
export const BlankRoutineInvalid: Story = {
  ...onDesktop,
  parameters: recordingBlank,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    blankBodies.length = 0;
    const section = within(await canvas.findByRole('region', { name: 'Rutina en blanco' }));
    await userEvent.type(section.getByRole('textbox', { name: /^Nombre/ }), 'ab');
    await userEvent.click(section.getByRole('button', { name: 'Crear rutina en blanco' }));
    await expect(await section.findByText('El nombre de la rutina debe tener entre 3 y 80 caracteres.')).toBeVisible();
    await expect(section.getAllByText('Por favor, complete todos los campos requeridos.')).toHaveLength(3);
    await expect(section.getByRole('textbox', { name: /^Nombre/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(blankBodies).toEqual([]);
  },
};

/** "Desde una plantilla" shows up to 9 templates a page on a wide screen (SPEC's 3 stay on a phone). */
export const TemplatesOnWideScreen: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const templates = within(await canvas.findByRole('region', { name: 'Desde una plantilla' }));
    await expect((await templates.findAllByRole('article')).length).toBeGreaterThan(3);
  },
};

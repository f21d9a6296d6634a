import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makePlan } from '../../../testing/fixtures/plans';
import { fakePlans, plansAnswer } from '../../../testing/handlers/plans';
import { workoutServer } from '../../../testing/handlers/workouts';
import { expectTexts, interactionOnly, onMobile, screenParameters, showsLoadingStatus } from '../../../testing/stories';
import PlanPage from './plan-page';
import { dashboardShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Programas/PlanPage',
  component: PlanPage,
  parameters: {
    ...screenParameters('/dashboard/programas/41', {
      shell: dashboardShell,
      path: '/dashboard/programas/:id',
      signedIn: true,
    }),
  },
} satisfies Meta<typeof PlanPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, name: RegExp) =>
  within(within(canvasElement).getByRole('table', { name: 'Objetivo de cada sesión por semana' })).getByRole('row', {
    name,
  });

/** Where the user is: week 3 of 6, today's session ready to start. */
async function expectWhereTheUserIs(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Programa de fuerza · 6 semanas' })).toBeVisible();
  await expectTexts(canvas, ['Estás en la semana 3 de 6.', 'Hoy toca: Cuerpo completo A']);
  await expect(canvas.getByRole('button', { name: 'Empezar entrenamiento' })).toBeVisible();
}

/** The grid: week 3 highlighted with 3 + 1 sets, the deload week marked. */
async function expectWeekGrid(canvasElement: HTMLElement) {
  const current = row(canvasElement, /^Semana 3 \(actual\)/);
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(current).toHaveTextContent('Sentadilla con barra: 4 x 6–8');
  await expect(current).toHaveTextContent('Plancha frontal: 3 x 30');
  await expect(row(canvasElement, /^Semana 1/)).toHaveTextContent('Sentadilla con barra: 3 x 6–8');
  const deload = row(canvasElement, /^Semana 6/);
  await expect(deload).toHaveTextContent('Descarga');
  await expect(deload).toHaveTextContent('Sentadilla con barra: 2 x 6–8');
  await expect(deload).not.toHaveAttribute('aria-current');
}

/** Weekly sets against the recommended band. */
async function expectWeeklyVolume(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectTexts(canvas, [/Tres sesiones de cuerpo completo/]);
  const volume = within(canvas.getByRole('table', { name: /Zona recomendada: 8–20 series/ }));
  await expect(volume.getByRole('row', { name: /Isquiotibiales 22/ })).toHaveTextContent('Por encima');
  await expect(volume.getByRole('row', { name: /Espalda 6/ })).toHaveTextContent('Por debajo');
  await expect(volume.getByRole('row', { name: /Pecho 9/ })).toHaveTextContent('En la zona');
}

/** Each session lists its exercises and opens its routine. */
async function expectSessions(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const session = within(canvas.getByRole('article', { name: /Cuerpo completo B/ }));
  await expect(session.getAllByText('3 x 8–10 · descanso 120 s')).toHaveLength(2);
  await expect(session.getByRole('link', { name: 'Abrir la rutina' })).toHaveAttribute(
    'href',
    '/dashboard/routines/edit/502',
  );
}

/**
 * Week 3 of 6: the grid's week 3 row highlighted (each cell `targetForWeek`: 3 + 1 sets), the
 * deload week marked, today's session ready to start, weekly sets against the band.
 */
export const CurrentWeek: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, step }) => {
    await step("Where the user is: week 3 of 6, today's session ready to start", () =>
      expectWhereTheUserIs(canvasElement),
    );
    await step('The grid: week 3 highlighted with 3 + 1 sets, the deload week marked', () =>
      expectWeekGrid(canvasElement),
    );
    await step('Weekly sets against the recommended band', () => expectWeeklyVolume(canvasElement));
    await step('Each session lists its exercises and opens its routine', () => expectSessions(canvasElement));
  },
};

/** In the deload week that row is the highlighted one. */
export const DeloadWeek: Story = {
  parameters: { msw: { handlers: plansAnswer.with(makePlan(6)) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Estás en la semana 6 de 6.');
    const current = row(canvasElement, /^Semana 6 \(actual\)/);
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toHaveTextContent('Descarga');
    await expect(current).toHaveTextContent('RIR 4');
  },
};

/** Before the block starts: its start date, no week highlighted, nothing to start today. */
export const BeforeStart: Story = {
  parameters: { msw: { handlers: plansAnswer.with(makePlan(0)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^El programa empieza el /)).toBeVisible();
    await expect(canvasElement.querySelector('tr[aria-current]')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Empezar entrenamiento' })).toBeNull();
  },
};

/** After the block: when it ended, no week highlighted. */
export const Finished: Story = {
  parameters: { msw: { handlers: plansAnswer.with(makePlan(9, { semana_actual: null })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^El programa terminó el /)).toBeVisible();
    await expect(canvasElement.querySelector('tr[aria-current]')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Empezar entrenamiento' })).toBeNull();
  },
};

const training = workoutServer({ workout: null });

/** "Empezar entrenamiento" starts today's session of the programme and opens it. */
export const StartToday: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { workouts: training.handlers } }, ...interactionOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Empezar entrenamiento' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/dashboard/workouts/42'));
    await expect(training.state.workout?.rutina_id).toBe(501);
  },
};

const deleting = fakePlans(() => [makePlan()]);

/** Delete asks about the routines; "Conservar" sends `rutinas=conservar` and goes back to the list. */
export const DeleteKeepingRoutines: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { plans: deleting.handlers } }, ...interactionOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Eliminar programa' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: '¿Eliminar este programa?' }));
    await waitFor(() => expect(dialog.getByText(/¿Qué hacemos con ellas\?/)).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Borrar también las rutinas' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Conservar las rutinas' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/dashboard/programas'));
    await expect(deleting.requests[0]?.url).toMatch(/\/api\/plans\/41\?rutinas=conservar$/);
  },
};

/** Cancel closes the question and deletes nothing. */
export const DeleteCancelled: Story = {
  parameters: { msw: { handlers: { plans: fakePlans(() => [makePlan()]).handlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Eliminar programa' }));
    const body = within(document.body);
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Programa de fuerza · 6 semanas' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: plansAnswer.pending() } },
  play: showsLoadingStatus('Cargando programa…'),
};

export const Error: Story = {
  parameters: { msw: { handlers: plansAnswer.failing() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No se ha podido cargar el programa.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a Programas' })).toHaveAttribute(
      'href',
      '/dashboard/programas',
    );
  },
};

/** Another user's plan or one deleted (404): "no existe", no retry. */
export const NotFound: Story = {
  parameters: { router: { route: '/dashboard/programas/999', path: '/dashboard/programas/:id' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Este programa no existe o ya no está disponible.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  },
};

/** An id that cannot be one is not found without asking the server. */
export const BadId: Story = {
  parameters: { router: { route: '/dashboard/programas/abc', path: '/dashboard/programas/:id' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Este programa no existe o ya no está disponible.')).toBeVisible();
  },
};

/** 390 px: the grid scrolls inside its own box; the page does not scroll sideways. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Estás en la semana 3 de 6.');
    await expect(canvasElement.clientWidth).toBeLessThanOrEqual(390);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Empezar entrenamiento' })).toBeVisible();
  },
};

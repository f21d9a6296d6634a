import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makePlan } from '../../../testing/fixtures/plans';
import { fakePlans, plansAnswer } from '../../../testing/handlers/plans';
import { interactionOnly, screenParameters } from '../../../testing/stories';
import PlanNewPage from './plan-new-page';
import { dashboardShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Programas/PlanNewPage',
  component: PlanNewPage,
  parameters: screenParameters('/dashboard/programas/nuevo', { shell: dashboardShell, signedIn: true }),
} satisfies Meta<typeof PlanNewPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const next = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
const stepHeading = (canvas: Canvas, name: string) => canvas.findByRole('heading', { level: 2, name });

/** Answers the steps before `until` with a beginner on Monday, Wednesday and Friday. */
async function answerUntil(canvas: Canvas, until: 'Días' | 'Duración' | 'Material' | 'Qué evitar' | 'Inicio') {
  await userEvent.click(await canvas.findByRole('radio', { name: 'Menos de 6 meses' }));
  await next(canvas);
  await stepHeading(canvas, 'Días');
  if (until === 'Días') return;
  for (const day of ['Lunes', 'Miércoles', 'Viernes'])
    await userEvent.click(canvas.getByRole('checkbox', { name: day }));
  await next(canvas);
  await stepHeading(canvas, 'Duración');
  if (until === 'Duración') return;
  await next(canvas);
  await stepHeading(canvas, 'Material');
  if (until === 'Material') return;
  await next(canvas);
  await stepHeading(canvas, 'Qué evitar');
  if (until === 'Qué evitar') return;
  await next(canvas);
  await stepHeading(canvas, 'Inicio');
}

/** The first step: the experience question, nothing chosen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crear programa' })).toBeVisible();
    await expect(canvas.getByText('Paso 1 de 6')).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Cuánto tiempo llevas entrenando/ })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Anterior' })).toBeNull();
  },
};

/** "Siguiente" with no answer: the Spanish message, and the step stays. */
export const ExperienceRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await next(canvas);
    await expect(await canvas.findByText('Responde cuánto tiempo llevas entrenando')).toBeVisible();
    await expect(canvas.getByText('Paso 1 de 6')).toBeVisible();
  },
};

/**
 * Keyboard only: Tab to the answers, arrows choose, Enter on "Siguiente"; the next step's heading
 * takes the focus, and Space ticks days.
 */
export const KeyboardPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first Tab reaches "Saltar al contenido", which skips the menu.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Saltar al contenido' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Menos de 6 meses' })).toBeChecked());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Días' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Lunes' })).toBeChecked();
  },
};

/** Days: the sessions a week default to the level's (3 for under six months), at most the days ticked. */
export const DaysStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answerUntil(canvas, 'Días');
    const sessions = canvas.getByLabelText('Sesiones a la semana');
    await expect(sessions).toHaveDisplayValue('Las recomendadas para tu nivel (3)');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Martes' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Jueves' }));
    await expect(sessions).toHaveDisplayValue('Las recomendadas para tu nivel (2)');
  },
};

/** One day, or more sessions than days: each refused in Spanish. */
export const DaysErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answerUntil(canvas, 'Días');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lunes' }));
    await next(canvas);
    await expect(await canvas.findByText('Elige al menos 2 días para entrenar')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Jueves' }));
    await userEvent.selectOptions(canvas.getByLabelText('Sesiones a la semana'), '4');
    await next(canvas);
    await expect(
      await canvas.findByText('No puedes hacer más sesiones a la semana que días has elegido'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Sesiones a la semana')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const BlockStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answerUntil(canvas, 'Duración');
    await expect(canvas.getByLabelText(/Semanas del bloque/)).toHaveDisplayValue('6 semanas');
    await expect(canvas.getByRole('radio', { name: '45 min' })).toBeChecked();
  },
};

/** Equipment: a full gym to start with; none at all is refused. */
export const EquipmentRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answerUntil(canvas, 'Material');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gimnasio completo' }));
    await next(canvas);
    await expect(await canvas.findByText('Elige al menos un material')).toBeVisible();
  },
};

/** Sore areas, and exercises picked from the catalogue (each with its own "Quitar"). */
export const AvoidStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answerUntil(canvas, 'Qué evitar');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rodilla' }));
    await expect(canvas.getByText('Ningún ejercicio excluido.')).toBeVisible();
    const select = canvas.getByLabelText('Ejercicios que prefieres evitar');
    await waitFor(() => expect(select).not.toBeDisabled());
    await userEvent.selectOptions(select, 'Sentadilla búlgara');
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir' }));
    await expect(canvas.getByText('Sentadilla búlgara')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar Sentadilla búlgara' }));
    await expect(canvas.getByText('Ningún ejercicio excluido.')).toBeVisible();
  },
};

const created = fakePlans(() => [makePlan()]);

/** The whole wizard: the body sent is the contract's, and the new plan opens. */
export const CreatesPlan: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: { plans: created.handlers } }, ...interactionOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answerUntil(canvas, 'Qué evitar');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Zona lumbar' }));
    await next(canvas);
    await stepHeading(canvas, 'Inicio');
    await expect(canvas.getByText('Paso 6 de 6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Crear programa' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/dashboard/programas/42'));
    await expect(created.requests[0]?.body).toEqual({
      experiencia: 'menos_6_meses',
      dias: [1, 3, 5],
      semanas: 6,
      duracion_min: 45,
      equipamiento: ['gimnasio'],
      evitar_zonas: ['zona_lumbar'],
      evitar_ejercicios: [],
    });
  },
};

/** A start date in the past is refused before anything is sent. */
export const StartInThePast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answerUntil(canvas, 'Inicio');
    await userEvent.type(canvas.getByLabelText('Fecha de inicio'), '06-01-2020');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear programa' }));
    await expect(await canvas.findByText('La fecha de inicio no puede ser anterior a hoy')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: plansAnswer.submitting() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answerUntil(canvas, 'Inicio');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear programa' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Creando programa/ })).toBeDisabled());
  },
};

const REFUSAL = 'No hay ejercicios suficientes con el material elegido';

/** The wizard sent, the server refused: its reason shown as it said it. */
async function refused(canvas: Canvas) {
  await answerUntil(canvas, 'Inicio');
  await userEvent.click(canvas.getByRole('button', { name: 'Crear programa' }));
  await expect(await canvas.findByText('No se pudo crear el programa.')).toBeVisible();
  await expect(canvas.getByText(REFUSAL)).toBeVisible();
}

/** The server's refusal is shown as it said it, on the last step. */
export const ServerError: Story = {
  parameters: { msw: { handlers: plansAnswer.refusing(REFUSAL, 422) } },
  play: async ({ canvasElement }) => refused(within(canvasElement)),
};

/** After a refusal the choices stay: "Anterior" goes back a step and the error goes. */
export const ServerErrorThenBack: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: plansAnswer.refusing(REFUSAL, 422) }, ...interactionOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await refused(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(canvas.queryByText('No se pudo crear el programa.')).toBeNull();
  },
};

/** A failure without a message (network, 500): the general sentence. */
export const ServerFailure: Story = {
  parameters: { msw: { handlers: { plans: [http.post('/api/plans', () => HttpResponse.error())] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answerUntil(canvas, 'Inicio');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear programa' }));
    await expect(await canvas.findByText('No se pudo crear el programa.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answerUntil(canvas, 'Días');
    await expect(canvas.getByRole('checkbox', { name: 'Domingo' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

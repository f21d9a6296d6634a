import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makePlan, sessionsFixture } from '../../../testing/fixtures/plans';
import { expectTexts, onMobile } from '../../../testing/stories';
import { PlanOverview } from './plan-overview';

const meta = {
  title: 'Patrones/Programas/PlanOverview',
  component: PlanOverview,
  parameters: { layout: 'padded', session: 'signed-in' },
  args: { plan: makePlan(3) },
} satisfies Meta<typeof PlanOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In its third week with a session today: where the user is and "Empezar entrenamiento". */
export const RunningWithSessionToday: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTexts(canvas, [
      '6 semanas · 3 sesiones a la semana · 45 min · Cuerpo completo',
      'Estás en la semana 3 de 6.',
      'Hoy toca: Cuerpo completo A',
    ]);
    await expect(canvas.getByRole('button', { name: 'Empezar entrenamiento' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Observaciones' })).toHaveTextContent(/Tres sesiones de cuerpo/);
  },
};

/** A rest day: the week, no session to start. */
export const RunningRestDay: Story = {
  args: { plan: makePlan(3, { sesiones: sessionsFixture([8, 8, 8] as unknown as [number, number, number]) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Estás en la semana 3 de 6.')).toBeVisible();
    await expect(canvas.queryByText(/^Hoy toca/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Empezar entrenamiento' })).toBeNull();
  },
};

/** Starts next Monday: says when. */
export const Upcoming: Story = {
  args: { plan: makePlan(0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^El programa empieza el /)).toBeVisible();
  },
};

/** Over: says when it ended. */
export const Finished: Story = {
  args: { plan: { ...makePlan(8), semana_actual: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^El programa terminó el /)).toBeVisible();
  },
};

const LONG_OBSERVATIONS =
  'Tres sesiones de cuerpo completo con 48 horas entre ellas para que cada grupo muscular se recupere.\n' +
  'Los ejercicios principales (sentadilla, press de banca, peso muerto rumano y press militar) se mantienen todo el bloque: ' +
  'así el progreso semana a semana se ve en el peso que mueves.\n' +
  'Si una sesión se alarga, recorta primero los accesorios, nunca el calentamiento.';

/** Long observations keep their paragraphs; on a phone the status and its button stack. */
export const Mobile: Story = {
  ...onMobile,
  args: { plan: makePlan(3, { observaciones: LONG_OBSERVATIONS }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/recorta primero los accesorios/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

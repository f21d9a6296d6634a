import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { WorkoutExercise } from '../../../lib/contract-training';
import { routineInProgramme } from '../../../testing/handlers/routines';
import { makeWorkout } from '../../../testing/handlers/workouts';
import { onMobile } from '../../../testing/stories';
import { SessionPlanTarget, SessionPlanWeek } from './session-plan-week';

const [squat, bench] = makeWorkout().ejercicios as [WorkoutExercise, WorkoutExercise];

/** The header's week line and, under it, the week's target of the squat and of the bench press. */
function PlanLines({ rutinaId }: { rutinaId: number | null }) {
  return (
    <Stack gap="2">
      <SessionPlanWeek rutinaId={rutinaId} />
      <SessionPlanTarget rutinaId={rutinaId} exercise={squat} />
      <SessionPlanTarget rutinaId={rutinaId} exercise={bench} />
    </Stack>
  );
}

const meta = {
  title: 'Patrones/Entrenamiento/SessionPlanWeek',
  component: PlanLines,
  subcomponents: { SessionPlanWeek, SessionPlanTarget },
  parameters: { layout: 'padded', ...routineInProgramme(3) },
  args: { rutinaId: 1 },
} satisfies Meta<typeof PlanLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Week 3 of 6: the week, its RIR, and the squat's target (one set more); the bench is not in the routine. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Semana 3 de 6 · RIR 2')).toBeVisible();
    await expect(canvas.getByText('Esta semana: 4 x 12')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-plan-target]')).toHaveLength(1);
  },
};

/** The deload week: a badge, and one set fewer. */
export const Deload: Story = {
  parameters: routineInProgramme(6),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Semana de descarga')).toBeVisible();
    await expect(canvas.getByText('Esta semana: 2 x 12')).toBeVisible();
  },
};

/** Outside the programme's block (or no programme, or no routine): nothing at all. */
export const OutsideTheBlock: Story = {
  parameters: routineInProgramme(null),
  play: async ({ canvasElement }) => {
    // The routine list answers at once (MSW): by then a week line would be there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector('[data-plan-week]')).toBeNull();
    await expect(canvasElement.querySelector('[data-plan-target]')).toBeNull();
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Semana 3 de 6 · RIR 2')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

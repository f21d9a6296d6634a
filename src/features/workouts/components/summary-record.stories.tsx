import { List } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { recordsFixture } from '../../../testing/handlers/workouts';
import { choice, fixed } from '../../../testing/controls';
import { onMobile } from '../../../testing/stories';
import { SummaryRecord } from './summary-record';

const [e1rm, reps, volume] = recordsFixture;

/**
 * A record beaten in the session, as its summary lists it (WorkoutSummary shows them together):
 * the exercise, what was beaten, and the best before it, or "primera vez".
 */
const meta = {
  title: 'Patrones/Entrenamiento/SummaryRecord',
  component: SummaryRecord,
  parameters: { layout: 'padded' },
  args: { record: e1rm!, unit: 'kg' },
  argTypes: {
    record: fixed('El récord batido (datos de ejemplo)'),
    unit: choice('Unidad de peso del usuario', ['kg', 'lb']),
  },
  decorators: [
    (Story) => (
      <List.Root variant="plain" gap="3">
        <Story />
      </List.Root>
    ),
  ],
} satisfies Meta<typeof SummaryRecord>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The best estimated 1RM, beside the best before it. */
export const EstimatedMax: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sentadilla')).toBeVisible();
    await expect(canvas.getByText(/^Mejor 1RM estimado: 83,33? kg/)).toBeVisible();
    await expect(canvas.getByText('antes: 80 kg')).toBeVisible();
  },
};

/** More repetitions with a weight than ever: the first time, so "primera vez". */
export const FirstTimeReps: Story = {
  args: { record: reps! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Más repeticiones con 62,5 kg: 10/)).toBeVisible();
    await expect(canvas.getByText('primera vez')).toBeVisible();
  },
};

/** The session's volume for the exercise, in pounds for a user who lifts in them. */
export const VolumeInPounds: Story = {
  args: { record: volume!, unit: 'lb' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Mejor volumen en una sesión: .+ lb/)).toBeVisible();
    await expect(canvas.getByText(/^antes: .+ lb$/)).toBeVisible();
  },
};

/** On a phone the badge wraps under the text when the line is full. */
export const FirstTimeRepsOnMobile: Story = { ...FirstTimeReps, ...onMobile };

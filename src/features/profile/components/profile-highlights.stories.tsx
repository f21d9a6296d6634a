import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onMobile } from '../../../testing/stories';
import { ProfileHighlights } from './profile-highlights';

const meta = {
  title: 'Patrones/Perfil/ProfileHighlights',
  component: ProfileHighlights,
  parameters: { layout: 'padded' },
  args: {
    items: [
      { label: 'IMC', value: '23,4' },
      { label: 'Objetivo', value: 'Ganar fuerza' },
    ],
  },
} satisfies Meta<typeof ProfileHighlights>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BMI and goal, large, on the brand tint. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('23,4')).toBeVisible();
    await expect(canvas.getByText('Ganar fuerza')).toBeVisible();
  },
};

const LONG_GOAL = {
  items: [
    { label: 'IMC', value: '31,8' },
    { label: 'Objetivo', value: 'Mejorar la resistencia cardiovascular y perder grasa' },
  ],
};

/** A long goal wraps inside its tile. */
export const LongGoal: Story = {
  args: LONG_GOAL,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Mejorar la resistencia/)).toBeVisible();
  },
};

/** Two tiles side by side even at 375 px; a long value wraps, never overflows. */
export const Mobile: Story = {
  ...onMobile,
  args: LONG_GOAL,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

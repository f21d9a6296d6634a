import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onMobile } from '../../../testing/stories';
import { ExerciseGroup } from './exercise-group';

const meta = {
  title: 'Patrones/Entrenamiento/ExerciseGroup',
  component: ExerciseGroup,
  parameters: { layout: 'padded' },
  args: {
    kind: 'superset',
    children: [
      <Box key="a" as="article" aria-label="Press de banca" p="4" borderWidth="1px">
        1. Press de banca
      </Box>,
      <Box key="b" as="article" aria-label="Remo con barra" p="4" borderWidth="1px">
        2. Remo con barra
      </Box>,
    ],
  },
} satisfies Meta<typeof ExerciseGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two exercises done in turns: one group named "Superserie" holding both cards. */
export const Superset: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Superserie' });
    await expect(within(group).getAllByRole('article')).toHaveLength(2);
  },
};

/** Three or more: a circuit. */
export const Circuit: Story = {
  args: { kind: 'circuit' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Circuito' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Superserie' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

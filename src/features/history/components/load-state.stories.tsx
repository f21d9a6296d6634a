import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { showsLoadingStatus } from '../../../testing/stories';
import { LoadingRows } from './load-state';

const meta = {
  title: 'Patrones/Historial/LoadingRows',
  component: LoadingRows,
  parameters: { layout: 'padded' },
  args: { label: 'Cargando historial…' },
} satisfies Meta<typeof LoadingRows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The history's placeholders: five rows, announced as a busy status. */
export const Default: Story = {
  play: async (context) => {
    await showsLoadingStatus('Cargando historial…')(context);
    await expect(context.canvasElement.querySelectorAll('.chakra-skeleton')).toHaveLength(5);
  },
};

/** A session's placeholders: fewer rows. */
export const FewRows: Story = {
  args: { label: 'Cargando sesión…', rows: 2 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Cargando sesión…' });
    await expect(status.children).toHaveLength(2);
  },
};

import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RoutineGrid } from './routine-grid';

const ITEMS = [1, 2, 3, 4, 5, 6, 7];

const meta = {
  title: 'Features/Routines/RoutineGrid',
  component: RoutineGrid<number>,
  parameters: { layout: 'padded' },
  args: {
    items: ITEMS,
    isLoading: false,
    isError: false,
    emptyText: 'No hay rutinas creadas todavía',
    getKey: (n: number) => n,
    renderItem: (n: number) => (
      <Box borderWidth="1px" p="4" data-testid="item">
        {n}
      </Box>
    ),
  },
} satisfies Meta<typeof RoutineGrid<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 3 per page; the paginator stays within 1..3. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('item').map((e) => e.textContent)).toEqual(['1', '2', '3']);
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(canvas.getAllByTestId('item').map((e) => e.textContent)).toEqual(['7']);
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando rutinas…' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay rutinas creadas todavía')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { isError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No se pudieron cargar las rutinas.')).toBeVisible();
  },
};

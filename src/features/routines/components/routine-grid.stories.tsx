import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RoutineGrid } from './routine-grid';
import { fixed, LOADING_LIST, number } from '../../../testing/controls';

const ITEMS = [1, 2, 3, 4, 5, 6, 7];

const meta = {
  title: 'Patrones/Rutinas/RoutineGrid',
  component: RoutineGrid<number>,
  parameters: { layout: 'padded' },
  args: {
    items: ITEMS,
    isLoading: false,
    isError: false,
    empty: 'No hay rutinas creadas todavía',
    onRetry: fn(),
    getKey: (n: number) => n,
    renderItem: (n: number) => (
      <Box borderWidth="1px" p="4" data-testid="item">
        {n}
      </Box>
    ),
  },
  argTypes: {
    items: { description: 'Elementos de la lista (vacío: sin datos aún)', control: 'object' },
    ...LOADING_LIST,
    perPage: number('Tarjetas por página', 1, 12),
    getKey: fixed('Clave de cada elemento'),
    renderItem: fixed('Cómo se dibuja cada elemento'),
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

/** A failed load: the error and "Reintentar", never the empty text. */
export const LoadError: Story = {
  args: { isError: true, items: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No se pudieron cargar las rutinas.')).toBeVisible();
    await expect(canvas.queryByText('No hay rutinas creadas todavía')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

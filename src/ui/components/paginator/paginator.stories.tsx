import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { event, number } from '../../../testing/controls';
import { Paginator, type PaginatorProps } from './paginator';

/** The paginator holding its page, as a list does; a page chosen in the Controls panel starts it again. */
function Stateful(props: PaginatorProps) {
  const [page, setPage] = useState(props.page);
  const change = (next: number) => {
    setPage(next);
    props.onChange(next);
  };
  return <Paginator {...props} page={page} onChange={change} />;
}

const meta = {
  title: 'Componentes/Paginator',
  component: Paginator,
  parameters: { layout: 'padded' },
  args: { page: 1, total: 3, numbered: false, onChange: fn() },
  argTypes: {
    page: number('Página actual (desde 1)', 1, 100),
    total: number('Número de páginas (0 cuenta como 1)', 0, 100),
    numbered: { description: 'Un botón por página (listas largas como el catálogo)' },
    onChange: event('Al cambiar de página, con la nueva'),
  },
  render: (args) => <Stateful key={args.page} {...args} />,
} satisfies Meta<typeof Paginator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(canvas.getByText('3 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  },
};

/** An empty list still shows "1 / 1" (total is at least 1). */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 / 1')).toBeVisible();
  },
};

/** Page numbers for a long list (the exercise catalogue): first, last, the current one's neighbours. */
export const Numbered: Story = {
  args: { total: 71, numbered: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 / 71')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 1 de 71' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Página 71 de 71' }));
    await expect(canvas.getByText('71 / 71')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Página 70 de 71' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Página anterior' }));
    await expect(canvas.getByText('69 / 71')).toBeVisible();
  },
};

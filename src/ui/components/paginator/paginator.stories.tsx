import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Paginator } from './paginator';

const meta = {
  title: 'Componentes/Paginator',
  component: Paginator,
  parameters: { layout: 'padded' },
  args: { page: 1, total: 3, onChange: () => undefined },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <Paginator {...args} page={page} onChange={setPage} />;
  },
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

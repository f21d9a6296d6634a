import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { event } from '../../../testing/controls';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Componentes/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'padded' },
  args: { open: true, title: '¿Deseas eliminar esta rutina?', loading: false, onConfirm: fn(), onClose: fn() },
  argTypes: {
    open: { description: 'Diálogo abierto' },
    title: { description: 'La pregunta, en la cabecera' },
    children: { description: 'Texto bajo la pregunta (opcional)', control: 'text' },
    confirmLabel: { description: 'Texto del botón de confirmar (por defecto «Confirmar»)' },
    cancelLabel: { description: 'Texto del botón de cancelar (por defecto «Cancelar»)' },
    loading: { description: 'Confirmando: indicador de carga y Cancelar desactivado' },
    onConfirm: event('Al pulsar Confirmar'),
    onClose: event('Al cancelar: botón Cancelar, ×, Escape o clic fuera'),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: '¿Deseas eliminar esta rutina?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

export const OpenAndCancel: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Eliminar</Button>
        <ConfirmDialog
          {...args}
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eliminar' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

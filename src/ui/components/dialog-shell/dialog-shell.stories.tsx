import { Button, Dialog, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { choice, event, fixed } from '../../../testing/controls';
import { DialogShell } from './on-demand';

const meta = {
  title: 'Componentes/DialogShell',
  component: DialogShell,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    title: 'Press de banca',
    closeLabel: 'Cerrar',
    onClose: fn(),
    children: (
      <>
        <Dialog.Body>
          <Text>Túmbate en el banco con los pies apoyados en el suelo.</Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline">Cerrar</Button>
        </Dialog.Footer>
      </>
    ),
  },
  // react-docgen finds no component in on-demand.tsx (a factory's result): every row is written here.
  argTypes: {
    open: { description: 'Diálogo abierto', control: 'boolean' },
    title: { description: 'Título de la cabecera', control: 'text' },
    closeLabel: { description: 'Nombre accesible del botón ×', control: 'text' },
    size: choice('Anchura del diálogo', ['xs', 'sm', 'md', 'lg', 'xl', 'cover', 'full'], 'select'),
    role: choice('Rol: `alertdialog` para una pregunta', ['dialog', 'alertdialog']),
    scrollBehavior: choice('Qué se desplaza si no cabe: el cuerpo o la página', ['inside', 'outside']),
    children: fixed('Cuerpo y pie del diálogo (Dialog.Body, Dialog.Footer)'),
    frame: fixed('Envuelve cabecera y cuerpo (FormDialog los mete en su formulario)'),
    onClose: event('Al cerrar: ×, Escape o clic fuera'),
  },
} satisfies Meta<typeof DialogShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, body and footer from the caller; the close button (×) in the corner and Escape close it. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Press de banca' });
    await waitFor(() => expect(within(dialog).getByText(/Túmbate en el banco/)).toBeVisible());
    const buttons = within(dialog).getAllByRole('button', { name: 'Cerrar' });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** The alert role for a question (ConfirmDialog), and a frame around header and body (FormDialog's form). */
export const AlertWithFrame: Story = {
  args: {
    role: 'alertdialog',
    title: '¿Deseas eliminar esta rutina?',
    frame: (content) => <form aria-label="Formulario de prueba">{content}</form>,
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: '¿Deseas eliminar esta rutina?' });
    const form = within(dialog).getByRole('form', { name: 'Formulario de prueba' });
    // Visible once the opening animation has run.
    await waitFor(() =>
      expect(within(form).getByRole('heading', { name: '¿Deseas eliminar esta rutina?' })).toBeVisible(),
    );
  },
};

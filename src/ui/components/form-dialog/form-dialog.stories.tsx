import { Input } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { choice, event, fixed } from '../../../testing/controls';
import { FormField } from '../form-field';
import { FormDialog } from './form-dialog';

const meta = {
  title: 'Componentes/FormDialog',
  component: FormDialog,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    title: 'Editar perfil',
    submitLabel: 'Guardar',
    cancelLabel: 'Cancelar',
    loadingText: 'Guardando…',
    submitDisabled: false,
    loading: false,
    tone: 'brand',
    onSubmit: fn((e: React.FormEvent) => e.preventDefault()),
    onClose: fn(),
    children: (
      <FormField label="Nombre">
        <Input defaultValue="Marta" />
      </FormField>
    ),
  },
  argTypes: {
    open: { description: 'Diálogo abierto' },
    title: { description: 'Título de la cabecera' },
    submitLabel: { description: 'Texto del botón de enviar' },
    cancelLabel: { description: 'Texto de Cancelar; también nombra el botón ×' },
    loadingText: { description: 'Texto del botón de enviar mientras guarda' },
    submitDisabled: { description: 'Botón de enviar desactivado (formulario no válido)' },
    loading: { description: 'Guardando: indicador de carga en el botón de enviar' },
    size: choice('Anchura del diálogo', ['xs', 'sm', 'md', 'lg', 'xl', 'cover', 'full'], 'select'),
    tone: { description: '`danger`: botón rojo, para lo que no se puede deshacer' },
    children: fixed('Los campos del formulario'),
    onSubmit: event('Al enviar el formulario'),
    onClose: event('Al cancelar: Cancelar, ×, Escape o clic fuera'),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting the form calls onSubmit; the fields are labelled inside the dialog. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Editar perfil' });
    await expect(within(dialog).getByLabelText(/Nombre/)).toHaveValue('Marta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** An invalid form keeps the submit button disabled; Cancel still closes. */
export const SubmitDisabled: Story = {
  args: { submitDisabled: true },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await userEvent.click(within(dialog).getByText('Cancelar', { selector: 'button' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** While saving, the submit button shows the loading text. */
export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /Guardando/ })).toBeDisabled();
  },
};

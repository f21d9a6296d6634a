import { Input } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
    onSubmit: fn((e: React.FormEvent) => e.preventDefault()),
    onClose: fn(),
    children: (
      <FormField label="Nombre">
        <Input defaultValue="Marta" />
      </FormField>
    ),
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

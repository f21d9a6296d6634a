import { Field } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixed } from '../../../testing/controls';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Componentes/PasswordInput',
  component: PasswordInput,
  parameters: { layout: 'padded' },
  args: { placeholder: '••••••••' },
  argTypes: {
    placeholder: { description: 'Texto de ejemplo del campo vacío', control: 'text' },
    defaultValue: { description: 'Contraseña con la que empieza', control: 'text' },
    defaultVisible: { description: 'Empieza con la contraseña visible', control: 'boolean' },
    disabled: { description: 'Campo desactivado', control: 'boolean' },
    ref: fixed('Referencia al <input>'),
  },
  render: (args) => (
    <Field.Root maxW="sm">
      <Field.Label>Contraseña</Field.Label>
      <PasswordInput {...args} />
    </Field.Root>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Toggled: Story = {
  args: { defaultValue: 'Secreta#2025' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar contraseña' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field.Root maxW="sm" invalid>
      <Field.Label>Contraseña</Field.Label>
      <PasswordInput {...args} />
      <Field.ErrorText>Mínimo 8 caracteres</Field.ErrorText>
    </Field.Root>
  ),
  args: { defaultValue: 'abc' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mínimo 8 caracteres')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailField } from './email-field';
import { choice, fixed } from '../../../testing/controls';

const meta = {
  title: 'Patrones/Cuenta/EmailField',
  component: EmailField,
  parameters: { layout: 'padded' },
  args: { registration: { name: 'email', onChange: async () => {}, onBlur: async () => {}, ref: () => {} } },
  argTypes: {
    registration: fixed("`register('email')` del formulario de la pantalla"),
    error: choice('Clave del mensaje de validación', ['validation:required', 'validation:email'], 'select'),
  },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Correo electrónico/);
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

export const Invalid: Story = {
  args: { error: 'validation:email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('El email tiene que ser válido')).toBeVisible();
    await expect(canvas.getByLabelText(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
  },
};

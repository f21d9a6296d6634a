import { Button, Input, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../../../ui/components/form-field';
import { AuthForm } from './auth-form';
import { event, fixed } from '../../../testing/controls';

const meta = {
  title: 'Patrones/Cuenta/AuthForm',
  component: AuthForm,
  parameters: { layout: 'padded' },
  args: {
    onSubmit: fn((e: React.FormEvent) => e.preventDefault()),
    children: (
      <Stack gap="4" maxW="sm">
        <FormField label="Correo electrónico">
          <Input type="email" />
        </FormField>
        <Button type="submit" colorPalette="brand">
          Enviar
        </Button>
      </Stack>
    ),
  },
  argTypes: {
    onSubmit: event('Al enviar el formulario'),
    children: fixed('Campos y botón del formulario'),
  },
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered on the client, the fields are enabled at once and the form submits. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/Correo electrónico/);
    await expect(email).toBeEnabled();
    await userEvent.type(email, 'marta@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

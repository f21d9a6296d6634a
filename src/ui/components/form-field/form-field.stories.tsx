import { Input } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { choice, fixed } from '../../../testing/controls';
import { FormField } from './form-field';

const meta = {
  title: 'Componentes/FormField',
  component: FormField,
  args: { label: 'Nombre', children: <Input /> },
  argTypes: {
    label: { description: 'Etiqueta del campo', control: 'text' },
    error: choice(
      'Clave del mensaje de validación (se muestra en español)',
      ['validation:required', 'validation:minName', 'validation:email', 'validation:dateFormat'],
      'select',
    ),
    helper: { description: 'Ayuda bajo el campo (sin error)', control: 'text' },
    required: { description: 'Obligatorio', control: 'boolean' },
    invalid: { description: 'Marcado no válido sin mensaje debajo' },
    requiredIndicator: { description: 'Asterisco de obligatorio' },
    children: fixed('El control: un Input, Select, etc.'),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Nombre/)).toBeRequired();
  },
};

export const WithHelper: Story = {
  args: { helper: 'Mínimo 8 caracteres, con mayúscula, minúscula, número y carácter especial.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Mínimo 8 caracteres/)).toBeVisible();
  },
};

/** A message key of the shared schemas is shown in Spanish and marks the control invalid. */
export const Invalid: Story = {
  args: { error: 'validation:minName' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Debe tener al menos 3 caracteres')).toBeVisible();
    await expect(canvas.getByLabelText(/Nombre/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Invalid with its message shown elsewhere (a form's summary): marked, no text under the control. */
export const InvalidWithoutMessage: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Nombre/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.querySelector('[data-part="error-text"]')).toBeNull();
  },
};

/** Required, without the asterisk (rows of a list that repeat the same fields). */
export const RequiredWithoutIndicator: Story = {
  args: { requiredIndicator: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Nombre')).toBeRequired();
    await expect(canvas.queryByText('*')).toBeNull();
  },
};

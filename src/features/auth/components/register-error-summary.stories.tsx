import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldErrors } from 'react-hook-form';
import { expect, within } from 'storybook/test';
import type { RegisterForm } from '../../../lib/validation';
import { onMobile } from '../../../testing/stories';
import { RegisterErrorSummary } from './register-error-summary';
import { fixed } from '../../../testing/controls';

/** A field's error as react-hook-form reports it: its message is the validation key. */
const wrong = (message: string) => ({ type: 'custom', message });

/** Nothing blank, several fields wrong; the birth date's three selects share one line. */
const SEVERAL: FieldErrors<RegisterForm> = {
  email: wrong('validation:email'),
  password: wrong('validation:passwordRules'),
  day: wrong('validation:invalidDate'),
  month: wrong('validation:invalidDate'),
  year: wrong('validation:invalidDate'),
  peso: wrong('validation:numeric'),
  altura: wrong('validation:numeric'),
};

const meta = {
  title: 'Patrones/Cuenta/RegisterErrorSummary',
  component: RegisterErrorSummary,
  parameters: { layout: 'padded' },
  args: { errors: SEVERAL },
  argTypes: { errors: fixed('Los errores del formulario de registro tras un envío fallido') },
} satisfies Meta<typeof RegisterErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const lines = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A field left blank (with others wrong): SPEC's one line, no list. */
export const Incomplete: Story = {
  args: { errors: { ...SEVERAL, nombre: wrong('validation:required') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Por favor, complete los campos en blanco.')).toBeVisible();
    await expect(canvas.queryByText('Revisa estos campos:')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Nothing blank, several fields wrong: each by its label and its own message, the date once. */
export const SeveralFields: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Revisa estos campos:')).toBeVisible();
    await expect(lines(canvasElement)).toEqual([
      'Correo electrónico: El email tiene que ser válido',
      'Contraseña: La contraseña debe tener por lo menos 1 mayuscula, minuscula, número y caracter especial',
      'Fecha de Nacimiento: La fecha no es válida',
      'Peso (kg): Solo campo numérico',
      'Altura (cm): Solo campo numérico',
    ]);
    await expect(within(canvasElement).queryByText('Por favor, complete los campos en blanco.')).toBeNull();
  },
};

/** The long lines wrap at 375 px; nothing overflows the screen. */
export const SeveralFieldsOnMobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toHaveLength(5);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FILLED_REGISTER, useRegisterStoryForm, type RegisterStoryProps } from '../../../testing/register-story-form';
import { EMPTY } from '../pages/register-page';
import { onDesktop, onMobile, retype } from '../../../testing/stories';
import { RegisterAccountFields } from './register-account-fields';

/** "Datos de acceso" in the register page's form; the confirmation is checked again as the password changes. */
function AccountFields(props: RegisterStoryProps) {
  const { register, trigger, getValues, formState } = useRegisterStoryForm(props);
  const revalidate = () => {
    if (getValues('confirm_password') !== '') void trigger('confirm_password');
  };
  return <RegisterAccountFields register={register} errors={formState.errors} onPasswordChange={revalidate} />;
}

const meta = {
  title: 'Patrones/Cuenta/RegisterAccountFields',
  component: AccountFields,
  parameters: { layout: 'padded' },
  args: { values: EMPTY },
} satisfies Meta<typeof AccountFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the section's heading, five labelled fields, the password's hint, no message. */
export const Empty: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Datos de acceso' })).toBeVisible();
    for (const label of [/^Nombre/, /^Apellidos/, /^Correo electrónico/, /^Contraseña/, /^Confirmar Contraseña/])
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    await expect(
      canvas.getByText('Mínimo 8 caracteres, con mayúscula, minúscula, número y carácter especial.'),
    ).toBeVisible();
    await expect(canvas.queryByText('Campo obligatorio')).toBeNull();
    const [nombre, apellidos] = [canvas.getByLabelText(/^Nombre/), canvas.getByLabelText(/^Apellidos/)];
    await expect(apellidos.getBoundingClientRect().top).toBe(nombre.getBoundingClientRect().top);
  },
};

/** Every field filled with valid values: no message, the passwords hidden. */
export const Filled: Story = {
  ...onDesktop,
  args: { values: FILLED_REGISTER, checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Correo electrónico/)).toHaveValue('lucia.garcia@forja.com');
    await expect(canvas.getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(/^Nombre/)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sent empty: each field says it is needed, and is marked invalid. */
export const Required: Story = {
  ...onDesktop,
  args: { checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Campo obligatorio')).toHaveLength(5);
    await expect(canvas.getByLabelText(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
    // The message replaces the password's hint.
    await expect(canvas.queryByText(/^Mínimo 8 caracteres, con mayúscula/)).toBeNull();
  },
};

/** Each wrong value refused as it is typed: short name, bad e-mail, weak password, another confirmation. */
export const WrongValues: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nombre/), 'Lu');
    await expect(await canvas.findByText('Debe tener al menos 3 caracteres')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Apellidos/), 'G');
    await expect(await canvas.findByText('Debe tener al menos 2 caracteres')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Correo electrónico/), 'lucia.garcia@');
    await expect(await canvas.findByText('El email tiene que ser válido')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'forjaforja');
    await expect(
      await canvas.findByText(
        'La contraseña debe tener por lo menos 1 mayuscula, minuscula, número y caracter especial',
      ),
    ).toBeVisible();
    await retype(canvas.getByLabelText(/^Contraseña/), FILLED_REGISTER.password);
    await userEvent.type(canvas.getByLabelText(/^Confirmar Contraseña/), `${FILLED_REGISTER.password}x`);
    await expect(await canvas.findByText('Las contraseñas no coinciden.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Confirmar Contraseña/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** At 375 px: one field a row, the messages under each. */
export const RequiredMobile: Story = {
  ...onMobile,
  args: { checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Campo obligatorio')).toHaveLength(5);
    const [nombre, apellidos] = [canvas.getByLabelText(/^Nombre/), canvas.getByLabelText(/^Apellidos/)];
    await expect(apellidos.getBoundingClientRect().top).toBeGreaterThan(nombre.getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import type { Goal } from '../../../lib/contract';
import { profileFormSchema, type ProfileForm } from '../../../lib/validation';
import { goalsFixture } from '../../../testing/handlers/reference';
import { onDesktop, onMobile } from '../../../testing/stories';
import { ProfileFormFields } from './profile-form-fields';

const EMPTY: ProfileForm = {
  nombre: '',
  apellidos: '',
  email: '',
  fecha_nacimiento: '',
  sexo: '',
  peso: '',
  altura: '',
  objetivo_id: '',
};
const FILLED: ProfileForm = {
  nombre: 'Lucía',
  apellidos: 'Pérez Gómez',
  email: 'lucia.perez@gmail.com',
  fecha_nacimiento: '1990-05-17',
  sexo: '2',
  peso: '62.5',
  altura: '168',
  objetivo_id: '3',
};

interface ProfileFieldsProps {
  values?: Partial<ProfileForm>;
  goals?: Goal[];
  /** Checked at once, as "Editar usuario" does when it opens: every message shows. */
  checked?: boolean;
}

/** The fields in the dialog's form (the shared schema, a message per field), without the dialog. */
function ProfileFields({ values, goals = goalsFixture, checked = false }: ProfileFieldsProps) {
  const { register, control, trigger, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    mode: 'all',
    defaultValues: { ...EMPTY, ...values },
  });
  useEffect(() => {
    if (checked) void trigger();
  }, [checked, trigger]);
  return (
    <ProfileFormFields
      register={register}
      control={control}
      errorOf={(name) => formState.errors[name]?.message}
      goals={goals}
    />
  );
}

const meta = {
  title: 'Patrones/Perfil/ProfileFormFields',
  component: ProfileFields,
  parameters: { layout: 'padded' },
  args: { values: FILLED },
} satisfies Meta<typeof ProfileFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A profile's values, two columns on a wide screen; the goals come from the reference data. */
export const Default: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Nombre/)).toHaveValue('Lucía');
    await expect(canvas.getByLabelText(/^Correo electrónico/)).toHaveValue('lucia.perez@gmail.com');
    await expect(canvas.getByLabelText(/^Sexo/)).toHaveValue('2');
    await expect(canvas.getByLabelText(/^Objetivo/)).toHaveValue('3');
    await expect(canvas.getByLabelText(/^Peso \(kg\)/)).toHaveValue('62.5');
    const [nombre, apellidos] = [canvas.getByLabelText(/^Nombre/), canvas.getByLabelText(/^Apellidos/)];
    await expect(nombre.getBoundingClientRect().top).toBe(apellidos.getBoundingClientRect().top);
  },
};

/** Nothing filled: the selects read "Selecciona una opción", no message before a check. */
export const Empty: Story = {
  args: { values: EMPTY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Objetivo/)).toHaveDisplayValue('Selecciona una opción');
    await expect(canvas.queryByText('Campo obligatorio')).toBeNull();
  },
};

/** Checked empty: each field says what it needs, in Spanish, and is marked invalid. */
export const Required: Story = {
  args: { values: EMPTY, checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Campo obligatorio')).toHaveLength(6);
    await expect(canvas.getAllByText('Por favor selecciona una opción')).toHaveLength(2);
    await expect(canvas.getByLabelText(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A wrong email and a negative weight, each refused as it is typed. */
export const WrongValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/^Correo electrónico/);
    await userEvent.clear(email);
    await userEvent.type(email, 'lucia.perez@');
    await expect(await canvas.findByText('El email tiene que ser válido')).toBeVisible();
    const weight = canvas.getByLabelText(/^Peso \(kg\)/);
    await userEvent.clear(weight);
    await userEvent.type(weight, '-3');
    await expect(await canvas.findByText('Solo campo numérico')).toBeVisible();
  },
};

/** The birth date reads dd-mm-yyyy; month first (an English browser's order) is refused in Spanish. */
export const BirthDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const birth = canvas.getByLabelText(/^Fecha de nacimiento/);
    await expect(birth).toHaveValue('17-05-1990');
    await userEvent.clear(birth);
    await userEvent.type(birth, '05/17/1990');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Escribe una fecha real como dd-mm-aaaa (por ejemplo, 31-12-2026)'),
    ).toBeVisible();
    await expect(birth).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(birth);
    await userEvent.type(birth, '17-05-1990');
    await expect(canvas.queryByText(/Escribe una fecha real/)).toBeNull();
  },
};

/** The goals failed to load: the goal select has only its placeholder (the dialog says why). */
export const NoGoals: Story = {
  args: { values: { ...FILLED, objetivo_id: '' }, goals: [] },
  play: async ({ canvasElement }) => {
    const goal = within(canvasElement).getByLabelText(/^Objetivo/);
    await expect(within(goal).getAllByRole('option')).toHaveLength(1);
  },
};

/** One column at 375 px, with long names and the messages. */
export const Mobile: Story = {
  ...onMobile,
  args: {
    values: {
      ...FILLED,
      nombre: 'María de los Ángeles Guadalupe',
      apellidos: 'Fernández de Córdoba y Villalobos-Echeverría',
      email: '',
    },
    checked: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Campo obligatorio')).toBeVisible();
    const [nombre, apellidos] = [canvas.getByLabelText(/^Nombre/), canvas.getByLabelText(/^Apellidos/)];
    await expect(apellidos.getBoundingClientRect().top).toBeGreaterThan(nombre.getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

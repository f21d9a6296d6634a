import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { goalsFixture } from '../../../testing/handlers/reference';
import { FILLED_REGISTER, useRegisterStoryForm, type RegisterStoryProps } from '../../../testing/register-story-form';
import { EMPTY } from '../pages/register-page';
import { onDesktop, onMobile, STORY_TODAY } from '../../../testing/stories';
import { yearOptions } from '../pages/register-page';
import { RegisterProfileFields } from './register-profile-fields';

/** "Sobre ti" in the register page's form, with the goals of the reference data. */
function ProfileFields({ noGoals = false, ...props }: RegisterStoryProps & { noGoals?: boolean }) {
  const { register, formState } = useRegisterStoryForm(props);
  return (
    <RegisterProfileFields
      register={register}
      errors={formState.errors}
      goals={noGoals ? [] : goalsFixture}
      years={yearOptions(STORY_TODAY)}
    />
  );
}

const meta = {
  title: 'Patrones/Cuenta/RegisterProfileFields',
  component: ProfileFields,
  parameters: { layout: 'padded' },
  args: { values: EMPTY },
} satisfies Meta<typeof ProfileFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the selects' placeholders, the birth date's three selects under one legend. */
export const Empty: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sobre ti' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Sexo/)).toHaveDisplayValue('Selecciona…');
    await expect(canvas.getByLabelText(/^Objetivo/)).toHaveDisplayValue('Selecciona…');
    const birth = within(canvas.getByRole('group', { name: /^Fecha de Nacimiento/ }));
    await expect(birth.getAllByRole('combobox')).toHaveLength(3);
    // Years from the fixed day's back 100 years, newest first.
    const years = within(canvas.getByLabelText(/^Año/)).getAllByRole('option');
    await expect(years[1]).toHaveTextContent('2026');
    await expect(years.at(-1)).toHaveTextContent('1926');
    await expect(canvas.queryByText('Campo obligatorio')).toBeNull();
  },
};

/** Every field filled. */
export const Filled: Story = {
  ...onDesktop,
  args: { values: FILLED_REGISTER, checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Sexo/)).toHaveValue('2');
    await expect(canvas.getByLabelText(/^Mes/)).toHaveDisplayValue('Marzo');
    await expect(canvas.getByLabelText(/^Peso/)).toHaveValue('62.5');
    await expect(canvas.queryByText('Por favor selecciona una opción')).toBeNull();
  },
};

/** Sent empty: each select asks for a choice (the birth date's three too), weight and height are needed. */
export const Required: Story = {
  ...onDesktop,
  args: { checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Por favor selecciona una opción')).toHaveLength(5);
    await expect(canvas.getByRole('group', { name: /^Fecha de Nacimiento/ })).toHaveAttribute('data-invalid');
    await expect(canvas.getAllByText('Campo obligatorio')).toHaveLength(2);
    await expect(canvas.getByLabelText(/^Día/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Weight and height that are not numbers. */
export const WrongValues: Story = {
  ...onDesktop,
  args: { values: { ...FILLED_REGISTER, peso: '', altura: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Peso/), 'sesenta');
    await userEvent.type(canvas.getByLabelText(/^Altura/), '-168');
    await expect(await canvas.findAllByText('Solo campo numérico')).toHaveLength(2);
    await expect(canvas.getByLabelText(/^Peso/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The goals could not be loaded: the goal select has its placeholder only. */
export const NoGoals: Story = {
  args: { noGoals: true },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByLabelText(/^Objetivo/)).getAllByRole('option')).toHaveLength(1);
  },
};

/** At 375 px: one field a row, but the birth date's three selects still side by side. */
export const RequiredMobile: Story = {
  ...onMobile,
  args: { checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('Por favor selecciona una opción');
    const [sexo, objetivo] = [canvas.getByLabelText(/^Sexo/), canvas.getByLabelText(/^Objetivo/)];
    await expect(objetivo.getBoundingClientRect().top).toBeGreaterThan(sexo.getBoundingClientRect().bottom);
    await expect(canvas.getByLabelText(/^Año/).getBoundingClientRect().top).toBe(
      canvas.getByLabelText(/^Día/).getBoundingClientRect().top,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { goalsFixture } from '../../../testing/handlers/reference';
import {
  EMPTY_REGISTER,
  fieldLabelled,
  FILLED_REGISTER,
  useRegisterStoryForm,
  type RegisterStoryProps,
} from '../register-story-form';
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
  title: 'Auth/RegisterProfileFields',
  component: ProfileFields,
  parameters: { layout: 'padded' },
  args: { values: EMPTY_REGISTER },
} satisfies Meta<typeof ProfileFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the selects' placeholders, the birth date's three selects under one legend. */
export const Empty: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sobre ti' })).toBeVisible();
    await expect(fieldLabelled(canvas, /^Sexo/)).toHaveDisplayValue('Selecciona…');
    await expect(fieldLabelled(canvas, /^Objetivo/)).toHaveDisplayValue('Selecciona…');
    const birth = within(canvas.getByRole('group', { name: /^Fecha de Nacimiento/ }));
    await expect(birth.getAllByRole('combobox')).toHaveLength(3);
    // Years from the fixed day's back 100 years, newest first.
    const years = within(fieldLabelled(canvas, /^Año/)).getAllByRole('option');
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
    await expect(fieldLabelled(canvas, /^Sexo/)).toHaveValue('2');
    await expect(fieldLabelled(canvas, /^Mes/)).toHaveDisplayValue('Marzo');
    await expect(fieldLabelled(canvas, /^Peso/)).toHaveValue('62.5');
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
    await expect(fieldLabelled(canvas, /^Día/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Weight and height that are not numbers. */
export const WrongValues: Story = {
  ...onDesktop,
  args: { values: { ...FILLED_REGISTER, peso: '', altura: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(fieldLabelled(canvas, /^Peso/), 'sesenta');
    await userEvent.type(fieldLabelled(canvas, /^Altura/), '-168');
    await expect(await canvas.findAllByText('Solo campo numérico')).toHaveLength(2);
    await expect(fieldLabelled(canvas, /^Peso/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The goals could not be loaded: the goal select has its placeholder only. */
export const NoGoals: Story = {
  args: { noGoals: true },
  play: async ({ canvasElement }) => {
    await expect(within(fieldLabelled(within(canvasElement), /^Objetivo/)).getAllByRole('option')).toHaveLength(1);
  },
};

/** At 375 px: one field a row, but the birth date's three selects still side by side. */
export const RequiredMobile: Story = {
  ...onMobile,
  args: { checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('Por favor selecciona una opción');
    const [sexo, objetivo] = [fieldLabelled(canvas, /^Sexo/), fieldLabelled(canvas, /^Objetivo/)];
    await expect(objetivo.getBoundingClientRect().top).toBeGreaterThan(sexo.getBoundingClientRect().bottom);
    await expect(fieldLabelled(canvas, /^Año/).getBoundingClientRect().top).toBe(
      fieldLabelled(canvas, /^Día/).getBoundingClientRect().top,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import i18n from '../../../lib/i18n';
import { onMobile, useHeldValue } from '../../../testing/stories';
import { CheckboxChoices, RadioChoices, type CheckboxChoicesProps, type RadioChoicesProps } from './choice-fields';

const t = i18n.getFixedT('es', 'plans');
const DAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
const EXPERIENCE = ['nunca', 'menos_6_meses', 'de_6_a_24_meses', 'mas_de_2_anos'] as const;

/** The checkboxes as a form holds them: ticking one changes the value (and calls `onChange`). */
function HeldCheckboxes(props: CheckboxChoicesProps) {
  const [value, onChange] = useHeldValue(props.value, props.onChange);
  return <CheckboxChoices {...props} value={value} onChange={onChange} />;
}

/** The radios as a form holds them. */
function HeldRadios(props: RadioChoicesProps) {
  const [value, onChange] = useHeldValue(props.value, props.onChange);
  return <RadioChoices {...props} value={value} onChange={onChange} />;
}

const experience: Omit<RadioChoicesProps, 'onChange'> = {
  name: 'experiencia',
  legend: t('wizard.experience.legend'),
  helper: t('wizard.experience.help'),
  value: undefined,
  choices: EXPERIENCE.map((v) => ({ value: v, label: t(`wizard.experience.${v}`) })),
};

const meta = {
  title: 'Patrones/Programas/ChoiceFields',
  component: CheckboxChoices,
  subcomponents: { RadioChoices },
  parameters: { layout: 'padded' },
  render: (args) => <HeldCheckboxes {...args} />,
  args: {
    legend: t('wizard.days.legend'),
    helper: t('wizard.days.help'),
    value: [],
    onChange: fn(),
    choices: DAYS.map((label, i) => ({ value: String(i + 1), label })),
  },
} satisfies Meta<typeof CheckboxChoices>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('group', { name });

/** Several choices: a fieldset named by its legend, one checkbox each; ticking one adds it. */
export const Checkboxes: Story = {
  play: async ({ canvasElement, args }) => {
    const days = within(group(canvasElement, /Qué días puedes entrenar/));
    await expect(days.getAllByRole('checkbox')).toHaveLength(7);
    await expect(days.getByText(/al menos 48 horas/)).toBeVisible();
    await userEvent.click(days.getByRole('checkbox', { name: 'Lunes' }));
    await userEvent.click(days.getByRole('checkbox', { name: 'Jueves' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['1', '4']);
    await expect(days.getByRole('checkbox', { name: 'Jueves' })).toBeChecked();
  },
};

/** Chosen already: the ticks show; unticking one takes it out. */
export const CheckboxesFilled: Story = {
  args: { value: ['1', '3', '5'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Miércoles' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Martes' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Viernes' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['1', '3']);
  },
};

/** A `validation:` key shows its Spanish message under the group, and the boxes are invalid. */
export const CheckboxesError: Story = {
  args: { value: ['1'], error: 'validation:planDays' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Elige al menos 2 días para entrenar')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Lunes' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** One choice out of a few: a radio group; the arrow keys move the choice. */
export const Radios: Story = {
  render: (args) => <HeldRadios {...experience} onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /Cuánto tiempo llevas entrenando/ })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('radio', { name: 'Nunca he entrenado' }));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Menos de 6 meses' })).toBeChecked());
    await expect(args.onChange).toHaveBeenLastCalledWith('menos_6_meses');
  },
};

/** No answer when one is needed: the Spanish message under the radios. */
export const RadiosError: Story = {
  render: (args) => <HeldRadios {...experience} error="validation:planExperience" onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Responde cuánto tiempo llevas entrenando')).toBeVisible();
  },
};

/** At 375 px the choices stack one under another and the long legend wraps. */
export const Mobile: Story = {
  ...onMobile,
  render: (args) => (
    <>
      <HeldRadios {...experience} value="de_6_a_24_meses" onChange={args.onChange} />
      <HeldCheckboxes {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Entre 6 meses y 2 años' })).toBeChecked();
    const [monday, tuesday] = [canvas.getByText('Lunes'), canvas.getByText('Martes')];
    await expect(tuesday.getBoundingClientRect().top).toBeGreaterThan(monday.getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

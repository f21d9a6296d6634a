import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { z } from '../../../lib/zod';
import { onMobile } from '../../../testing/stories';
import { planWizardSchema, WIZARD_DEFAULTS, WIZARD_STEPS, type PlanWizardValues, type WizardStepKey } from '../wizard';
import { STEP_FIELDS } from './wizard-steps';

interface WizardStepProps {
  step: WizardStepKey;
  /** The answers so far, over the wizard's defaults. */
  values?: Partial<PlanWizardValues>;
  /** The step's "Siguiente" was pressed: its fields are checked and their errors show. */
  checked?: boolean;
}

/** One step's fields in the wizard's form (the schema, its defaults), as PlanWizard shows them. */
function WizardStep({ step, values, checked = false }: WizardStepProps) {
  const form = useForm<PlanWizardValues, unknown, z.output<typeof planWizardSchema>>({
    resolver: zodResolver(planWizardSchema),
    defaultValues: { ...WIZARD_DEFAULTS, ...values },
  });
  const { trigger } = form;
  useEffect(() => {
    if (checked) void trigger([...WIZARD_STEPS.find((s) => s.key === step)!.fields]);
  }, [checked, step, trigger]);
  const Fields = STEP_FIELDS[step];
  return (
    <FormProvider {...form}>
      <Fields />
    </FormProvider>
  );
}

const meta = {
  title: 'Patrones/Programas/WizardSteps',
  component: WizardStep,
  parameters: { layout: 'padded' },
  args: { step: 'experience' },
} satisfies Meta<typeof WizardStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: four levels, none chosen. */
export const Experience: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /Cuánto tiempo llevas entrenando/ })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const ExperienceRequired: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Responde cuánto tiempo llevas entrenando')).toBeVisible();
  },
};

/** Step 2 answered: three days ticked; the sessions follow the level (4), at most the days (3). */
export const DaysFilled: Story = {
  args: { step: 'days', values: { experiencia: 'de_6_a_24_meses', dias: [1, 3, 5] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const day of ['Lunes', 'Miércoles', 'Viernes'])
      await expect(canvas.getByRole('checkbox', { name: day })).toBeChecked();
    const sessions = canvas.getByLabelText('Sesiones a la semana');
    await expect(sessions).toHaveDisplayValue('Las recomendadas para tu nivel (3)');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sábado' }));
    await expect(sessions).toHaveDisplayValue('Las recomendadas para tu nivel (4)');
  },
};

/** One day only: refused in Spanish. */
export const DaysTooFew: Story = {
  args: { step: 'days', values: { experiencia: 'nunca', dias: [2] }, checked: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Elige al menos 2 días para entrenar')).toBeVisible();
  },
};

/** More sessions than days: the select is marked and says why. */
export const MoreSessionsThanDays: Story = {
  args: { step: 'days', values: { experiencia: 'nunca', dias: [1, 4], sesiones_semana: 4 }, checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No puedes hacer más sesiones a la semana que días has elegido'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Sesiones a la semana')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Step 3: six weeks of 45 minutes to start with. */
export const Block: Story = {
  args: { step: 'block' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Semanas del bloque/)).toHaveDisplayValue('6 semanas');
    await expect(canvas.getByText('La última semana es de descarga, más ligera.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '45 min' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '75 min' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: '75 min' })).toBeChecked());
  },
};

/** Step 4: a full gym ticked to start with. */
export const Equipment: Story = {
  args: { step: 'equipment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /material/i })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Gimnasio completo' })).toBeChecked();
  },
};

export const EquipmentRequired: Story = {
  args: { step: 'equipment', values: { equipamiento: [] }, checked: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Elige al menos un material')).toBeVisible();
  },
};

/** Step 5 answered: a sore knee and an exercise from the catalogue left out. */
export const AvoidFilled: Story = {
  args: { step: 'avoid', values: { evitar_zonas: ['rodilla'], evitar_ejercicios: [5] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Rodilla' })).toBeChecked();
    await expect(await canvas.findByRole('button', { name: 'Quitar Sentadilla búlgara' })).toBeVisible();
  },
};

/** Step 6: empty means next Monday, which the helper says. */
export const Start: Story = {
  args: { step: 'start' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Fecha de inicio')).toHaveValue('');
    await expect(canvas.getByText('Si la dejas vacía, empieza el próximo lunes.')).toBeVisible();
  },
};

export const StartInThePast: Story = {
  args: { step: 'start', values: { fecha_inicio: '2020-01-06' }, checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('La fecha de inicio no puede ser anterior a hoy')).toBeVisible();
    await expect(canvas.getByLabelText('Fecha de inicio')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A typed text that is no day (here an English browser's order) is refused, not taken for "empty". */
export const StartNotADate: Story = {
  args: { step: 'start', values: { fecha_inicio: '12/31/2030' }, checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Fecha de inicio')).toHaveValue('12/31/2030');
    await expect(
      await canvas.findByText('Escribe una fecha real como dd-mm-aaaa (por ejemplo, 31-12-2026)'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Fecha de inicio')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The days one under another at 375 px, with the sessions' long default option. */
export const Mobile: Story = {
  ...onMobile,
  args: { step: 'days', values: { experiencia: 'mas_de_2_anos', dias: [1, 2, 4, 6] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Domingo' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

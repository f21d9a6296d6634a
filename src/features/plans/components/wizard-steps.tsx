import { NativeSelect, Stack } from '@chakra-ui/react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { equipment, experience, soreArea } from '../../../lib/contract-plans';
import { toIsoDate } from '../../../lib/dates';
import { FormDateInput } from '../../../ui/components/date-input';
import { FormField } from '../../../ui/components/form-field';
import {
  MINUTE_OPTIONS,
  recommendedSessions,
  SESSION_OPTIONS,
  WEEK_OPTIONS,
  type PlanWizardValues,
  type WizardStepKey,
} from '../wizard';
import { useWeekdayName } from '../use-weekday-name';
import { AvoidExercisesField } from './avoid-exercises-field';
import { CheckboxChoices, RadioChoices } from './choice-fields';

const WEEKDAY_VALUES = [1, 2, 3, 4, 5, 6, 7] as const;

/** The wizard's form and the message key of a field's error, if any. */
function useWizardField() {
  const form = useFormContext<PlanWizardValues>();
  const { errors } = useFormState({ control: form.control });
  const error = (name: keyof PlanWizardValues) => errors[name]?.message;
  return { ...form, error };
}

function ExperienceStep() {
  const { t } = useTranslation('plans');
  const { control, error } = useWizardField();
  return (
    <Controller
      control={control}
      name="experiencia"
      render={({ field }) => (
        <RadioChoices
          name={field.name}
          legend={t('wizard.experience.legend')}
          helper={t('wizard.experience.help')}
          error={error('experiencia')}
          value={field.value}
          onChange={field.onChange}
          choices={experience.options.map((v) => ({ value: v, label: t(`wizard.experience.${v}`) }))}
        />
      )}
    />
  );
}

function DaysStep() {
  const { t } = useTranslation('plans');
  const { control, register, error } = useWizardField();
  const weekday = useWeekdayName();
  const [experiencia, dias = []] = useWatch({ control, name: ['experiencia', 'dias'] });
  return (
    <Stack gap="6">
      <Controller
        control={control}
        name="dias"
        render={({ field }) => (
          <CheckboxChoices
            legend={t('wizard.days.legend')}
            helper={t('wizard.days.help')}
            error={error('dias')}
            value={(field.value ?? []).map(String)}
            onChange={(v) => field.onChange(v.map(Number))}
            choices={WEEKDAY_VALUES.map((d) => ({ value: String(d), label: weekday(d) }))}
          />
        )}
      />
      <FormField
        label={t('wizard.days.sessions')}
        helper={t('wizard.days.sessionsHelp')}
        error={error('sesiones_semana')}
        required={false}
        maxW="sm"
      >
        <NativeSelect.Root>
          <NativeSelect.Field
            {...register('sesiones_semana', { setValueAs: (v: string | number) => (v === '' ? undefined : Number(v)) })}
          >
            <option value="">
              {t('wizard.days.sessionsDefault', { count: recommendedSessions(experiencia, dias.length) })}
            </option>
            {SESSION_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Stack>
  );
}

function BlockStep() {
  const { t } = useTranslation('plans');
  const { control, register, error } = useWizardField();
  return (
    <Stack gap="6">
      <FormField
        label={t('wizard.block.weeks')}
        helper={t('wizard.block.weeksHelp')}
        error={error('semanas')}
        maxW="sm"
      >
        <NativeSelect.Root>
          <NativeSelect.Field {...register('semanas', { valueAsNumber: true })}>
            {WEEK_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {t('wizard.block.weeksOption', { count: n })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Controller
        control={control}
        name="duracion_min"
        render={({ field }) => (
          <RadioChoices
            name={field.name}
            legend={t('wizard.block.minutes')}
            error={error('duracion_min')}
            value={field.value === undefined ? undefined : String(field.value)}
            onChange={(v) => field.onChange(Number(v))}
            choices={MINUTE_OPTIONS.map((n) => ({
              value: String(n),
              label: t('wizard.block.minutesOption', { count: n }),
            }))}
          />
        )}
      />
    </Stack>
  );
}

function EquipmentStep() {
  const { t } = useTranslation('plans');
  const { control, error } = useWizardField();
  return (
    <Controller
      control={control}
      name="equipamiento"
      render={({ field }) => (
        <CheckboxChoices
          legend={t('wizard.equipment.legend')}
          error={error('equipamiento')}
          value={field.value ?? []}
          onChange={field.onChange}
          choices={equipment.options.map((v) => ({ value: v, label: t(`wizard.equipment.${v}`) }))}
        />
      )}
    />
  );
}

function AvoidStep() {
  const { t } = useTranslation('plans');
  const { control, error } = useWizardField();
  return (
    <Stack gap="6">
      <Controller
        control={control}
        name="evitar_zonas"
        render={({ field }) => (
          <CheckboxChoices
            legend={t('wizard.avoid.areas')}
            helper={t('wizard.avoid.areasHelp')}
            value={field.value ?? []}
            onChange={field.onChange}
            choices={soreArea.options.map((v) => ({ value: v, label: t(`wizard.avoid.${v}`) }))}
          />
        )}
      />
      <Controller
        control={control}
        name="evitar_ejercicios"
        render={({ field }) => (
          <AvoidExercisesField value={field.value ?? []} onChange={field.onChange} error={error('evitar_ejercicios')} />
        )}
      />
    </Stack>
  );
}

function StartStep() {
  const { t } = useTranslation('plans');
  const { control, error } = useWizardField();
  return (
    <FormField
      label={t('wizard.start.date')}
      helper={t('wizard.start.help')}
      error={error('fecha_inicio')}
      required={false}
      maxW="sm"
    >
      <FormDateInput control={control} name="fecha_inicio" min={toIsoDate(new Date())} />
    </FormField>
  );
}

/** Each step's fields. */
export const STEP_FIELDS: Record<WizardStepKey, () => React.JSX.Element> = {
  experience: ExperienceStep,
  days: DaysStep,
  block: BlockStep,
  equipment: EquipmentStep,
  avoid: AvoidStep,
  start: StartStep,
};

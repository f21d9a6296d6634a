import { Checkbox, Field, SimpleGrid } from '@chakra-ui/react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '../../../ui/components/date-input';
import { FormField } from '../../../ui/components/form-field';
import { endsBeforeStart, type RoutineFormValues } from '../routine-form';
import { WeekdaySelect } from './weekday-select';

export interface RoutineScheduleFieldsProps {
  /** Whether the last save was refused: only then are empty required fields marked. */
  showErrors: boolean;
}

/**
 * The editable schedule: start and end dates, weekday (all required) and the shared flag. An end
 * date before the start date is marked with its message as soon as both are set.
 */
export function RoutineScheduleFields({ showErrors }: RoutineScheduleFieldsProps) {
  const { t } = useTranslation('routines');
  const { register, control } = useFormContext<RoutineFormValues>();
  const { errors } = useFormState({ control, name: ['fecha_inicio_rutina', 'fecha_fin_rutina', 'dia'] });
  const [start, end] = useWatch({ control, name: ['fecha_inicio_rutina', 'fecha_fin_rutina'] });
  // Said as soon as both dates are set the wrong way round; "Guardar" refuses it too.
  const endBeforeStart = endsBeforeStart(start, end);
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField label={t('form.startDate')} invalid={showErrors && Boolean(errors.fecha_inicio_rutina)}>
          <FormDateInput control={control} name="fecha_inicio_rutina" />
        </FormField>
        <FormField
          label={t('form.endDate')}
          invalid={endBeforeStart || (showErrors && Boolean(errors.fecha_fin_rutina))}
        >
          <FormDateInput control={control} name="fecha_fin_rutina" min={start} />
          {endBeforeStart ? <Field.ErrorText>{t('messages.endBeforeStart')}</Field.ErrorText> : null}
        </FormField>
        <FormField label={t('form.weekday')} invalid={showErrors && Boolean(errors.dia)}>
          <WeekdaySelect field={register('dia')} />
        </FormField>
      </SimpleGrid>
      <Controller
        control={control}
        name="rutina_compartida"
        render={({ field }) => (
          <Field.Root>
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(e) => field.onChange(e.checked === true)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t('form.shared')}</Checkbox.Label>
            </Checkbox.Root>
            <Field.HelperText>{t('form.sharedHelp')}</Field.HelperText>
          </Field.Root>
        )}
      />
    </>
  );
}

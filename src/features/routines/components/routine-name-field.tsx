import { Input } from '@chakra-ui/react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROUTINE_NAME_MAX } from '../../../lib/contract';
import { FormField } from '../../../ui/components/form-field';
import type { RoutineFormValues } from '../routine-form';

/** Issue #40: the routine's name, editable like its schedule (3 to 80 characters). */
export function RoutineNameField({ showErrors }: { showErrors: boolean }) {
  const { t } = useTranslation('routines');
  const { register, control } = useFormContext<RoutineFormValues>();
  const { errors } = useFormState({ control, name: 'nombre' });
  return (
    <FormField label={t('form.name')} helper={t('form.nameHelp')} invalid={showErrors && Boolean(errors.nombre)}>
      <Input maxLength={ROUTINE_NAME_MAX} autoComplete="off" {...register('nombre')} />
    </FormField>
  );
}

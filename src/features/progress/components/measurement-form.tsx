import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { measurementQueue } from '../../../entities/measurements/queue';
import { MEASUREMENT_KINDS } from '../../../lib/contract-measurements';
import { toIsoDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import type { WeightUnit } from '../../../lib/units';
import { FormDateInput } from '../../../ui/components/date-input';
import {
  measurementFormSchema,
  toInput,
  unitFor,
  type FormProblem,
  type MeasurementFormValues,
} from '../measurement-input';

/** The Spanish text of a form problem (measurement-input.ts writes them as JSON). */
function useProblemText() {
  const { t } = useTranslation(['measurements', 'validation']);
  return (message: string | undefined) => {
    if (!message) return undefined;
    const problem = JSON.parse(message) as FormProblem;
    if (problem.key === 'validation:invalidDate') return t('validation:invalidDate');
    return problem.key === 'form.range' ? t('form.range', problem) : t(problem.key);
  };
}

/**
 * "Anotar una medida": what, how much (in the user's unit) and when (today unless changed). It
 * goes into the measurement outbox at once, so it is kept with or without a connection; the
 * outbox sends it (entities/measurements/sync.ts).
 */
export function MeasurementForm({ unit }: { unit: WeightUnit }) {
  const { t } = useTranslation('measurements');
  const problemText = useProblemText();
  const schema = useMemo(() => measurementFormSchema(unit), [unit]);
  const {
    register,
    control,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<MeasurementFormValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    defaultValues: { tipo: 'peso', valor: '', fecha: toIsoDate(new Date()) },
  });
  const tipo = useWatch({ control, name: 'tipo' });

  const onSubmit = handleSubmit((values) => {
    const clienteId = crypto.randomUUID();
    measurementQueue().put({
      id: clienteId,
      kind: 'save',
      measurement: { cliente_id: clienteId, ...toInput(values, unit) },
      status: 'pending',
      attempts: 0,
    });
    toast.success(navigator.onLine ? t('form.saved') : t('form.savedOffline'));
    resetField('valor');
  });

  const valueError = problemText(errors.valor?.message);
  const dateError = problemText(errors.fecha?.message);
  return (
    <Flex asChild gap="3" wrap="wrap" align="flex-start">
      <form onSubmit={onSubmit} noValidate aria-label={t('form.title')}>
        <Field.Root w={{ base: 'full', sm: '44' }}>
          <Field.Label>{t('form.kind')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('tipo')}>
              {MEASUREMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kind.${kind}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={Boolean(valueError)} required w={{ base: 'full', sm: '40' }}>
          <Field.Label>
            {t('form.value', { unit: unitFor(tipo, unit) })}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input inputMode="decimal" autoComplete="off" {...register('valor')} />
          {valueError ? <Field.ErrorText>{valueError}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={Boolean(dateError)} required w={{ base: 'full', sm: '48' }}>
          <Field.Label>
            {t('form.date')}
            <Field.RequiredIndicator />
          </Field.Label>
          <FormDateInput control={control} name="fecha" />
          {dateError ? <Field.ErrorText>{dateError}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" colorPalette="brand" mt={{ base: '0', sm: '6' }} w={{ base: 'full', sm: 'auto' }}>
          {t('form.submit')}
        </Button>
      </form>
    </Flex>
  );
}

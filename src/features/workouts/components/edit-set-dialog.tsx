import { Button, Dialog, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SetMeasure, SetType } from '../../../lib/contract-training';
import type { WeightUnit } from '../../../lib/units';
import { DialogShell } from '../../../ui/components/dialog-shell';
import type { SetValues } from '../session-model';
import { inKilos, setFieldsResolver, toFields, type SetFields, type SetInputField } from '../set-form';
import { SetTypeOptions } from './set-type';

/** The inputs of each measure, with their labels (the weight's in the user's unit). */
const INPUTS: Record<SetMeasure, SetInputField[]> = {
  repeticiones: ['repeticiones', 'kg', 'rir'],
  tiempo: ['segundos'],
  distancia: ['metros'],
};

const LABELS = {
  repeticiones: 'setRow.reps',
  kg: 'setRow.kg',
  rir: 'setRow.rir',
  segundos: 'setRow.seconds',
  metros: 'setRow.metres',
} as const;

const DECIMAL = new Set<SetInputField>(['kg', 'metros']);

export interface EditSetDialogProps {
  open: boolean;
  onClose(): void;
  /** The set's number among its kind. */
  n: number;
  tipo: SetType;
  medida: SetMeasure;
  values: SetValues;
  unit: WeightUnit;
  /** The corrected set, weight in kilos (the dialog then closes). */
  onSave(fields: SetFields): void;
  /** Deletes the set (the dialog then closes; the row offers the undo). */
  onDelete(): void;
}

/** A done set opened for correction: its type, its values (same rules as a set to do), or its deletion. */
export function EditSetDialog({ open, onClose, n, tipo, medida, values, unit, onSave, onDelete }: EditSetDialogProps) {
  const { t } = useTranslation('workouts');
  const { register, handleSubmit, formState, control, setValue } = useForm<SetFields>({
    resolver: setFieldsResolver(medida, unit),
    defaultValues: { ...toFields(values, unit), tipo },
  });
  const chosen = useWatch({ control, name: 'tipo' }) ?? tipo;
  const title = t(tipo === 'calentamiento' ? 'setRow.editWarmupTitle' : 'setRow.editTitle', { n });
  const save = handleSubmit((fields) => {
    onSave(inKilos(fields, unit));
    onClose();
  });
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t('setRow.close')}
      frame={(content) => (
        <form onSubmit={save} noValidate>
          {content}
        </form>
      )}
    >
      <Dialog.Body>
        <Stack gap="4">
          <Stack gap="1.5" role="group" aria-label={t('setRow.type')}>
            <Text textStyle="sm" fontWeight="medium" aria-hidden="true">
              {t('setRow.type')}
            </Text>
            <SetTypeOptions value={chosen} onChange={(next) => setValue('tipo', next, { shouldDirty: true })} />
          </Stack>
          <SimpleGrid columns={INPUTS[medida].length} gap="3">
            {INPUTS[medida].map((field) => (
              <Field.Root key={field} invalid={Boolean(formState.errors[field])}>
                <Field.Label>{field === 'kg' && unit === 'lb' ? t('setRow.lbName') : t(LABELS[field])}</Field.Label>
                <Input
                  size="lg"
                  inputMode={DECIMAL.has(field) ? 'decimal' : 'numeric'}
                  autoComplete="off"
                  {...register(field)}
                />
                <Field.ErrorText>
                  {t((formState.errors[field]?.message ?? 'errors.reps') as 'errors.reps')}
                </Field.ErrorText>
              </Field.Root>
            ))}
          </SimpleGrid>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Flex w="full" gap="2" wrap="wrap" justify="space-between">
          <Button
            type="button"
            variant="outline"
            colorPalette="red"
            onClick={() => {
              onDelete();
              onClose();
            }}
          >
            <Trash2 />
            {t('setRow.delete')}
          </Button>
          <Flex gap="2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('setRow.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand">
              {t('setRow.save')}
            </Button>
          </Flex>
        </Flex>
      </Dialog.Footer>
    </DialogShell>
  );
}

import { Box, Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExerciseThumb } from '../../../entities/exercises/exercise-photos';
import { exerciseImages } from '../../../lib/exercise-photos';
import { FormField } from '../../../ui/components/form-field';
import type { RoutineFormValues } from '../routine-form';
import { RoutinePlanTarget, type PlanWeekShown } from './routine-plan-target';

export interface RoutineExerciseRowProps {
  /** Position in the list (0-based); the row shows it from 1. */
  index: number;
  nombre: string;
  /** The catalogue exercise's id: the row shows its photo. */
  catalogoId: number;
  /** Whether the last save was refused: only then are invalid values marked. */
  showErrors: boolean;
  /** The programme week, when the routine is a session of one: the row says its target. */
  planWeek?: PlanWeekShown | null;
  onDelete(index: number): void;
}

/** One exercise of the routine: photo, number, name (read-only), repetitions, series, order, comment, "Eliminar". */
export function RoutineExerciseRow({
  index,
  nombre,
  catalogoId,
  showErrors,
  planWeek,
  onDelete,
}: RoutineExerciseRowProps) {
  const { t } = useTranslation('routines');
  const { register, control } = useFormContext<RoutineFormValues>();
  const { errors } = useFormState({ control, name: `ejercicios.${index}` });
  const invalid = errors.ejercicios?.[index];
  const number = index + 1;
  return (
    <Box as="li" borderWidth="1px" rounded="l2" p="4">
      <Stack gap="3">
        <HStack gap="3">
          <ExerciseThumb imagenes={exerciseImages(catalogoId)} nombre={nombre} width={60} />
          <Text fontWeight="semibold">{t('form.exerciseNumber', { number })}</Text>
        </HStack>
        {planWeek ? <RoutinePlanTarget index={index} shown={planWeek} /> : null}
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
          <FormField label={t('form.exerciseName')} required={false} readOnly gridColumn={{ lg: 'span 2' }}>
            <Input value={nombre} readOnly data-exercise-name />
          </FormField>
          <CountField
            index={index}
            field="repeticiones"
            label={t('form.repetitions')}
            invalid={showErrors && Boolean(invalid?.repeticiones)}
          />
          <CountField
            index={index}
            field="series"
            label={t('form.series')}
            invalid={showErrors && Boolean(invalid?.series)}
          />
          <CountField index={index} field="orden" label={t('form.order')} required={false} />
        </SimpleGrid>
        <FormField label={t('form.comment')} required={false} invalid={showErrors && Boolean(invalid?.comentario)}>
          <Input maxLength={500} {...register(`ejercicios.${index}.comentario`)} />
        </FormField>
        <Box>
          <Button
            size="sm"
            colorPalette="red"
            variant="outline"
            aria-label={t('form.deleteExerciseLabel', { number, name: nombre })}
            onClick={() => onDelete(index)}
          >
            {t('form.deleteExercise')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

interface CountFieldProps {
  index: number;
  field: 'repeticiones' | 'series' | 'orden';
  label: string;
  required?: boolean;
  invalid?: boolean;
}

/** A whole number of the row (minimum 1); required ones carry no asterisk, as every row repeats them. */
function CountField({ index, field, label, required = true, invalid = false }: CountFieldProps) {
  const { register } = useFormContext<RoutineFormValues>();
  return (
    <FormField label={label} required={required} requiredIndicator={false} invalid={invalid}>
      <Input type="number" min={1} step={1} {...register(`ejercicios.${index}.${field}`)} />
    </FormField>
  );
}

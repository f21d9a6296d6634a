import { Box, Button, Collapsible, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { ChevronDown, Timer } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REST_MAX_S, RIR_MAX } from '../../../lib/contract';
import { FormField } from '../../../ui/components/form-field';
import type { ExerciseFormValues, RoutineFormValues } from '../routine-form';

type TargetField = 'descanso' | 'repeticiones_min' | 'repeticiones_max' | 'rir';

export interface RoutineExerciseTargetProps {
  index: number;
  nombre: string;
  /** The method's rest, in seconds: what an exercise without its own takes. */
  descanso: number;
  showErrors: boolean;
}

/** "8-10 reps · RIR 2" from the row's values as typed ('' unset), or "Descanso y objetivo". */
function useTargetSummary(index: number): string {
  const { t } = useTranslation('routines');
  const { control } = useFormContext<RoutineFormValues>();
  const [min, max, rir] = useWatch({
    control,
    name: [`ejercicios.${index}.repeticiones_min`, `ejercicios.${index}.repeticiones_max`, `ejercicios.${index}.rir`],
  });
  const parts = [
    min?.trim() && max?.trim() ? t('form.targetRange', { min, max }) : null,
    rir?.trim() ? t('form.targetRir', { rir }) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('form.targetToggle');
}

const TARGET_FIELDS: TargetField[] = ['descanso', 'repeticiones_min', 'repeticiones_max', 'rir'];

/**
 * Issue #40: the exercise's own rest and optional target (a repetition range and RIR) behind a
 * disclosure whose button says them; open by itself when the last save refused one of them.
 */
export function RoutineExerciseTarget({ index, nombre, descanso, showErrors }: RoutineExerciseTargetProps) {
  const { t } = useTranslation('routines');
  const { control } = useFormContext<RoutineFormValues>();
  const { errors } = useFormState({ control, name: `ejercicios.${index}` });
  const rowErrors = errors.ejercicios?.[index];
  const invalid = (f: TargetField) => showErrors && Boolean(rowErrors?.[f]);
  const anyInvalid = TARGET_FIELDS.some(invalid);
  const [open, setOpen] = useState(false);
  const summary = useTargetSummary(index);
  const limits: Record<TargetField, [number, number]> = {
    descanso: [0, REST_MAX_S],
    repeticiones_min: [1, 1000],
    repeticiones_max: [1, 1000],
    rir: [0, RIR_MAX],
  };
  const labels: Record<TargetField, string> = {
    descanso: t('form.restSeconds'),
    repeticiones_min: t('form.rangeMin'),
    repeticiones_max: t('form.rangeMax'),
    rir: t('form.rir'),
  };
  return (
    <Collapsible.Root open={open || anyInvalid} onOpenChange={(e) => setOpen(e.open)} lazyMount unmountOnExit>
      <Box borderTopWidth="1px" borderColor="border.muted" px={{ base: '2', md: '3' }} py="1">
        <Collapsible.Trigger asChild>
          <Button variant="ghost" size="xs" color="fg.muted" minW="0" maxW="full" justifyContent="flex-start">
            <Timer aria-hidden />
            <Box as="span" srOnly>{`${t('form.targetToggle')} (${nombre}): `}</Box>
            <Text as="span" truncate minW="0" data-target-summary>
              {summary}
            </Text>
            <Collapsible.Indicator asChild>
              <ChevronDown aria-hidden />
            </Collapsible.Indicator>
          </Button>
        </Collapsible.Trigger>
      </Box>
      <Collapsible.Content>
        <Box px={{ base: '3', md: '4' }} pb="3">
          <Text fontSize="sm" color="fg.muted" mb="2">
            {t('form.targetHelp')}
          </Text>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {TARGET_FIELDS.map((field) => (
              <TargetInput
                key={field}
                index={index}
                field={field}
                label={labels[field]}
                limits={limits[field]}
                invalid={invalid(field)}
                placeholder={field === 'descanso' ? t('form.restDefault', { seconds: descanso }) : undefined}
              />
            ))}
          </SimpleGrid>
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

interface TargetInputProps {
  index: number;
  field: keyof Pick<ExerciseFormValues, TargetField>;
  label: string;
  limits: [number, number];
  invalid: boolean;
  placeholder?: string;
}

/** One optional whole number of the target. */
function TargetInput({ index, field, label, limits: [min, max], invalid, placeholder }: TargetInputProps) {
  const { register } = useFormContext<RoutineFormValues>();
  return (
    <FormField label={label} required={false} invalid={invalid} gap="0.5">
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        size="sm"
        placeholder={placeholder}
        {...register(`ejercicios.${index}.${field}`)}
      />
    </FormField>
  );
}

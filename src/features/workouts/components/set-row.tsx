import { Badge, Box, Button, Flex, IconButton, Input, Spinner, Text } from '@chakra-ui/react';
import { Check, RotateCw } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SetMeasure } from '../../../lib/contract-training';
import { formatSet } from '../format';
import type { SetRow as Row } from '../session-model';
import { setFieldsResolver, toFields, type SetFields } from '../set-form';
import { KgPlateField } from './kg-plate-field';

/** Columns of a set row: number, inputs, the done button. Shared with the column headings. */
export const SET_GRID = {
  repeticiones: '2rem minmax(3.5rem, 1fr) minmax(4rem, 1.2fr) minmax(3rem, 0.8fr) 3rem',
  tiempo: '2rem minmax(4rem, 1fr) 3rem',
  distancia: '2rem minmax(4rem, 1fr) 3rem',
} satisfies Record<SetMeasure, string>;

const FIELDS: Record<SetMeasure, (keyof SetFields)[]> = {
  repeticiones: ['repeticiones', 'kg', 'rir'],
  tiempo: ['segundos'],
  distancia: ['metros'],
};

const LABELS = {
  repeticiones: 'set.repsLabel',
  kg: 'set.kgLabel',
  rir: 'set.rirLabel',
  segundos: 'set.secondsLabel',
  metros: 'set.metresLabel',
} as const;

/** A stored set is green; one still on its way, neutral; one that failed or was refused, red. */
const ROW_BG: Record<Row['status'], string> = {
  todo: 'transparent',
  saved: 'green.subtle',
  pending: 'bg.muted',
  failed: 'red.subtle',
  rejected: 'red.subtle',
};

const DECIMAL = new Set<keyof SetFields>(['kg', 'metros']);

interface TodoProps {
  row: Row;
  medida: SetMeasure;
  onDone(fields: SetFields): void;
}

/** A set still to do: its inputs, prefilled, and one tap (or Enter) marks it done. */
function TodoSet({ row, medida, onDone }: TodoProps) {
  const { t } = useTranslation('workouts');
  const errorId = useId();
  const { register, handleSubmit, formState, getFieldState, resetField, control, setValue } = useForm<SetFields>({
    resolver: setFieldsResolver(medida),
    defaultValues: toFields(row.values),
  });
  // A better suggestion (the set before was just logged) fills the inputs the user has not touched.
  const suggested = JSON.stringify(toFields(row.values));
  useEffect(() => {
    const values = JSON.parse(suggested) as SetFields;
    for (const field of FIELDS[medida]) {
      if (!getFieldState(field).isDirty) resetField(field, { defaultValue: values[field] });
    }
  }, [suggested, medida, getFieldState, resetField]);
  const firstError = FIELDS[medida].map((f) => formState.errors[f]?.message).find(Boolean);
  return (
    <form onSubmit={handleSubmit(onDone)} noValidate>
      <Box display="grid" gridTemplateColumns={SET_GRID[medida]} gap="2" alignItems="center">
        <Text fontWeight="semibold" textAlign="center" aria-hidden="true">
          {row.n}
        </Text>
        {FIELDS[medida].map((field) => (
          <KgPlateField key={field} field={field} n={row.n} control={control} setValue={setValue}>
            <Input
              size="lg"
              px="2"
              textAlign="center"
              inputMode={DECIMAL.has(field) ? 'decimal' : 'numeric'}
              autoComplete="off"
              aria-label={t(LABELS[field], { n: row.n })}
              aria-invalid={formState.errors[field] ? true : undefined}
              aria-describedby={formState.errors[field] ? errorId : undefined}
              {...register(field)}
            />
          </KgPlateField>
        ))}
        <IconButton
          type="submit"
          size="lg"
          variant="outline"
          colorPalette="brand"
          aria-label={t('set.done', { n: row.n })}
        >
          <Check />
        </IconButton>
      </Box>
      {firstError ? (
        <Text id={errorId} color="fg.error" textStyle="sm" mt="1">
          {t(firstError as 'errors.reps')}
        </Text>
      ) : null}
    </form>
  );
}

function SavedState({ row, onRetry }: { row: Row; onRetry(): void }) {
  const { t } = useTranslation('workouts');
  if (row.status === 'failed') {
    return (
      <Button size="sm" colorPalette="red" variant="outline" bg="bg" onClick={onRetry}>
        <RotateCw />
        {t('set.failed')} · {t('set.retry')}
      </Button>
    );
  }
  if (row.status === 'rejected') {
    return (
      <Badge colorPalette="red" variant="outline" size="lg">
        {t('set.rejected')}
      </Badge>
    );
  }
  if (row.status === 'pending') {
    return (
      <Badge colorPalette="orange" variant="subtle" size="lg" gap="1.5">
        <Spinner size="xs" />
        {t('set.pending')}
      </Badge>
    );
  }
  return (
    <Badge colorPalette="green" variant="subtle" size="lg">
      <Check size="14" />
      {t('set.saved')}
    </Badge>
  );
}

export interface SetRowProps extends TodoProps {
  onRetry(): void;
}

/** A done set's mark: its number, or "C" for a warm-up (told apart by its letter, not only its colour). */
function SetMark({ row }: { row: Row }) {
  const { t } = useTranslation('workouts');
  if (row.tipo !== 'calentamiento') {
    return (
      <Text fontWeight="semibold" w="6" textAlign="center">
        {row.n}
      </Text>
    );
  }
  return (
    <Badge variant="outline" colorPalette="gray" w="6" justifyContent="center" title={t('set.warmup')}>
      {t('set.warmupMark')}
    </Badge>
  );
}

/** One set of an exercise: inputs while to do; what was logged and whether it is stored once done. */
export function SetRow({ row, medida, onDone, onRetry }: SetRowProps) {
  const { t } = useTranslation('workouts');
  if (row.status === 'todo') return <TodoSet row={row} medida={medida} onDone={onDone} />;
  return (
    <Flex
      align="center"
      gap="3"
      minH="12"
      px="2"
      borderRadius="l2"
      bg={ROW_BG[row.status]}
      wrap="wrap"
      aria-label={t(row.tipo === 'calentamiento' ? 'set.doneWarmup' : 'set.doneSet', { n: row.n })}
      role="group"
      data-tipo={row.tipo}
    >
      <SetMark row={row} />
      <Text flex="1" minW="9rem" fontWeight="medium">
        {formatSet(row.values, t)}
      </Text>
      <SavedState row={row} onRetry={onRetry} />
    </Flex>
  );
}

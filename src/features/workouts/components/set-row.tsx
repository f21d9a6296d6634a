import { Box, Button, Input, Text, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { memo, useCallback, useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type UseFormHandleSubmit,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PreviousSet, SetMeasure, SetType } from '../../../lib/contract-training';
import type { WeightUnit } from '../../../lib/units';
import { useWeightUnit } from '../../../entities/users/use-weight-unit';
import { onDemand } from '../../../ui/components/dialog-shell';
import { afterNextPaint } from '../../../lib/tasks';
import { toast } from '../../../lib/toast';
import { formatPreviousCell, formatSet } from '../format';
import type { SetRow as Row } from '../session-model';
import { inKilos, setFieldsResolver, toFields, type SetFields, type SetInputField } from '../set-form';
import type { EditSetDialogProps } from './edit-set-dialog';
import { KgPlateField } from './kg-plate-field';
import { SetStatus } from './set-status';
import type { SetTypeDialogProps } from './set-type-dialog';
import { SetTypeMark } from './set-type';

// "Dialogs on demand" (ui/components/dialog-shell/on-demand.tsx): their code loads when first opened.
const SetTypeDialog = onDemand<SetTypeDialogProps>(() =>
  import('./set-type-dialog').then((m) => ({ default: m.SetTypeDialog })),
);
const EditSetDialog = onDemand<EditSetDialogProps>(() =>
  import('./edit-set-dialog').then((m) => ({ default: m.EditSetDialog })),
);

/**
 * Columns of a set row: type or number, last time's set ("Anterior"), the inputs, the done button
 * (or, once done, the set's state). Shared with the column headings. On a 390 px phone the card
 * leaves 332 px: the weight gets the most (its input also holds the plate calculator's button).
 */
export const SET_GRID = {
  repeticiones: '2rem minmax(3.25rem, 1fr) minmax(2.25rem, 0.7fr) minmax(4.5rem, 1.5fr) minmax(2.25rem, 0.6fr) 2.75rem',
  tiempo: '2rem minmax(3.25rem, 1fr) minmax(4rem, 1.5fr) 2.75rem',
  distancia: '2rem minmax(3.25rem, 1fr) minmax(4rem, 1.5fr) 2.75rem',
} satisfies Record<SetMeasure, string>;

const GAP = { base: '1', md: '2' };

const FIELDS: Record<SetMeasure, SetInputField[]> = {
  repeticiones: ['repeticiones', 'kg', 'rir'],
  tiempo: ['segundos'],
  distancia: ['metros'],
};

const HEADINGS = {
  repeticiones: ['set.reps', 'set.kg', 'set.rir'],
  tiempo: ['set.seconds'],
  distancia: ['set.metres'],
} as const;

const LABELS = {
  repeticiones: 'set.repsLabel',
  kg: 'set.kgLabel',
  rir: 'set.rirLabel',
  segundos: 'set.secondsLabel',
  metros: 'set.metresLabel',
} as const;

const label = (field: SetInputField, unit: WeightUnit) =>
  field === 'kg' && unit === 'lb' ? 'setRow.lbLabel' : LABELS[field];

const DECIMAL = new Set<SetInputField>(['kg', 'metros']);

/** A tappable cell of a set row (its type, last time's set): 44 px high, as narrow as its column. */
const CELL_BUTTON = { type: 'button', variant: 'ghost', h: '11', minW: '0' } as const;

/** The weight column's heading: the unit, or "+" the unit where the load is added to the body's. */
const WEIGHT_HEADING = {
  kg: { plain: 'set.kg', added: 'setRow.addedKg' },
  lb: { plain: 'setRow.lb', added: 'setRow.addedLb' },
} as const satisfies Record<WeightUnit, unknown>;

/**
 * The column headings over an exercise's set rows (the weight's in the user's unit); drawn again
 * only when the measure changes, not for a logged set ("One card per tap", docs/PERFORMANCE.md).
 * `added`: a body-weight exercise (push-ups, pull-ups, weighted dips), whose weight is what is
 * added to the body (a vest, a belt): its column reads "+Kg", so no one types their own weight.
 */
export const SetHeadings = memo(function SetHeadings({
  medida,
  added = false,
}: {
  medida: SetMeasure;
  added?: boolean;
}) {
  const { t } = useTranslation('workouts');
  const unit = useWeightUnit();
  const keys = ['set.set', 'setRow.previous', ...HEADINGS[medida]] as const;
  return (
    <Box display="grid" gridTemplateColumns={SET_GRID[medida]} gap={GAP} aria-hidden="true">
      {keys.map((key) => (
        <Text key={key} textStyle="xs" color="fg.muted" textAlign="center">
          {key === 'set.kg' ? t(WEIGHT_HEADING[unit][added ? 'added' : 'plain']) : t(key)}
        </Text>
      ))}
    </Box>
  );
});

interface PreviousProps {
  previous: PreviousSet | null;
  unit: WeightUnit;
  /** Copies it into the inputs (a set to do); absent: shown only. */
  onCopy?(): void;
  n: number;
}

/** Last time's same set, short ("62,5×10", "RIR 2" below); a set to do copies it with one tap. */
const PreviousCell = memo(function PreviousCell({ previous, unit, onCopy, n }: PreviousProps) {
  const { t } = useTranslation('workouts');
  if (!previous) {
    return (
      <Text textAlign="center" color="fg.subtle" title={t('setRow.noPrevious')}>
        <span aria-hidden="true">–</span>
        <VisuallyHidden>{t('setRow.noPrevious')}</VisuallyHidden>
      </Text>
    );
  }
  const { load, rir } = formatPreviousCell(previous, t, unit);
  const lines = (
    <>
      <Text as="span" display="block" textStyle="xs" fontWeight="medium" lineHeight="short">
        {load}
      </Text>
      {rir ? (
        <Text as="span" display="block" textStyle="2xs" color="fg.muted" lineHeight="short">
          {` ${rir}`}
        </Text>
      ) : null}
    </>
  );
  if (!onCopy)
    return (
      <Box textAlign="center" color="fg.muted">
        {lines}
      </Box>
    );
  return (
    <Button
      {...CELL_BUTTON}
      px="1"
      flexDirection="column"
      gap="0"
      aria-label={t('setRow.copy', { shown: rir ? `${load} ${rir}` : load, n, set: formatSet(previous, t, unit) })}
      onClick={onCopy}
    >
      {lines}
    </Button>
  );
});

/**
 * The set's ✓ (submits its form). Filled while `data-pressed` is on it (useDoneOnce): that look is
 * in the button's class from the start, so a tap inserts no style rule, and its colours change with
 * no transition (each transition a tap starts is a transitionrun and a transitionstart event
 * through React's root listener before the frame).
 */
const DoneButton = memo(function DoneButton({ label, ref }: { label: string; ref: Ref<HTMLButtonElement> }) {
  return (
    <IconButton
      ref={ref}
      type="submit"
      size="lg"
      variant="outline"
      colorPalette="brand"
      transition="none"
      _pressed={{ bg: 'colorPalette.solid', color: 'colorPalette.contrast', borderColor: 'colorPalette.solid' }}
      aria-label={label}
    >
      <Check />
    </IconButton>
  );
});

/**
 * A tap on ✓ (or Enter): the button filled at once, by its `data-pressed` attribute alone (nothing
 * for React to draw in the tap); the inputs checked and the set logged (`onDone`: the outbox, the
 * done row, the session's progress) in the task after that frame, or 100 ms later at most; a
 * second tap before then logs nothing. Named optimisation "The ✓ first" (docs/PERFORMANCE.md); the
 * plain path is the form's `handleSubmit(onDone)` in the tap.
 */
function useDoneOnce(handleSubmit: UseFormHandleSubmit<SetFields>, onDone: (fields: SetFields) => void) {
  const button = useRef<HTMLButtonElement>(null);
  const sending = useRef(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    button.current?.setAttribute('data-pressed', '');
    afterNextPaint(() => {
      void handleSubmit(onDone)().finally(() => {
        sending.current = false;
        button.current?.removeAttribute('data-pressed');
      });
    });
  };
  return { button, onSubmit };
}

interface SetInputCellProps {
  field: SetInputField;
  n: number;
  unit: WeightUnit;
  control: Control<SetFields>;
  setValue: UseFormSetValue<SetFields>;
  register: UseFormRegister<SetFields>;
  /** The id of the row's error text while this input is wrong. */
  errorId?: string;
}

/**
 * One input of a set to do. Its own component, memoised on the form's stable functions: the
 * form's state changes on mount (react-hook-form marks itself ready in a layout effect) and when
 * a suggestion resets a field, and neither draws the inputs again.
 */
const SetInputCell = memo(function SetInputCell({
  field,
  n,
  unit,
  control,
  setValue,
  register,
  errorId,
}: SetInputCellProps) {
  const { t } = useTranslation('workouts');
  return (
    <KgPlateField field={field} n={n} control={control} setValue={setValue}>
      <Input
        size="lg"
        px="1"
        textAlign="center"
        inputMode={DECIMAL.has(field) ? 'decimal' : 'numeric'}
        autoComplete="off"
        aria-label={t(label(field, unit), { n })}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        {...register(field)}
      />
    </KgPlateField>
  );
});

/** The set's number or type; a tap chooses its type. */
const TypeButton = memo(function TypeButton({ n, tipo, onChoose }: { n: number; tipo: SetType; onChoose(): void }) {
  const { t } = useTranslation('workouts');
  return (
    <Button
      {...CELL_BUTTON}
      px="0"
      aria-label={t('setRow.typeButton', { n, type: t(`setRow.types.${tipo}`) })}
      onClick={onChoose}
    >
      <SetTypeMark tipo={tipo} n={n} />
    </Button>
  );
});

interface TodoProps {
  row: Row;
  medida: SetMeasure;
  previous: PreviousSet | null;
  /** The set's inputs, the weight in kilos, and the type chosen. */
  onDone(fields: SetFields): void;
}

/**
 * A set still to do: its type (tap the number), last time's set (tap to copy), its inputs,
 * prefilled, and one tap (or Enter) marks it done (useDoneOnce).
 */
function TodoSet({ row, medida, previous, onDone }: TodoProps) {
  const { t } = useTranslation('workouts');
  const unit = useWeightUnit();
  const errorId = useId();
  const [choosing, setChoosing] = useState(false);
  const form = useForm<SetFields>({
    resolver: setFieldsResolver(medida, unit),
    defaultValues: { ...toFields(row.values, unit), tipo: row.tipo },
  });
  const { register, handleSubmit, formState, getFieldState, resetField, control, setValue } = form;
  const { button, onSubmit } = useDoneOnce(handleSubmit, (fields) => onDone(inKilos(fields, unit)));
  const tipo: SetType = useWatch({ control, name: 'tipo' }) ?? row.tipo;
  // A better suggestion (the set before was just logged) fills the inputs the user has not touched.
  const suggested = JSON.stringify(toFields(row.values, unit));
  useEffect(() => {
    const values = JSON.parse(suggested) as SetFields;
    for (const field of FIELDS[medida]) {
      if (!getFieldState(field).isDirty) resetField(field, { defaultValue: values[field] });
    }
  }, [suggested, medida, getFieldState, resetField]);
  const copy = useCallback(() => {
    if (!previous) return;
    const values = toFields(previous, unit);
    for (const field of FIELDS[medida]) setValue(field, values[field], { shouldDirty: true, shouldValidate: true });
  }, [previous, unit, medida, setValue]);
  const choose = useCallback(() => setChoosing(true), []);
  const firstError = FIELDS[medida].map((f) => formState.errors[f]?.message).find(Boolean);
  return (
    <form onSubmit={onSubmit} noValidate data-tipo={tipo}>
      <Box display="grid" gridTemplateColumns={SET_GRID[medida]} gap={GAP} alignItems="center">
        <TypeButton n={row.n} tipo={tipo} onChoose={choose} />
        <PreviousCell previous={previous} unit={unit} n={row.n} onCopy={copy} />
        {FIELDS[medida].map((field) => (
          <SetInputCell
            key={field}
            field={field}
            n={row.n}
            unit={unit}
            control={control}
            setValue={setValue}
            register={register}
            errorId={formState.errors[field] ? errorId : undefined}
          />
        ))}
        <DoneButton label={t('set.done', { n: row.n })} ref={button} />
      </Box>
      {firstError ? (
        <Text id={errorId} color="fg.error" textStyle="sm" mt="1">
          {t(firstError as 'errors.reps')}
        </Text>
      ) : null}
      <SetTypeDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        n={row.n}
        value={tipo}
        onChange={(next) => setValue('tipo', next, { shouldDirty: true })}
      />
    </form>
  );
}

/** A stored set is green; one on its way, quiet; one the server refused, red. */
const ROW_BG: Record<Row['status'], string> = {
  todo: 'transparent',
  saved: 'green.subtle',
  pending: 'bg.muted',
  failed: 'bg.muted',
  rejected: 'red.subtle',
};

interface DoneProps {
  row: Row;
  medida: SetMeasure;
  previous: PreviousSet | null;
  onRetry(): void;
  /** The corrected set, weight in kilos (none, with no `onDelete` either: the set is only shown). */
  onEdit?(fields: SetFields): void;
  /** Deletes it; returns the undo. */
  onDelete?(): () => void;
}

/** A done set: what was logged and whether it is stored; a tap on it opens it for correction or deletion. */
function DoneSet({ row, medida, previous, onRetry, onEdit, onDelete }: DoneProps) {
  const { t } = useTranslation('workouts');
  const unit = useWeightUnit();
  const [editing, setEditing] = useState(false);
  const shown = formatSet(row.values, t, unit);
  const warmup = row.tipo === 'calentamiento';
  const remove = () => {
    const undo = onDelete?.();
    if (undo) toast.info(t('setRow.deleted'), { action: { label: t('setRow.undo'), onClick: undo } });
  };
  const editable = Boolean(onEdit && onDelete);
  return (
    <Box
      display="grid"
      gridTemplateColumns={SET_GRID[medida]}
      gap={GAP}
      alignItems="center"
      minH="11"
      borderRadius="l2"
      bg={ROW_BG[row.status]}
      role="group"
      aria-label={t(warmup ? 'set.doneWarmup' : 'set.doneSet', { n: row.n })}
      data-tipo={row.tipo}
    >
      <Box display="flex" justifyContent="center">
        <SetTypeMark tipo={row.tipo} n={row.n} />
      </Box>
      <PreviousCell previous={previous} unit={unit} n={row.n} />
      <Button
        type="button"
        variant="ghost"
        h="11"
        minW="0"
        px="2"
        justifyContent="start"
        fontWeight="medium"
        gridColumn={`span ${FIELDS[medida].length}`}
        disabled={!editable}
        _disabled={{ opacity: 1, cursor: 'default' }}
        aria-label={t(warmup ? 'setRow.editWarmup' : 'setRow.edit', { n: row.n, set: shown })}
        onClick={() => setEditing(true)}
      >
        <Text as="span" truncate>
          {shown}
        </Text>
      </Button>
      <SetStatus status={row.status} reason={row.reason} onRetry={onRetry} />
      <EditSetDialog
        open={editing}
        onClose={() => setEditing(false)}
        n={row.n}
        tipo={row.tipo}
        medida={medida}
        values={row.values}
        unit={unit}
        onSave={(fields) => onEdit?.(fields)}
        onDelete={remove}
      />
    </Box>
  );
}

export interface SetRowProps extends Omit<TodoProps, 'previous'>, Omit<DoneProps, 'previous'> {
  /** What was lifted in this set last time (previous-sets.ts `previousFor`). */
  previous?: PreviousSet | null;
}

/** One set of an exercise: inputs while to do; what was logged and whether it is stored once done. */
export function SetRow({ row, medida, previous = null, onDone, onRetry, onEdit, onDelete }: SetRowProps) {
  if (row.status === 'todo') return <TodoSet row={row} medida={medida} previous={previous} onDone={onDone} />;
  return (
    <DoneSet row={row} medida={medida} previous={previous} onRetry={onRetry} onEdit={onEdit} onDelete={onDelete} />
  );
}

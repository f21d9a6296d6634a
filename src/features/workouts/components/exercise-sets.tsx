import { Stack } from '@chakra-ui/react';
import { memo } from 'react';
import type {
  LoadKind,
  PreviousSet,
  SetMeasure,
  WorkoutExercise,
  WorkoutSetInput,
} from '../../../lib/contract-training';
import { useStableFunctions } from '../../../lib/use-stable-functions';
import { previousFor } from '../previous-sets';
import { sameRow, type SetRow as Row } from '../session-model';
import { toSetInput, type SetFields } from '../set-form';
import { SetHeadings, SetRow } from './set-row';

/** Exercises whose weight is added to the body's: body weight alone, or with a vest or a belt. */
const ADDED_LOAD = new Set<LoadKind | null>(['corporal', 'lastre']);

export interface ExerciseSetsProps {
  exercise: WorkoutExercise;
  rows: Row[];
  onDone(row: Row, fields: SetFields): void;
  onRetry(): void;
  /** A done set corrected: the whole set again, under its id. */
  onEditSet?(setId: string, set: WorkoutSetInput): void;
  /** A done set deleted; returns the undo. */
  onDeleteSet?(setId: string): () => void;
}

interface RowHandlers {
  done(row: Row, fields: SetFields): void;
  retry(): void;
  edit(row: Row, fields: SetFields): void;
  remove(row: Row): () => void;
}

interface ExerciseSetRowProps {
  row: Row;
  medida: SetMeasure;
  previous: PreviousSet | null;
  editable: boolean;
  /** The same functions for the card's lifetime (useStableFunctions). */
  handlers: RowHandlers;
}

/**
 * One set row, drawn again only when what it shows changed: logging a set draws that row (and a
 * row whose suggestion it changed), not its neighbours. Named optimisation "One card per tap"
 * (docs/PERFORMANCE.md).
 */
const ExerciseSetRow = memo(
  function ExerciseSetRow({ row, medida, previous, editable, handlers }: ExerciseSetRowProps) {
    return (
      <SetRow
        row={row}
        medida={medida}
        previous={previous}
        onDone={(fields) => handlers.done(row, fields)}
        onRetry={handlers.retry}
        onEdit={editable ? (fields) => handlers.edit(row, fields) : undefined}
        onDelete={editable ? () => handlers.remove(row) : undefined}
      />
    );
  },
  (a, b) =>
    sameRow(a.row, b.row) &&
    a.medida === b.medida &&
    a.previous === b.previous &&
    a.editable === b.editable &&
    a.handlers === b.handlers,
);

/** The exercise's set rows under their column headings, each beside what it was last time. */
export function ExerciseSets({ exercise, rows, onDone, onRetry, onEditSet, onDeleteSet }: ExerciseSetsProps) {
  const { id: exerciseId, medida } = exercise;
  const handlers = useStableFunctions({
    done: onDone,
    retry: onRetry,
    // A correction changes what was lifted, not when: the set keeps the time it was done.
    edit: (row: Row, fields: SetFields) => {
      const now = row.completadaEn ? new Date(row.completadaEn) : new Date();
      onEditSet?.(row.setId!, toSetInput(fields, { exerciseId, orden: row.orden, medida, tipo: row.tipo, now }));
    },
    remove: (row: Row) => onDeleteSet?.(row.setId!) ?? (() => undefined),
  });
  return (
    <Stack gap="2">
      <SetHeadings medida={medida} added={ADDED_LOAD.has(exercise.carga)} />
      {rows.map((row) => (
        <ExerciseSetRow
          // A set to do keeps its inputs by position: the row that was set 2 stays set 2's.
          key={row.setId ?? `todo-${row.orden}`}
          row={row}
          medida={medida}
          previous={previousFor(exercise, row)}
          editable={Boolean(onEditSet && onDeleteSet)}
          handlers={handlers}
        />
      ))}
    </Stack>
  );
}

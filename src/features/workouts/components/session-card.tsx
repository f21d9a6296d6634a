import { memo, useMemo } from 'react';
import type { WorkoutExercise } from '../../../lib/contract-training';
import { sameRows, type SetRow } from '../session-model';
import type { SessionActions } from '../use-session-actions';
import type { MenuOptions } from '../use-exercise-edits';
import { ExerciseCard } from './exercise-card';
import { ExerciseMenuOnDemand } from './exercise-menu-on-demand';

export interface SessionCardProps {
  exercise: WorkoutExercise;
  rows: SetRow[];
  can: MenuOptions;
  rutinaId: number | null;
  /** The same object for the whole session (use-session-actions.ts). */
  actions: SessionActions;
}

const sameOptions = (a: MenuOptions, b: MenuOptions) =>
  (Object.keys(a) as (keyof MenuOptions)[]).every((k) => a[k] === b[k]);

/** Drawn again only when what it shows changed: named optimisation "One card per tap" (docs/PERFORMANCE.md). */
export const sameCard = (a: SessionCardProps, b: SessionCardProps): boolean =>
  a.exercise === b.exercise &&
  a.rutinaId === b.rutinaId &&
  a.actions === b.actions &&
  sameRows(a.rows, b.rows) &&
  sameOptions(a.can, b.can);

/** An exercise card of the session with its menu, wired to the session's actions. */
function SessionCardView({ exercise, rows, can, rutinaId, actions }: SessionCardProps) {
  // The same menu element while its options stand: the card's head is not drawn again for a set.
  const options = JSON.stringify(can);
  const menu = useMemo(
    () => (
      <ExerciseMenuOnDemand
        name={exercise.nombre}
        can={JSON.parse(options) as MenuOptions}
        onAction={(action) => actions.menu(exercise, action)}
      />
    ),
    [exercise, actions, options],
  );
  return (
    <ExerciseCard
      exercise={exercise}
      rutinaId={rutinaId}
      rows={rows}
      onDone={(row, fields) => actions.done(exercise, row, fields)}
      onRetry={actions.retry}
      onEditSet={actions.editSet}
      onDeleteSet={actions.deleteSet}
      onAddSet={() => actions.menu(exercise, 'addSet')}
      onSkip={(omitido) => actions.skip(exercise, omitido)}
      onNote={(nota) => actions.note(exercise, nota)}
      onWarmup={(sets) => actions.warmup(exercise, sets)}
      menu={menu}
    />
  );
}

export const SessionCard = memo(SessionCardView, sameCard);

import type { ComponentProps } from 'react';
import type { PickerExercise } from '../../../lib/contract-picker';
import { onDemand } from '../../../ui/components/dialog-shell';

// "Dialogs on demand" (ui/components/dialog-shell/on-demand.tsx): the picker and its catalogue
// load when it first opens.
const ExercisePickerDialog = onDemand<
  ComponentProps<typeof import('../../../entities/exercises/exercise-picker').ExercisePickerDialog>
>(() => import('../../../entities/exercises/exercise-picker').then((m) => ({ default: m.ExercisePickerDialog })));

export interface PickExerciseProps {
  open: boolean;
  title: string;
  /** Catalogue ids already in the session. */
  excludeIds: readonly number[];
  onPick(exercise: PickerExercise): void;
  onClose(): void;
}

/** The searchable catalogue picker, for an exercise to add or to replace one with. */
export function PickExercise({ open, title, excludeIds, onPick, onClose }: PickExerciseProps) {
  return (
    <ExercisePickerDialog
      open={open}
      title={title}
      excludeIds={excludeIds}
      onOpenChange={(next) => (next ? undefined : onClose())}
      onPick={onPick}
    />
  );
}

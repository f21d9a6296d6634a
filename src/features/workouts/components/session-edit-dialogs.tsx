import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerExercise } from '../../../lib/contract-picker';
import type { Workout } from '../../../lib/contract-training';
import { ConfirmDialog } from '../../../ui/components/confirm-dialog';
import { onDemand } from '../../../ui/components/dialog-shell';
import { focusExercise } from '../focus-exercise';
import type { EditDialog } from '../use-exercise-edits';
import type { ExerciseToAdd, sessionWrites } from '../use-session-outbox';
import { PickExercise } from './pick-exercise';
import type { ReplaceExerciseDialogProps } from './replace-exercise-dialog';
import type { RestDialogProps } from './rest-dialog';

// "Dialogs on demand": these two load when they first open; the rest's form brings react-hook-form's
// zod rule (with zod), and the replacement list Chakra's dialog.
const ReplaceExerciseDialog = onDemand<ReplaceExerciseDialogProps>(
  () => import('./replace-exercise-dialog').then((m) => ({ default: m.ReplaceExerciseDialog })),
  (props) => props.exercise !== null,
);
const RestDialog = onDemand<RestDialogProps>(
  () => import('./rest-dialog').then((m) => ({ default: m.RestDialog })),
  (props) => props.exercise !== null,
);

/** A picked catalogue exercise as the session shows it until the server answers. */
const toAdd = (e: PickerExercise): ExerciseToAdd => ({
  id_ejercicio: e.id,
  nombre: e.nombre,
  grupo_muscular: e.grupo_muscular,
  carga: e.carga,
  medida: e.carga === 'tiempo' || e.carga === 'distancia' ? e.carga : 'repeticiones',
});

export interface SessionEditDialogsProps {
  workout: Workout;
  dialog: EditDialog;
  setDialog(dialog: EditDialog): void;
  writes: ReturnType<typeof sessionWrites>;
}

/**
 * The dialogs of the exercise menu and "Añadir ejercicio"; what they decide goes to the outbox.
 * Closed, a logged set does not draw them again (the session passes the same objects).
 */
export const SessionEditDialogs = memo(function SessionEditDialogs({
  workout,
  dialog,
  setDialog,
  writes,
}: SessionEditDialogsProps) {
  const { t } = useTranslation('workouts');
  const close = () => setDialog(null);
  const exercise = dialog && 'exercise' in dialog ? dialog.exercise : null;
  const done = exercise?.series.length ?? 0;
  const picking = dialog?.kind === 'add' || dialog?.kind === 'pickReplacement';
  return (
    <>
      <ReplaceExerciseDialog
        workoutId={workout.id}
        exercise={dialog?.kind === 'replace' ? dialog.exercise : null}
        onReplace={(alt) => {
          if (exercise) writes.exercise(exercise.id, { id_ejercicio: alt.id }, { nombre: alt.nombre });
          close();
        }}
        onOther={() => exercise && setDialog({ kind: 'pickReplacement', exercise })}
        onClose={close}
      />
      <PickExercise
        open={picking}
        title={exercise ? t('sessionEdit.replacePick', { name: exercise.nombre }) : t('sessionEdit.addExercise')}
        excludeIds={workout.ejercicios.map((e) => e.id_ejercicio_catalogo)}
        onPick={(picked) => {
          close();
          if (exercise) writes.exercise(exercise.id, { id_ejercicio: picked.id }, { nombre: picked.nombre });
          else focusExercise(writes.addExercise(toAdd(picked)));
        }}
        onClose={close}
      />
      <RestDialog
        exercise={dialog?.kind === 'rest' ? dialog.exercise : null}
        onSave={(descanso) => {
          if (exercise) writes.exercise(exercise.id, { descanso });
          close();
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title={t('sessionEdit.removeTitle', { name: exercise?.nombre ?? '' })}
        confirmLabel={t('sessionEdit.removeConfirm')}
        cancelLabel={t('sessionEdit.cancel')}
        onConfirm={() => {
          if (exercise) writes.removeExercise(exercise.id);
          close();
        }}
        onClose={close}
      >
        {done > 0 ? t('sessionEdit.removeText', { count: done }) : null}
      </ConfirmDialog>
    </>
  );
});

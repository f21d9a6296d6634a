import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../lib/store-hooks';
import { toast } from '../../lib/toast';
import {
  refreshRoutineLater,
  RELOAD_DELAY_MS,
  useDeleteRoutineExerciseMutation,
  useUpdateMyRoutineMutation,
  useUpdateRoutineExerciseMutation,
} from './api';
import {
  formMessages,
  inScreenOrder,
  isFormWide,
  planExerciseSave,
  toRoutinePatch,
  type FormMessage,
  type RoutineEditorParts,
  type RoutineFormValues,
} from './routine-form';

/**
 * "Guardar" (docs/PRODUCT.md §4, §5 and §8): an invalid form lists every message and toasts each;
 * a valid one updates the routine, deletes the exercises removed on screen, updates each changed
 * one and stores the order of the list on screen, and reloads the routine 1 s later.
 * `messages` are those of the last attempt (empty once one passes).
 */
export function useRoutineSave({ routineId, form, savedRef }: RoutineEditorParts) {
  const { t } = useTranslation('routines');
  const dispatch = useAppDispatch();
  const [updateRoutine] = useUpdateMyRoutineMutation();
  const [updateExercise] = useUpdateRoutineExerciseMutation();
  const [deleteExercise] = useDeleteRoutineExerciseMutation();
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const [saving, setSaving] = useState(false);

  const reject = (errors: FieldErrors<RoutineFormValues>) => {
    const problems = formMessages(errors);
    setMessages(problems);
    problems.forEach((problem) => toast.error(isFormWide(problem) ? t(problem.key) : t(problem.key, problem)));
  };

  /** The exercises removed on screen, then the changed ones (stops at the first failure); true when all went. */
  const saveExercises = async (values: RoutineFormValues): Promise<boolean> => {
    const { deletes, patches } = planExerciseSave(inScreenOrder(values.ejercicios), savedRef.current);
    try {
      for (const exerciseId of deletes) await deleteExercise({ routineId, exerciseId }).unwrap();
      if (deletes.length > 0) toast.success(t('messages.exerciseDeleted'));
    } catch {
      toast.error(t('messages.exerciseDeleteError'));
      return false;
    }
    if (patches.length === 0) return true;
    try {
      // One after the other, in the wanted order: the server renumbers after each change.
      for (const { id, patch } of patches) {
        await updateExercise({ routineId, exerciseId: id, patch }).unwrap();
      }
      toast.success(t('messages.exercisesUpdated'));
    } catch {
      toast.error(t('messages.exercisesUpdateError'));
      return false;
    }
    return true;
  };

  const save = async (values: RoutineFormValues) => {
    setMessages([]);
    setSaving(true);
    try {
      try {
        await updateRoutine({ id: routineId, patch: toRoutinePatch(values) }).unwrap();
        toast.success(t('messages.routineUpdated'));
      } catch {
        toast.error(t('messages.routineUpdateError'));
        return;
      }
      // Saved: what is on screen is the routine now (leaving no longer asks, issue #40).
      if (await saveExercises(values)) form.reset(form.getValues());
      setTimeout(() => dispatch(refreshRoutineLater(routineId)), RELOAD_DELAY_MS);
    } finally {
      setSaving(false);
    }
  };

  return { messages, saving, onSubmit: form.handleSubmit(save, reject) };
}

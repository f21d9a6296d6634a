import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { toast } from '../../lib/toast';
import {
  refreshRoutineLater,
  RELOAD_DELAY_MS,
  useUpdateMyRoutineMutation,
  useUpdateRoutineExerciseMutation,
} from './api';
import {
  changedExercises,
  formMessages,
  toRoutinePatch,
  type FormMessage,
  type RoutineEditorParts,
  type RoutineFormValues,
} from './routine-form';

/**
 * "Guardar" (docs/PRODUCT.md §4, §5 and §8): an invalid form lists every message and toasts each;
 * a valid one updates the routine, then each changed exercise, and reloads the routine 1 s later.
 * `messages` are those of the last attempt (empty once one passes).
 */
export function useRoutineSave({ routineId, form, savedRef }: RoutineEditorParts) {
  const { t } = useTranslation('routines');
  const dispatch = useAppDispatch();
  const [updateRoutine] = useUpdateMyRoutineMutation();
  const [updateExercise] = useUpdateRoutineExerciseMutation();
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const [saving, setSaving] = useState(false);

  const reject = (errors: FieldErrors<RoutineFormValues>) => {
    const problems = formMessages(errors);
    setMessages(problems);
    problems.forEach((problem) => toast.error(t(problem.key, problem.key === 'messages.required' ? {} : problem)));
  };

  const saveExercises = async (values: RoutineFormValues) => {
    const changes = changedExercises(values.ejercicios, savedRef.current);
    if (changes.length === 0) return;
    try {
      // One after the other: the server renumbers the order after each change.
      for (const change of changes) {
        await updateExercise({ routineId, exerciseId: change.id, patch: change.patch }).unwrap();
      }
      toast.success(t('messages.exercisesUpdated'));
    } catch {
      toast.error(t('messages.exercisesUpdateError'));
    }
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
      await saveExercises(values);
      setTimeout(() => dispatch(refreshRoutineLater(routineId)), RELOAD_DELAY_MS);
    } finally {
      setSaving(false);
    }
  };

  return { messages, saving, onSubmit: form.handleSubmit(save, reject) };
}

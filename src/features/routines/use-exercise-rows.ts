import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useAddRoutineExerciseMutation, useDeleteRoutineExerciseMutation } from './api';
import { isRoutineResponse, mergeExercises, type RoutineEditorParts } from './routine-form';

/**
 * The form's exercise rows and the two calls that change them on the server at once
 * (docs/PRODUCT.md §4 and §8): adding one, and deleting one (on the server first, then here).
 * Both answer the routine, which becomes the saved state.
 */
export function useExerciseRows({ routineId, form, savedRef }: RoutineEditorParts) {
  const { t } = useTranslation('routines');
  const { control, getValues } = form;
  const { fields, remove, replace } = useFieldArray({ control, name: 'ejercicios', keyName: 'key' });
  const [add, { isLoading: adding }] = useAddRoutineExerciseMutation();
  const [deleteExercise] = useDeleteRoutineExerciseMutation();

  /** Resolves to true when the exercise was added (the dialog then closes). */
  const addExercise = async (ejercicio_id: number): Promise<boolean> => {
    try {
      const response: unknown = await add({ routineId, ejercicio_id }).unwrap();
      if (!isRoutineResponse(response)) {
        toast.error(t('messages.invalidResponse'));
        return false;
      }
      replace(mergeExercises(getValues('ejercicios'), response.ejercicios, { keepOrder: true }));
      savedRef.current = response.ejercicios;
      toast.success(t('messages.exerciseAdded'));
      return true;
    } catch {
      toast.error(t('messages.exerciseAddError'));
      return false;
    }
  };

  const removeExercise = async (index: number) => {
    const exerciseId = getValues(`ejercicios.${index}.id`);
    if (exerciseId === null || exerciseId === undefined) {
      toast.error(t('messages.exerciseNoId'));
      return;
    }
    try {
      const response: unknown = await deleteExercise({ routineId, exerciseId }).unwrap();
      remove(index);
      if (isRoutineResponse(response)) {
        replace(mergeExercises(getValues('ejercicios'), response.ejercicios));
        savedRef.current = response.ejercicios;
      } else {
        savedRef.current = savedRef.current.filter((e) => e.id !== exerciseId);
      }
      toast.success(t('messages.exerciseDeleted'));
    } catch {
      toast.error(t('messages.exerciseDeleteError'));
    }
  };

  return { fields, adding, addExercise, removeExercise };
}

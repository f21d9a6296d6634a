import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useAddRoutineExerciseMutation } from './api';
import { isRoutineResponse, mergeExercises, type RoutineEditorParts } from './routine-form';

/**
 * The form's exercise rows (docs/PRODUCT.md §4 and §8): adding one goes to the server at once
 * (it answers the routine, which becomes the saved state, and the new row); removing one only
 * takes it off the form and moving one changes its place on screen: like any other change they
 * wait for "Guardar".
 */
export function useExerciseRows({ routineId, form, savedRef }: RoutineEditorParts) {
  const { t } = useTranslation('routines');
  const { control, getValues } = form;
  const { fields, remove, replace, move } = useFieldArray({ control, name: 'ejercicios', keyName: 'key' });
  const [add, { isLoading: adding }] = useAddRoutineExerciseMutation();

  /** Resolves to true when the exercise was added (the dialog then closes). */
  const addExercise = async (ejercicio_id: number): Promise<boolean> => {
    try {
      const response: unknown = await add({ routineId, ejercicio_id }).unwrap();
      if (!isRoutineResponse(response)) {
        toast.error(t('messages.invalidResponse'));
        return false;
      }
      // An add is saved at once: a form with nothing else unsaved stays so (no "¿Salir sin guardar?").
      const clean = !form.formState.isDirty;
      replace(mergeExercises(getValues('ejercicios'), response.ejercicios, savedRef.current));
      savedRef.current = response.ejercicios;
      if (clean) form.reset(getValues());
      toast.success(t('messages.exerciseAdded'));
      return true;
    } catch {
      toast.error(t('messages.exerciseAddError'));
      return false;
    }
  };

  /** Off the screen only: the server forgets it on "Guardar" (docs/PRODUCT.md §4), "Cancelar" keeps it. */
  const removeExercise = (index: number) => remove(index);

  /** A row dragged (pointer or keyboard) to another place: saved with the rest on "Guardar". */
  const moveExercise = (from: number, to: number) => move(from, to);

  return { fields, adding, addExercise, removeExercise, moveExercise };
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { UserRoutine, UserRoutineExercise } from '../../lib/contract';
import { routineFormSchema, toFormValues, type RoutineFormValues } from './routine-form';
import { useExerciseRows } from './use-exercise-rows';
import { useRoutineSave } from './use-routine-save';

/**
 * The routine editor's state (docs/PRODUCT.md §4): the form over a loaded routine, validated by
 * `routineFormSchema` on save, its exercise rows (add and delete go to the server at once) and
 * the save. Whenever the routine is loaded again (the refresh 1 s after a save) the form starts
 * over from it.
 */
export function useRoutineEditor(routineId: number, routine: UserRoutine) {
  const form = useForm<RoutineFormValues>({
    resolver: zodResolver(routineFormSchema),
    defaultValues: toFormValues(routine),
    // A refused save leaves the focus on "Guardar": the summary above the form announces the messages.
    shouldFocusError: false,
  });
  /** The exercises as the server last answered: what a save compares against. */
  const savedRef = useRef<UserRoutineExercise[]>(routine.ejercicios);
  const { reset } = form;

  useEffect(() => {
    // A fresh answer from the server (a refetch while the editor is open) updates the form, but
    // never over what the person has changed and not saved yet.
    reset(toFormValues(routine), { keepDirtyValues: true });
    savedRef.current = routine.ejercicios;
  }, [routine, reset]);

  const rows = useExerciseRows({ routineId, form, savedRef });
  const save = useRoutineSave({ routineId, form, savedRef });
  return { form, ...rows, ...save };
}

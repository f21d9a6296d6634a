import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { shownWeek, type WithPlan } from '../../../entities/plans/target';
import type { UserRoutine } from '../../../lib/contract';
import { useRoutineEditor } from '../use-routine-editor';
import { AddExerciseDialog } from './add-exercise-dialog';
import { RoutineExercisesFieldset } from './routine-exercises-fieldset';
import { RoutineFormActions } from './routine-form-actions';
import { RoutineFormErrors } from './routine-form-errors';
import { RoutineInfoFields } from './routine-info-fields';
import { RoutineNameField } from './routine-name-field';
import { RoutinePlanNotice } from './routine-plan-target';
import { RoutineScheduleFields } from './routine-schedule-fields';
import { UnsavedChangesGuard } from './unsaved-changes-dialog';

export interface RoutineFormProps {
  routineId: number;
  /** The routine as loaded; the form starts over whenever it is loaded again. */
  routine: WithPlan<UserRoutine>;
}

/**
 * The routine editor (docs/PRODUCT.md §2, §4, §5): a header with what is read-only, the editable
 * schedule, the workout list (series, repetitions, comment, order by dragging) and a save bar that
 * stays in view; every change waits for "Guardar". A session of a
 * programme says so, links to it, and shows each exercise's target for this week.
 */
export function RoutineForm({ routineId, routine }: RoutineFormProps) {
  const { form, fields, adding, addExercise, removeExercise, moveExercise, messages, saving, onSubmit } =
    useRoutineEditor(routineId, routine);
  const [addOpen, setAddOpen] = useState(false);
  const plan = routine.plan ?? null;
  const week = plan ? shownWeek(plan) : null;
  const planWeek = plan && week ? { week, weeks: plan.semanas } : null;
  const showErrors = messages.length > 0;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="8">
          {showErrors ? <RoutineFormErrors messages={messages} /> : null}
          {plan ? <RoutinePlanNotice plan={plan} /> : null}
          <RoutineInfoFields routine={routine} />
          <Stack gap="4" p={{ base: '4', md: '5' }} bg="bg.subtle" rounded="l3" borderWidth="1px">
            <RoutineNameField showErrors={showErrors} />
            <RoutineScheduleFields showErrors={showErrors} />
          </Stack>
          <RoutineExercisesFieldset
            rows={fields}
            descanso={routine.descanso}
            showErrors={showErrors}
            planWeek={planWeek}
            onAdd={() => setAddOpen(true)}
            onDelete={(index) => void removeExercise(index)}
            onMove={moveExercise}
          />
          <RoutineFormActions routineId={routineId} saving={saving} />
        </Stack>
      </form>
      <AddExerciseDialog open={addOpen} adding={adding} onClose={() => setAddOpen(false)} onAdd={addExercise} />
      <UnsavedChangesGuard />
    </FormProvider>
  );
}

/**
 * The programme week a session is trained in ("Semana 3 de 6 · RIR 2") and each exercise's target
 * that week, from the user routine's `plan` and the contract's `targetForWeek`.
 */
import type { UserRoutine } from '../../lib/contract';
import type { PlanWeek } from '../../lib/contract-plans';
import { targetForWeek, type WeekTarget } from '../../lib/plan-target';
import type { WorkoutExercise } from '../../lib/contract-training';

/** The week of the block the session's routine is in, and that routine's exercises. */
export interface SessionPlan {
  week: PlanWeek;
  weeks: number;
  exercises: UserRoutine['ejercicios'];
}

/**
 * Null when the session has no routine (deleted), the routine is not in the list or not in a
 * programme, or today is outside the block (`semana_actual` null).
 */
export function sessionPlan(routines: readonly UserRoutine[] | undefined, rutinaId: number | null): SessionPlan | null {
  if (rutinaId === null) return null;
  const routine = routines?.find((r) => r.rutina_id === rutinaId);
  const plan = routine?.plan;
  if (!routine || !plan || plan.semana_actual === null) return null;
  const week = plan.progresion.find((w) => w.semana === plan.semana_actual);
  return week ? { week, weeks: plan.semanas, exercises: routine.ejercicios } : null;
}

/**
 * The week's target of one session exercise: the routine exercise with the same catalogue
 * exercise (the one at the same position first, when the routine repeats it); null if none.
 */
export function exerciseWeekTarget(
  plan: SessionPlan,
  exercise: Pick<WorkoutExercise, 'id_ejercicio_catalogo' | 'orden'>,
): WeekTarget | null {
  const same = plan.exercises.filter((e) => e.id_ejercicio_catalogo === exercise.id_ejercicio_catalogo);
  const match = same.find((e) => e.orden === exercise.orden) ?? same[0];
  if (!match) return null;
  return targetForWeek(
    { series: match.series, repeticiones_min: match.repeticiones, repeticiones_max: match.repeticiones },
    plan.week,
  );
}

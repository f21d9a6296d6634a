import { isCompound, isHold, isUpperPull, isUpperPush, orderClass, regionOf } from './classify';
import { MAX_EXERCISES, MIN_EXERCISES } from './generate';
import { levelForWeeks } from './level';
import { avoidsHighImpact, prescriptionFor, repRangeFor } from './prescription';
import type { GenerateInput, GeneratedPlan } from './types';

/** Longest comment a user can write on an exercise (contract `userRoutineExercisePatch`). */
const MAX_COMMENT = 500;

/**
 * What a coach checks before signing a generated plan. Returns the broken rules (empty = OK).
 * Used by the tests over every goal x level x profile, on a fixture and on the real catalogue.
 */
export function checkPlan(plan: GeneratedPlan, input: GenerateInput): string[] {
  const broken: string[] = [];
  const fail = (rule: string) => broken.push(rule);
  const byId = new Map(input.catalogue.map((e) => [e.id, e]));
  const level = levelForWeeks(input.profile.trainedWeeks);
  const p = prescriptionFor(input.profile.goalId, input.profile.methodId);
  const reps = repRangeFor(p, input.profile.age);
  const items = plan.ejercicios;
  const exercises = items.map((i) => byId.get(i.exerciseId));

  if (items.length < MIN_EXERCISES || items.length > MAX_EXERCISES)
    fail(`between ${MIN_EXERCISES} and ${MAX_EXERCISES} exercises (has ${items.length})`);
  if (new Set(items.map((i) => i.exerciseId)).size !== items.length) fail('exercises are distinct');
  if (exercises.some((e) => !e)) fail('every exercise is in the catalogue');
  if (plan.level !== level) fail(`routine level is the user's level ${level} (is ${plan.level})`);
  if (items.some((i, k) => i.orden !== k + 1)) fail('orden is 1..n in sequence');
  if (!plan.nombre.trim() || !plan.observaciones.trim()) fail('the routine has a name and observations');
  if (plan.dia !== null && (plan.dia < 1 || plan.dia > 7)) fail('dia is 1..7 or null');
  if (plan.dia !== null && input.history.occupiedDays.includes(plan.dia)) fail('dia is not taken by another routine');
  if (broken.length && exercises.some((e) => !e)) return broken;

  const list = exercises.map((e) => e!);
  list.forEach((e, k) => {
    const item = items[k]!;
    if (e.dificultadId > level + 1) fail(`${e.nombre}: difficulty ${e.dificultadId} > level ${level} + 1`);
    if (item.series < p.series.min || item.series > p.series.max)
      fail(`${e.nombre}: ${item.series} sets outside ${p.series.min}-${p.series.max}`);
    const range = isHold(e) ? p.sostener : reps;
    if (item.repeticiones < range.min || item.repeticiones > range.max)
      fail(`${e.nombre}: ${item.repeticiones} reps/seconds outside ${range.min}-${range.max}`);
    if (item.descanso < p.descanso.min || item.descanso > p.descanso.max)
      fail(`${e.nombre}: rest ${item.descanso} s outside ${p.descanso.min}-${p.descanso.max}`);
    if (item.comentario.trim().length < 40 || item.comentario.length > MAX_COMMENT)
      fail(`${e.nombre}: comment of 40-${MAX_COMMENT} characters`);
    if (e.tipo === 'Estiramiento' || e.tipo === 'Movilidad') fail(`${e.nombre}: no warm-up-only work in the plan`);
    if (p.compoundOnly && !isCompound(e) && regionOf(e) !== 'core')
      fail(`${e.nombre}: functional plans are compound only`);
    if (avoidsHighImpact(input.profile) && e.altoImpacto) fail(`${e.nombre}: high impact for BMI >= 30 or age >= 60`);
  });

  const push = list.filter(isUpperPush).length;
  const pull = list.filter(isUpperPull).length;
  if (push < 1 || pull < 1) fail(`upper-body push (${push}) and pull (${pull}) both present`);
  if (Math.abs(push - pull) > 1) fail(`push ${push} and pull ${pull} differ by at most 1`);
  const upper = list.filter((e) => regionOf(e) === 'upper').length;
  const lower = list.filter((e) => regionOf(e) === 'lower').length;
  if (upper < 2 || lower < 2) fail(`at least 2 upper (${upper}) and 2 lower-body (${lower}) exercises`);
  if (!list.some((e) => regionOf(e) === 'core')) fail('core work included');
  const classes = list.map(orderClass);
  if (classes.some((c, k) => k > 0 && c < classes[k - 1]!))
    fail('order: power, compound, isolation, core, conditioning (compound before isolation)');
  const removed = new Set(input.history.removedExerciseIds);
  if (list.some((e) => removed.has(e.id))) fail('no exercise the user removed');
  if (
    input.history.previousPlans.some((prev) =>
      sameIds(
        prev,
        items.map((i) => i.exerciseId),
      ),
    )
  )
    fail('not the same exercises as a plan generated before');
  return broken;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const s = new Set(a);
  return a.length === b.length && b.every((id) => s.has(id));
}

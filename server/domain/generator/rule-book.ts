import type { ExerciseModel } from '../exercise-model';
import { defaultMeasure } from '../training/measure';
import { isBalance, isUpperPull, isUpperPush, regionOf } from './classify';
import { isConditioningKind, isExplosiveKind, sessionClass, type WorkKind } from './coach';
import { CUES, patternOf } from './cues';
import { CONTACTS_PER_SESSION, workDoseRanges, workMeasure } from './dose';
import { coachedCatalogue, MAX_EXERCISES, MIN_EXERCISES, outgrownAmong, unsuitable } from './generate';
import { levelFor } from './level';
import {
  avoidsHighImpact,
  BALANCE_AGE,
  prescriptionFor,
  repRangeFor,
  type Prescription,
  type Range,
} from './prescription';
import { CONTACTS_NOTE, FAR_FROM_FAILURE, MAX_COMMENT } from './texts';
import type { GenerateInput, GeneratedPlan, GeneratorExercise, PlannedExercise } from './types';

/**
 * What a coach checks before signing a generated plan. Returns the broken rules (empty = OK).
 * Used by the tests over every goal x level x profile, on a fixture and on the real catalogue,
 * and over the programme wizard's equipment sets and sore areas on the real catalogue.
 * Sources of each rule: README.md "Rule book".
 */
export function checkPlan(plan: GeneratedPlan, input: GenerateInput): string[] {
  const broken: string[] = [];
  const fail = (rule: string) => broken.push(rule);
  const byId = new Map(input.catalogue.map((e) => [e.id, e]));
  const level = levelFor(input.profile, input.profile.experiencia);
  const coached = coachedCatalogue(input);
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
  const kinds = list.map(coached.kindOf);
  const suitability = { level, p, restricted: avoidsHighImpact(input.profile), profile: input.profile };
  const suitable = input.catalogue.filter((e) => unsuitable(e, coached, suitability).length === 0);
  const easy = outgrownAmong(suitable, coached, { ...suitability, age: input.profile.age });
  list.forEach((e, k) => {
    const item = items[k]!;
    checkDose(e, coached.modelOf(e), kinds[k]!, item, p, reps, fail);
    checkTexts(e, item, fail);
    checkExplosive(e, kinds[k]!, item, fail);
    for (const rule of unsuitable(e, coached, suitability)) fail(`${e.nombre}: ${rule}`);
    if (easy.has(e.id))
      fail(`${e.nombre}: difficulty ${e.dificultadId} at level ${level}, while its harder variant suits`);
  });
  if (input.profile.age >= BALANCE_AGE && !list.some(isBalance)) fail('balance work (single leg) for age >= 65');
  if (kinds[0] && isConditioningKind(kinds[0])) fail('conditioning (plyometric cardio included) is not first');
  const explosive = kinds.map(isExplosiveKind);
  if (explosive.some((x, k) => x && explosive.slice(0, k).some((before) => !before)))
    fail('power and plyometrics first in the session (NSCA)');
  const contacts = items.reduce((sum, it, k) => sum + (kinds[k] === 'pliometria' ? it.series * it.repeticiones : 0), 0);
  const cap = CONTACTS_PER_SESSION[level - 1] ?? CONTACTS_PER_SESSION[0];
  if (contacts > cap) fail(`${contacts} plyometric contacts > ${cap} for level ${level} (NSCA)`);
  if (explosive.some(Boolean) && !/lejos del fallo/.test(plan.observaciones))
    fail('the observations say explosive work stays far from failure');
  checkMethodText(plan, p, fail);
  if (/potencia/i.test(plan.nombre) && !explosive.some(Boolean)) fail('the name promises power work the plan lacks');

  const push = list.filter(isUpperPush).length;
  const pull = list.filter(isUpperPull).length;
  if (push < 1 || pull < 1) fail(`upper-body push (${push}) and pull (${pull}) both present`);
  if (Math.abs(push - pull) > 1) fail(`push ${push} and pull ${pull} differ by at most 1`);
  const upper = list.filter((e) => regionOf(e) === 'upper').length;
  const lower = list.filter((e) => regionOf(e) === 'lower').length;
  if (upper < 2 || lower < 2) fail(`at least 2 upper (${upper}) and 2 lower-body (${lower}) exercises`);
  if (!list.some((e) => regionOf(e) === 'core')) fail('core work included');
  const classes = list.map((e, k) => sessionClass(e, kinds[k]!));
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

type Fail = (rule: string) => void;

/**
 * Sets, work and rest in the range of how the exercise is worked (dose.ts `workDoseRanges`),
 * measured as its work kind says and as the session will log it (training/measure.ts
 * `defaultMeasure`; distances excepted, which a session logs as the user chooses).
 */
function checkDose(
  e: GeneratorExercise,
  m: ExerciseModel,
  kind: WorkKind,
  item: PlannedExercise,
  p: Prescription,
  reps: Range,
  fail: Fail,
): void {
  const r = workDoseRanges(kind, p, reps);
  if (item.medida !== workMeasure(kind)) fail(`${e.nombre}: measured in ${item.medida}, not ${workMeasure(kind)}`);
  if (item.medida !== 'distancia' && item.medida !== defaultMeasure(e))
    fail(`${e.nombre}: planned in ${item.medida} but the session logs ${defaultMeasure(e)}`);
  if (isConditioningKind(kind) && item.medida === 'repeticiones')
    fail(`${e.nombre}: cardio is dosed by time or distance, not repetitions`);
  // The audit's "3 x 180 s of box-jump burpees": a jump is never a long timed set.
  if (
    (m.patron === 'pliometria' || m.dosificacion === 'contactos') &&
    item.medida === 'tiempo' &&
    item.repeticiones > 45
  )
    fail(`${e.nombre}: a jump done for ${item.repeticiones} s (plyometrics are short quality sets)`);
  if (item.series < r.series.min || item.series > r.series.max)
    fail(`${e.nombre}: ${item.series} sets outside ${r.series.min}-${r.series.max}`);
  if (item.repeticiones < r.work.min || item.repeticiones > r.work.max)
    fail(`${e.nombre}: ${item.repeticiones} reps/seconds/metres outside ${r.work.min}-${r.work.max} (${kind})`);
  if (item.descanso < r.rest.min || item.descanso > r.rest.max)
    fail(`${e.nombre}: rest ${item.descanso} s outside ${r.rest.min}-${r.rest.max}`);
}

/** Cue of the exercise's own pattern; no squat, hinge or landing cue where it does not belong. */
function checkTexts(e: GeneratorExercise, item: PlannedExercise, fail: Fail): void {
  const text = item.comentario;
  const pattern = patternOf(e);
  if (text.trim().length < 40 || text.length > MAX_COMMENT)
    fail(`${e.nombre}: comment of 40-${MAX_COMMENT} characters`);
  if (!text.includes(CUES[pattern])) fail(`${e.nombre}: technique cue of its pattern (${pattern})`);
  if (pattern !== 'sentadilla' && text.includes(CUES.sentadilla)) fail(`${e.nombre}: squat cue on a non-squat`);
  if (pattern !== 'bisagra' && text.includes(CUES.bisagra)) fail(`${e.nombre}: hinge cue on a non-hinge`);
  if (/aterriza/.test(text) && pattern !== 'salto' && pattern !== 'cardio-impacto')
    fail(`${e.nombre}: landing cue on something that does not land`);
  if (/va primero/.test(text) && item.orden !== 1) fail(`${e.nombre}: "va primero" but it is number ${item.orden}`);
  const unit =
    item.medida === 'tiempo' ? /(segundos|minutos)/ : item.medida === 'distancia' ? /metros/ : /repeticiones/;
  if (!new RegExp(`series? de \\d+ ${unit.source}`).test(text)) fail(`${e.nombre}: comment doses in ${item.medida}`);
}

/** Power and plyometrics: far from failure, plyometrics counted in contacts (NSCA). */
function checkExplosive(e: GeneratorExercise, kind: WorkKind, item: PlannedExercise, fail: Fail): void {
  if (!isExplosiveKind(kind)) return;
  if (!item.comentario.includes(FAR_FROM_FAILURE)) fail(`${e.nombre}: power and plyometrics far from failure`);
  if (kind === 'pliometria' && !item.comentario.includes(CONTACTS_NOTE)) fail(`${e.nombre}: jumps counted in contacts`);
  if (/repeticiones en reserva|al fallo/.test(item.comentario)) fail(`${e.nombre}: explosive work near failure`);
}

/** The method text states the goal's own sets and repetitions (goal 5 has no hypertrophy text). */
function checkMethodText(plan: GeneratedPlan, p: Prescription, fail: Fail): void {
  const text = plan.metodoObservaciones;
  const range = (r: Range) => (r.min === r.max ? `${r.min}` : `${r.min} a ${r.max}`);
  if (!text.includes(`${range(p.series)} ${p.circuit ? 'vueltas' : 'series'} de ${range(p.repeticiones)} repeticiones`))
    fail(`method text states the goal's ${range(p.series)} x ${range(p.repeticiones)}`);
  if (p.goalId !== 3 && /hipertrofia/i.test(text)) fail('method text of another goal (hypertrophy)');
}

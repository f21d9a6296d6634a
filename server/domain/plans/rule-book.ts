import { isBalance, isWarmupOnly, orderClass, regionOf } from '../generator/classify';
import { doseKind, measureOfKind } from '../generator/dose';
import { avoidsHighImpact, BALANCE_AGE, prescriptionFor, repRangeFor } from '../generator/prescription';
import { safetyBreaks } from '../generator/safety';
import type { GeneratorExercise } from '../generator/types';
import { isMainCandidate, loadAreaOf, planLevel, sessionsWanted } from './generate';
import { restOk } from './split';
import {
  bandFor,
  equipmentAllows,
  exerciseSeconds,
  soreAreasLoaded,
  splitFor,
  volumeGroupOf,
  VOLUME_GROUPS,
  WARM_UP_S,
  workSeconds,
} from './tables';
import type { LoadArea, Programme, ProgrammeInput } from './types';

/**
 * What a coach checks before signing a programme (issue 23 items 1-2): the split fits the
 * frequency, 48 h between sessions loading the same muscles, weekly sets per group in the goal's
 * and level's band, sessions that fit their length, equipment, sore areas, exercises to avoid,
 * the safety limits, doses, order, main lifts and the week-by-week progression. Returns the
 * broken rules (empty: signed). rule-book.test.ts runs it over goal x level x profile x days x
 * equipment x sore areas.
 */
export function checkProgramme(plan: Programme, input: ProgrammeInput): string[] {
  const broken: string[] = [];
  const fail = (rule: string) => broken.push(rule);
  const { profile, choices } = input;
  const byId = new Map(input.catalogue.map((e) => [e.id, e]));
  const level = planLevel(input);
  const p = prescriptionFor(profile.goalId, profile.methodId);
  const reps = repRangeFor(p, profile.age);
  const restricted = avoidsHighImpact(profile);
  const band = bandFor(p.goalId, level);
  const wanted = sessionsWanted(choices, level);
  const n = plan.sesiones.length;
  const budget = choices.duracion_min * 60;
  const peakExtra = Math.max(0, ...plan.progresion.map((w) => w.series_extra));
  const ex = (id: number) => byId.get(id)!;
  const ctx: Ctx = { plan, input, level, p, reps, restricted, band, budget, peakExtra, ex, fail };

  // Level, split and frequency.
  if (plan.nivel !== level) fail(`level is min(log, experience) = ${level} (is ${plan.nivel})`);
  const scheduled = n + plan.sin_ejercicios.length;
  if (n !== plan.sesiones_semana || scheduled < 2 || n < 1 || scheduled > 6 || scheduled > wanted)
    fail(`2..${wanted} sessions (has ${n})`);
  if (plan.sin_ejercicios.some((label) => !plan.observaciones.includes(`«${label}»`)))
    fail('sessions left out are said');
  const expected = splitFor(scheduled);
  if (plan.division !== expected && !(scheduled === 2 && plan.division === 'torso_pierna'))
    fail(`split ${expected} for ${n} sessions (is ${plan.division})`);
  const days = plan.sesiones.map((s) => s.dia);
  if (new Set(days).size !== n || days.some((d) => !choices.dias.includes(d)))
    fail('one session a day, on days available');
  if (scheduled < wanted && !plan.observaciones.includes(`Pediste ${wanted} sesiones`))
    fail('fewer sessions than asked are explained');

  // 48 h between sessions loading the same muscles (from the exercises themselves).
  const areas = plan.sesiones.map((s) => ({
    dia: s.dia,
    areas: [...new Set(s.ejercicios.map((e) => loadAreaOf(ex(e.exerciseId))).filter((a): a is LoadArea => a !== null))],
  }));
  if (!restOk(areas)) fail(`48 h between sessions that load the same muscles (${JSON.stringify(areas)})`);

  checkVolume(ctx);
  for (const s of plan.sesiones) checkSession(ctx, s);
  checkProgression(plan, choices.semanas, fail);
  if (!plan.nombre.trim() || !plan.observaciones.trim()) fail('the programme has a name and observations');
  return broken;
}

interface Ctx {
  plan: Programme;
  input: ProgrammeInput;
  level: number;
  p: ReturnType<typeof prescriptionFor>;
  reps: { min: number; max: number };
  restricted: boolean;
  band: { min: number; max: number };
  budget: number;
  peakExtra: number;
  ex: (id: number) => GeneratorExercise;
  fail: (rule: string) => void;
}

const peakSeconds = (s: Programme['sesiones'][number], peakExtra: number) =>
  WARM_UP_S + s.ejercicios.reduce((sum, e) => sum + exerciseSeconds({ ...e, series: e.series + peakExtra }), 0);

/** Weekly sets per group in the band (below it only when there is no room, and said). */
function checkVolume({ plan, p, band, budget, peakExtra, ex, fail }: Ctx) {
  if (plan.banda.min !== band.min || plan.banda.max !== band.max) fail('the band is the goal and level band');
  for (const g of VOLUME_GROUPS) {
    const items = plan.sesiones.flatMap((s) =>
      s.ejercicios.filter((e) => volumeGroupOf(ex(e.exerciseId)) === g.key).map((e) => ({ s, e })),
    );
    const week1 = items.reduce((sum, { e }) => sum + e.series, 0);
    const peak = items.reduce((sum, { e }) => sum + Math.max(1, e.series + peakExtra), 0);
    if (plan.series_por_grupo.find((x) => x.id === g.id)?.series !== week1)
      fail(`series_por_grupo of ${g.key} is ${week1}`);
    if (peak > band.max) fail(`${g.key}: ${peak} weekly sets at the heaviest week, above ${band.max}`);
    if (week1 < band.min) {
      const noRoom = items.every(
        ({ s, e }) =>
          e.series >= p.series.max ||
          peakSeconds(s, peakExtra) + workSeconds(e.medida, e.repeticiones_max) + e.descanso > budget ||
          peak + 1 > band.max,
      );
      if (!noRoom) fail(`${g.key}: ${week1} weekly sets, below ${band.min} with room for more`);
      if (!plan.por_debajo.includes(g.key) || !plan.observaciones.includes('por debajo'))
        fail(`${g.key} below the band is said`);
    }
  }
}

function checkSession(ctx: Ctx, s: Programme['sesiones'][number]) {
  const { input, level, p, reps, restricted, budget, peakExtra, ex, fail } = ctx;
  const { profile, choices } = input;
  const es = s.ejercicios.map((e) => ex(e.exerciseId));
  const where = `${s.etiqueta} (${s.dia})`;
  if (es.some((e) => !e)) {
    fail(`${where}: every exercise is in the catalogue`);
    return;
  }
  if (s.ejercicios.length === 0) fail(`${where}: has exercises`);
  if (new Set(es.map((e) => e.id)).size !== es.length) fail(`${where}: distinct exercises`);
  if (s.ejercicios.some((e, i) => e.orden !== i + 1)) fail(`${where}: orden 1..n`);
  for (let i = 1; i < es.length; i++)
    if (orderClass(es[i]!) < orderClass(es[i - 1]!)) fail(`${where}: power, compound, isolation, core, conditioning`);

  // Session length at the heaviest week.
  const seconds = peakSeconds(s, peakExtra);
  if (seconds > budget)
    fail(`${where}: ${Math.ceil(seconds / 60)} min at the heaviest week, more than ${choices.duracion_min}`);
  if (s.duracion_estimada_min > choices.duracion_min) fail(`${where}: estimate within the length`);

  // Main lifts.
  const main = s.ejercicios.filter((e) => e.principal);
  if (main.length === 0 && es.some(isMainCandidate)) fail(`${where}: has a main lift`);
  if (main.length > 2 || main.some((e) => !isMainCandidate(ex(e.exerciseId))))
    fail(`${where}: 1-2 main lifts, compound`);

  // 65+: balance work in each session with leg work, when the catalogue offers some.
  const legs = es.some((e) => regionOf(e) === 'lower');
  const balanceAvailable = input.catalogue.some(
    (e) =>
      isBalance(e) &&
      !isWarmupOnly(e) &&
      e.dificultadId <= level + 1 &&
      safetyBreaks(e, restricted, p.circuit).length === 0 &&
      equipmentAllows(e.equipo, choices.equipamiento) &&
      !choices.evitar_ejercicios.includes(e.id) &&
      !soreAreasLoaded(e).some((a) => choices.evitar_zonas.includes(a)),
  );
  if (profile.age >= BALANCE_AGE && legs && balanceAvailable && !es.some(isBalance))
    fail(`${where}: balance work at 65+`);

  s.ejercicios.forEach((item, i) => {
    const e = es[i]!;
    const at = `${where} ${e.nombre}`;
    checkExercise(e, at, fail);
    if (e.dificultadId > level + 1) fail(`${at}: at most one step above the level`);
    if (!equipmentAllows(e.equipo, choices.equipamiento)) fail(`${at}: equipment at hand (${e.equipo})`);
    if (choices.evitar_ejercicios.includes(e.id)) fail(`${at}: an exercise to avoid`);
    const sore = soreAreasLoaded(e).filter((a) => choices.evitar_zonas.includes(a));
    if (sore.length) fail(`${at}: loads a sore area (${sore.join(', ')})`);
    for (const why of safetyBreaks(e, restricted, p.circuit)) fail(`${at}: ${why}`);
    // Dose.
    const kind = doseKind(e);
    if (item.medida !== measureOfKind(kind)) fail(`${at}: measured as ${measureOfKind(kind)}`);
    if (kind === 'fuerza') {
      if (item.repeticiones_min >= item.repeticiones_max) fail(`${at}: a repetition range for double progression`);
      if (item.repeticiones_min < reps.min || item.repeticiones_max > reps.max)
        fail(`${at}: range ${item.repeticiones_min}-${item.repeticiones_max} inside ${reps.min}-${reps.max}`);
      if (item.series < p.series.min || item.series > p.series.max)
        fail(`${at}: ${item.series} sets in ${p.series.min}-${p.series.max}`);
    } else if (kind === 'explosivo') {
      if (item.repeticiones_min < 3 || item.repeticiones_max > 5) fail(`${at}: explosive work 3-5 repetitions`);
    } else if (item.repeticiones_min !== item.repeticiones_max) fail(`${at}: seconds or metres are one number`);
    if (item.comentario.length < 40 || item.comentario.length > 500) fail(`${at}: comment of 40-500 characters`);
    if (i > 0 && /va primero/i.test(item.comentario)) fail(`${at}: "va primero" only on the first`);
  });
}

function checkExercise(e: GeneratorExercise, at: string, fail: (rule: string) => void) {
  if (isWarmupOnly(e)) fail(`${at}: no stretching or mobility as training`);
}

function checkProgression(plan: Programme, weeks: number, fail: (rule: string) => void) {
  const w = plan.progresion;
  if (w.length !== weeks || w.some((x, i) => x.semana !== i + 1)) fail(`progression has weeks 1..${weeks}`);
  if (!w[w.length - 1]?.descarga) fail('the last week is a deload');
  w.forEach((x, i) => {
    const prev = w[i - 1];
    if (!x.nota.startsWith(`Semana ${x.semana}`)) fail(`week ${x.semana}: its note`);
    if (x.descarga) {
      if (x.series_extra >= 0 || (prev && x.rir <= prev.rir)) fail(`week ${x.semana}: a deload is lighter`);
      if (prev?.descarga) fail('no two deload weeks in a row');
    } else if (prev && !prev.descarga && (x.rir > prev.rir || x.series_extra < prev.series_extra))
      fail(`week ${x.semana}: effort and sets never go down inside a loading run`);
    if (x.rir < 1 || x.rir > 4) fail(`week ${x.semana}: RIR 1-4`);
  });
  const run = w.reduce((longest, x) => (x.descarga ? longest : longest), 0);
  void run;
}

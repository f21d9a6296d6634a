/**
 * Double progression (issue 23, item 3; docs/PRODUCT.md §16 "Sugerencia"): the next target of an
 * exercise from its last two finished sessions, newest first. The one rule; the read of the
 * session (server/routes/workouts/progression-repository.ts) only gathers its input.
 *
 * - Range: the top is the exercise's target repetitions (the routine's `repeticiones`); the
 *   bottom is 4 below it, never below half of it (12 → 8-12, 8 → 4-8, 5 → 3-5).
 * - Repetitions with a load: the working load is the heaviest set. Every target set at that load
 *   reaching the top → more load (`subir`); the next target is the bottom of the range. Sets
 *   missed or below the bottom → `mantener` once, `bajar` (about -10 %) when the session before
 *   was below target too. Everything else (sets within the range) → `mantener`.
 * - Load steps (`loadStep`): +5 kg for the lower body, +2.5 kg for the rest, capped at 10 % of
 *   the load, counted in units of 2.5 kg (a pair of 1.25 kg plates) from 20 kg and 1.25 kg below,
 *   at least one unit. Lighter = 90 % of the load rounded to the nearest unit, at least one unit
 *   lighter.
 * - Body weight (no kg in the sets): the same judgement on repetitions; `subir` asks one more
 *   repetition than every target set reached, `bajar` the bottom of the range; kg is null.
 * - Time and distance: every target set done → 10 % more (in steps of 5 s or 5 m, at least one
 *   step) over what every set reached; fewer sets → the same. Never lighter. `repeticiones` then
 *   carries the seconds or metres.
 * - No session yet → `primera_vez`.
 */
import type { NextTarget } from '../../../src/lib/contract-plans';
import type { SetMeasure } from '../../../src/lib/contract-training';

export interface LoggedSet {
  medida: SetMeasure;
  repeticiones: number | null;
  kg: number | null;
  segundos: number | null;
  metros: number | null;
}

/** A finished session of the exercise: its targets then and its sets. */
export interface LoggedSession {
  series_objetivo: number;
  repeticiones_objetivo: number;
  sets: LoggedSet[];
}

export interface ProgressionInput {
  medida: SetMeasure;
  /** Target repetitions now: the top of the range. */
  repeticiones_objetivo: number;
  /** Lower-body exercise (legs, glutes, quads, hamstrings, calves, hip flexors): bigger load steps. */
  lowerBody: boolean;
  /** Done without a load by nature (push-ups, pull-ups): only shapes the first-time advice. */
  bodyweight: boolean;
  /** The last finished sessions with sets of the exercise, newest first (two are enough). */
  sessions: LoggedSession[];
}

const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const num = (n: number) => decimal.format(n);
const series = (n: number) => `${n} ${n === 1 ? 'serie' : 'series'}`;

/** "45 s", "20 min", "1 min 40 s". */
function duration(seconds: number): string {
  if (seconds < 60) return `${num(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

export const MOTIVOS = {
  primeraVezCarga: 'Primera vez: elige un peso con el que te sobren 2-3 repeticiones',
  primeraVezPesoCorporal: 'Primera vez: haz las repeticiones que puedas con buena técnica, dejando 2-3 en reserva',
  primeraVezTiempo: 'Primera vez: anota el tiempo que aguantas con buena técnica',
  primeraVezDistancia: 'Primera vez: anota la distancia que cubres a buen ritmo',
  dosPorDebajo: 'dos sesiones seguidas por debajo del objetivo',
} as const;

/** Bottom of the repetition range for a top of `top`. */
export const rangeBottom = (top: number): number => Math.max(1, Math.ceil(top / 2), top - 4);

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Loads are counted in 2.5 kg (a pair of 1.25 kg plates) from 20 kg, in 1.25 kg below. */
const loadUnit = (kg: number) => (kg >= 20 ? 2.5 : 1.25);

/** The next load up: the body part's step capped at 10 %, in whole units, at least one. */
export function loadStep(kg: number, lowerBody: boolean): number {
  const unit = loadUnit(kg);
  const capped = Math.floor(round2((kg * 0.1) / unit)) * unit;
  return Math.max(unit, Math.min(lowerBody ? 5 : 2.5, capped));
}

/** About 10 % lighter, rounded to the nearest unit and at least one unit lighter; 0 when nothing is left. */
export function lighterLoad(kg: number): number {
  const unit = loadUnit(kg);
  const rounded = Math.round((kg * 0.9) / unit) * unit;
  return Math.max(0, round2(rounded >= kg ? kg - unit : rounded));
}

/** 10 % more seconds or metres, in steps of 5, at least one step. */
const moreOf = (value: number) => value + Math.max(5, Math.round((value * 0.1) / 5) * 5);

type Verdict = 'tope' | 'rango' | 'debajo';

interface RepsJudgement {
  verdict: Verdict;
  /** Heaviest set's kg (0 for body weight). */
  load: number;
  /** Target sets of that session. */
  target: number;
  logged: number;
  /** Target sets that did not reach the top (missing ones included). */
  short: number;
  /** What every one of the best `target` sets reached. */
  reached: number;
}

/** How a session went against its own targets (sets measured in repetitions only). */
function judgeReps(session: LoggedSession): RepsJudgement {
  const sets = session.sets.filter((s) => s.medida === 'repeticiones' && s.repeticiones !== null);
  const load = Math.max(0, ...sets.map((s) => s.kg ?? 0));
  const atLoad = sets.filter((s) => (s.kg ?? 0) >= load).map((s) => s.repeticiones!);
  const target = Math.max(1, session.series_objetivo);
  const top = session.repeticiones_objetivo;
  const best = [...atLoad].sort((a, b) => b - a).slice(0, target);
  const atTop = best.filter((r) => r >= top).length;
  const inRange = best.filter((r) => r >= rangeBottom(top)).length;
  const verdict: Verdict = atTop >= target ? 'tope' : inRange >= target ? 'rango' : 'debajo';
  return { verdict, load, target, logged: sets.length, short: target - atTop, reached: best.at(-1) ?? 0 };
}

function repsTarget(input: ProgressionInput, last: LoggedSession, before: LoggedSession | undefined): NextTarget {
  const top = input.repeticiones_objetivo;
  const j = judgeReps(last);
  const bodyweight = j.load === 0;
  const twiceBelow = j.verdict === 'debajo' && before !== undefined && judgeReps(before).verdict === 'debajo';
  if (j.verdict === 'tope') {
    const done = `completaste ${j.target} x ${j.reached}`;
    if (bodyweight) {
      const reps = Math.max(top, j.reached) + 1;
      return { accion: 'subir', kg: null, repeticiones: reps, motivo: `Sube a ${reps} repeticiones: ${done}` };
    }
    const kg = round2(j.load + loadStep(j.load, input.lowerBody));
    return { accion: 'subir', kg, repeticiones: rangeBottom(top), motivo: `Sube a ${num(kg)} kg: ${done}` };
  }
  if (twiceBelow) {
    if (bodyweight) {
      const reps = rangeBottom(top);
      return {
        accion: 'bajar',
        kg: null,
        repeticiones: reps,
        motivo: `Baja a ${reps} repeticiones: ${MOTIVOS.dosPorDebajo}`,
      };
    }
    const kg = lighterLoad(j.load);
    if (kg > 0)
      return { accion: 'bajar', kg, repeticiones: top, motivo: `Baja a ${num(kg)} kg: ${MOTIVOS.dosPorDebajo}` };
  }
  const why =
    j.logged < j.target
      ? `hiciste ${j.logged} de ${series(j.target)}`
      : `te faltaron repeticiones en ${series(j.short)}`;
  const what = bodyweight ? `${top} repeticiones` : `${num(j.load)} kg`;
  return { accion: 'mantener', kg: bodyweight ? null : j.load, repeticiones: top, motivo: `Mantén ${what}: ${why}` };
}

function timedTarget(medida: 'tiempo' | 'distancia', last: LoggedSession): NextTarget {
  const field = medida === 'tiempo' ? 'segundos' : 'metros';
  const show = medida === 'tiempo' ? duration : (m: number) => `${num(m)} m`;
  const values = last.sets
    .filter((s) => s.medida === medida && s[field] !== null)
    .map((s) => s[field]!)
    .sort((a, b) => b - a);
  const target = Math.max(1, last.series_objetivo);
  const best = values.slice(0, target);
  const reached = best.at(-1) ?? 0;
  if (best.length >= target) {
    const next = round2(moreOf(reached));
    return {
      accion: 'subir',
      kg: null,
      repeticiones: next,
      motivo: `Sube a ${show(next)}: completaste ${target} x ${show(reached)}`,
    };
  }
  return {
    accion: 'mantener',
    kg: null,
    repeticiones: reached,
    motivo: `Mantén ${show(reached)}: hiciste ${values.length} de ${series(target)}`,
  };
}

function firstTime(input: ProgressionInput): NextTarget {
  const motivo =
    input.medida === 'tiempo'
      ? MOTIVOS.primeraVezTiempo
      : input.medida === 'distancia'
        ? MOTIVOS.primeraVezDistancia
        : input.bodyweight
          ? MOTIVOS.primeraVezPesoCorporal
          : MOTIVOS.primeraVezCarga;
  return { accion: 'primera_vez', kg: null, repeticiones: input.repeticiones_objetivo, motivo };
}

/** The sessions that logged sets in the exercise's measure (others say nothing about it). */
const relevant = (input: ProgressionInput) =>
  input.sessions.filter((s) =>
    s.sets.some((set) => set.medida === input.medida && (input.medida !== 'repeticiones' || set.repeticiones !== null)),
  );

/** The next target of an exercise from its last sessions (see the header for the rules). */
export function nextTargetFor(input: ProgressionInput): NextTarget {
  const [last, before] = relevant(input);
  if (!last) return firstTime(input);
  if (input.medida === 'repeticiones') return repsTarget(input, last, before);
  return timedTarget(input.medida, last);
}

/**
 * The next-session advice (docs/coaching/advice.md is the coach's version with sources): the next
 * target of an exercise from its last finished sessions, newest first. One pure rule;
 * suggestion-input.ts gathers its input from the sets the workouts repository reads.
 *
 * What counts. Warm-up sets (`calentamiento`) and drop sets (`descendente`) never count; sets to
 * failure (`fallo`) are work sets at RIR 0. A session's working load is the heaviest load with at
 * least the prescribed number of work sets (fewer if fewer were done); when no load has that many
 * (a ramp, a load dropped mid-session) the load with most sets. So a top single or a light
 * back-off set does not move it, and legacy or imported warm-ups logged as work sets lose to the
 * prescribed sets. The best `series_objetivo` sets at or above it are judged against the range
 * prescribed THEN (a single number N reads as a range N-20 % to N, 10 → 8-10).
 *
 * Double progression in the range (ACSM 2009; NSCA Essentials ch. 17), RIR read against the
 * prescribed RIR (2 when none: Helms et al. 2016, Zourdos et al. 2016):
 * - Every set at the top: up one equipment step (loads.ts) and back to the bottom. Logged RIR
 *   2+ below target (a grind: RIR 0 for 2) holds the load once; a second session in a row at the
 *   top moves the smallest step. Logged RIR 2+ above target (RIR 4-5 for 2): a double step.
 * - Inside the range: same load, chase one more repetition than the weakest set (up to the top);
 *   as many more as the reserve logged above target (at most 3); the same again after a grind.
 * - Below the bottom or sets missed: hold once; twice in a row (deloads skipped) → about 10 %
 *   lighter. Three sessions in a row at one load, in the range, without adding a repetition → about
 *   10 % lighter to build back up (the classic reset).
 * - A range that moved away from the last session's (5-6 → 10-12): the load converted through an
 *   estimated 1RM (Epley, repetitions plus reserve), rounded down.
 * Deloads (`descarga`): never a miss, skipped by the rules above. The advice for a deload session:
 * about 10 % less and one set less (Bell et al. 2023). After one: back to the pre-deload advice.
 * Layoffs: 3-6 weeks since the last session → 10 % lighter; more than 6 weeks → 20 % (Mujika &
 * Padilla 2000; Bosquet et al. 2013: strength holds about 3 weeks, then falls). Never up.
 * Outliers: a session whose estimated 1RM is 30 % above the one before, whose load is under half
 * of it, or with more than max(25, 2 x top) repetitions under a load is questioned ("¿200 kg?")
 * unless the next session repeats it; the advice comes from the believable sessions.
 * A light day (the readiness check asked for RIR +1 or one set fewer: Helms et al. 2016, the day's
 * work follows the lifter's state): whatever would go up (load, band, harder variation, seconds,
 * metres, repetitions chased) holds at what the last session did, RIR +1 one repetition under it;
 * the step up waits for the next session, and the reason says so. Lighter advice stays as it is.
 * Body weight: repetitions; past the top, or past 20 repetitions, the next harder variation when
 * there is one, else one repetition more up to 20 and a slower tempo beyond (ACSM 2009: 6-12 for
 * hypertrophy, 15-25 is endurance). Bands: the next band. Time and distance: every set done →
 * about 10 % more (5 s or 5 m steps); a loaded carry at the top of its distance range → more load.
 */
import type { ReadinessAdjustment } from '../../../src/lib/contract-feedback';
import type { NextTarget } from '../../../src/lib/contract-plans';
import type { SetMeasure, SetType } from '../../../src/lib/contract-training';
import type { LoadProgression } from '../exercise-model/types';
import { KG_PER_LB } from '../../../src/lib/units';
import { heavier, KG, LB, lighter, loadable, type LoadGrid, type StepSize } from './loads';

export interface LoggedSet {
  medida: SetMeasure;
  tipo: SetType;
  repeticiones: number | null;
  kg: number | null;
  segundos: number | null;
  metros: number | null;
  rir: number | null;
}

/** A finished session of the exercise: its targets then and its sets. */
export interface LoggedSession {
  /** YYYY-MM-DD the session was done. */
  fecha: string;
  series_objetivo: number;
  /** The range prescribed then (min === max for a single number). */
  rango: { min: number; max: number };
  rir_objetivo: number | null;
  descarga: boolean;
  sets: LoggedSet[];
}

export interface ProgressionInput {
  medida: SetMeasure;
  /** The range prescribed now. */
  rango: { min: number; max: number };
  rir_objetivo: number | null;
  /** The session being advised is a deload week. */
  descarga: boolean;
  /** How load is added (exercise model). */
  progresion: LoadProgression;
  lowerBody: boolean;
  bodyweight: boolean;
  /** The next harder variation of the exercise, for body-weight work past its range. */
  mas_dificil: { id: number; nombre: string } | null;
  /** YYYY-MM-DD of the session being advised (today). */
  hoy: string;
  /** The last finished sessions with sets of the exercise, newest first (up to 4). */
  sessions: LoggedSession[];
  /**
   * What today's readiness check did to the session (readiness.ts): 'rir' (RIR +1) or 'serie'
   * (one set fewer) make it a light day, on which the advice adds neither load nor repetitions.
   */
  readiness?: ReadinessAdjustment | null;
  /** The lifter's weight unit (`users.unidad`): the loads and the reason's text are in it. Absent: kg. */
  unidad?: 'kg' | 'lb';
}

// The coach's numbers (docs/coaching/advice.md).
/** RIR read when the programme prescribes none (Helms et al. 2016: 1-3 for most work). */
export const DEFAULT_RIR = 2;
/** Logged RIR this far from the target changes the advice (a grind, or reps to spare). */
const RIR_GAP = 2;
/** Most extra repetitions to chase in one session when the reserve was large. */
const MAX_REP_JUMP = 3;
/** Lighter after two sessions below the range, or after a stall. */
const RESET_SHARE = 0.1;
/** Sessions at one load without a repetition more before a reset. */
const STALL_SESSIONS = 3;
/** Deload: about 10 % lighter (and one set less). */
const DELOAD_SHARE = 0.1;
/** Days off from which a layoff cuts the load, and from which the cut is bigger. */
const LAYOFF_DAYS = 21;
const LONG_LAYOFF_DAYS = 42;
const LAYOFF_SHARE = 0.1;
const LONG_LAYOFF_SHARE = 0.2;
/** Estimated 1RM above the session before by more than this: questioned. */
const OUTLIER_UP = 1.3;
/** Load under this share of the session before: questioned. */
const OUTLIER_DOWN = 0.5;
/** Repetitions under a load past max(this, 2 x top): questioned. */
const OUTLIER_REPS = 25;
/** Body-weight repetitions past which a harder variation (or a slower tempo) is due. */
const BODYWEIGHT_CEILING = 20;
/** Range of a single prescribed number: about 20 % below it. */
const SINGLE_NUMBER_BAND = 0.2;

/** Equipment whose load is the whole load (a 1RM estimate makes sense; lastre adds to the body's). */
const EXTERNAL_LOADS = new Set<LoadProgression>(['barra', 'mancuernas', 'kettlebell', 'maquina', 'polea']);

const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const num = (n: number) => decimal.format(n);
const series = (n: number) => `${n} ${n === 1 ? 'serie' : 'series'}`;
const round2 = (n: number) => Math.round(n * 100) / 100;

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
  descarga: 'Semana de descarga',
  trasDescarga: 'Tras la descarga',
  diaLigeroRir: 'hoy llegas con menos fuerzas y dejas una repetición más en reserva (RIR +1)',
  diaLigeroSerie: 'hoy llegas con menos fuerzas y haces una serie menos',
  revisa: 'revisa lo anotado',
} as const;

interface Range {
  min: number;
  max: number;
}

/** Bottom of the range a single prescribed number stands for (10 → 8, 12 → 10, 5 → 4). */
export const rangeBottom = (top: number): number =>
  Math.max(1, top - Math.max(1, Math.round(top * SINGLE_NUMBER_BAND)));

/** The range to work in: ordered, a single number widened to its band. */
function workingRange(r: Range): Range {
  const min = Math.max(1, Math.min(r.min, r.max));
  const max = Math.max(1, r.min, r.max);
  return min < max ? { min, max } : { min: rangeBottom(max), max };
}

const rangeText = (min: number, max: number) => (min < max ? `${min}-${max}` : `${max}`);
const repsText = (min: number, max: number) =>
  `${rangeText(min, max)} ${min === 1 && max === 1 ? 'repetición' : 'repeticiones'}`;

/** What one session says about the exercise, in the measure advised. */
interface Judged {
  session: LoggedSession;
  /** Working load (0 without one). */
  load: number;
  /** The judged sets (the best `target` at the working load), best first. */
  best: { value: number; rir: number | null }[];
  target: number;
  range: Range;
  verdict: 'tope' | 'rango' | 'debajo';
  /** Prescribed sets not done at the working load. */
  missing: number;
  /** Judged sets below the bottom. */
  low: number;
  /** What every judged set reached (the weakest), 0 without sets. */
  reached: number;
  total: number;
  /** Mean logged RIR of the judged sets, null when none was logged. */
  rir: number | null;
  rirTarget: number;
  /** The heaviest value of the judged sets (repetitions, seconds or metres). */
  most: number;
}

const isWork = (s: LoggedSet) => s.tipo !== 'calentamiento' && s.tipo !== 'descendente';

function valueOf(s: LoggedSet, medida: SetMeasure): number | null {
  if (s.medida !== medida) return null;
  return medida === 'repeticiones' ? s.repeticiones : medida === 'tiempo' ? s.segundos : s.metros;
}

/** The work sets of a session in the measure, with their value. */
const counted = (session: LoggedSession, medida: SetMeasure) =>
  session.sets.filter((s) => isWork(s) && valueOf(s, medida) !== null);

/** The heaviest load with at least the prescribed number of sets, else the load with most sets. */
function workingLoad(loads: number[], target: number): number {
  const tally = new Map<number, number>();
  for (const kg of loads) tally.set(kg, (tally.get(kg) ?? 0) + 1);
  const need = Math.min(target, loads.length);
  const entries = [...tally.entries()];
  const enough = entries.filter(([, n]) => n >= need).map(([kg]) => kg);
  if (enough.length > 0) return Math.max(...enough);
  const most = Math.max(...entries.map(([, n]) => n));
  return Math.max(...entries.filter(([, n]) => n === most).map(([kg]) => kg));
}

function judge(session: LoggedSession, medida: SetMeasure): Judged {
  const sets = counted(session, medida);
  const target = Math.max(1, session.series_objetivo);
  const load = workingLoad(
    sets.map((s) => round2(Math.max(0, s.kg ?? 0))),
    target,
  );
  const best = sets
    .filter((s) => round2(s.kg ?? 0) >= load - 0.005)
    .map((s) => ({ value: valueOf(s, medida)!, rir: s.rir ?? (s.tipo === 'fallo' ? 0 : null) }))
    .sort((a, b) => b.value - a.value)
    .slice(0, target);
  const range = medida === 'repeticiones' ? workingRange(session.rango) : session.rango;
  const reached = best.at(-1)?.value ?? 0;
  const missing = target - best.length;
  const low = best.filter((s) => s.value < range.min).length;
  const atTop = best.filter((s) => s.value >= range.max).length;
  const rirs = best.map((s) => s.rir).filter((r): r is number => r !== null);
  return {
    session,
    load,
    best,
    target,
    range,
    verdict: atTop >= target ? 'tope' : missing === 0 && low === 0 ? 'rango' : 'debajo',
    missing,
    low,
    reached,
    total: best.reduce((sum, s) => sum + s.value, 0),
    rir: rirs.length === 0 ? null : rirs.reduce((a, b) => a + b, 0) / rirs.length,
    rirTarget: session.rir_objetivo ?? DEFAULT_RIR,
    most: best[0]?.value ?? 0,
  };
}

/** Epley's estimate of the 1RM from a load and repetitions (plus the reserve left). */
const e1rm = (kg: number, reps: number) => kg * (1 + reps / 30);
/** The load for `reps` (reserve included) at an estimated 1RM. */
const loadFor = (oneRm: number, reps: number) => oneRm / (1 + reps / 30);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Why a session is not believed, or null. `before` is the believable session before it. */
function doubt(j: Judged, before: Judged | undefined, unit: string): string | null {
  if (j.load > 0 && j.most > Math.max(OUTLIER_REPS, 2 * j.range.max))
    return `¿${j.most} repeticiones con ${num(j.load)} ${unit}? No cuadra con un rango de ${rangeText(j.range.min, j.range.max)}`;
  if (!before || before.load <= 0 || j.load <= 0) return null;
  if (e1rm(j.load, j.reached) > OUTLIER_UP * e1rm(before.load, before.reached) || j.load < OUTLIER_DOWN * before.load)
    return `¿${num(j.load)} ${unit}? No cuadra con los ${num(before.load)} ${unit} de la sesión anterior`;
  return null;
}

const similar = (a: Judged, b: Judged) => Math.abs(a.load - b.load) <= 0.1 * Math.max(a.load, b.load);

/**
 * The believable sessions, newest first, and the doubt about the newest when it was not. A
 * session far from the one before is believed when the next one repeats it (typos do not repeat).
 */
function believable(history: Judged[], unit: string): { kept: Judged[]; question: string | null } {
  const kept: Judged[] = [];
  let question: string | null = null;
  for (let i = history.length - 1; i >= 0; i--) {
    const j = history[i]!;
    const why = doubt(j, kept[0], unit);
    const newer = history[i - 1];
    if (why && !(newer && similar(newer, j) && doubt(newer, j, unit) === null)) {
      if (i === 0) question = why;
      continue;
    }
    kept.unshift(j);
  }
  return { kept, question };
}

/** Advice being built: the result without its reason's prefix. */
type Advice = Omit<NextTarget, 'ejercicio_siguiente'> & { ejercicio_siguiente?: NextTarget['ejercicio_siguiente'] };

const done = (a: Advice): NextTarget => ({ ejercicio_siguiente: null, ...a });

/** "Mantén 80 kg ..." → "vuelve a 80 kg ..."; any other reason keeps its verb, lower-cased. */
const afterDeloadReason = (motivo: string) =>
  `${MOTIVOS.trasDescarga}, ${motivo.startsWith('Mantén ') ? `vuelve a ${motivo.slice(7)}` : motivo[0]!.toLowerCase() + motivo.slice(1)}`;

class Advisor {
  readonly range: Range;
  readonly rirTarget: number;
  /** The measure advised (set by `advise`). */
  measure: SetMeasure = 'repeticiones';

  constructor(
    readonly input: ProgressionInput,
    /** The loads of the lifter's unit (loads.ts): every load here is in it. */
    readonly grid: LoadGrid,
  ) {
    this.range = workingRange(input.rango);
    this.rirTarget = input.rir_objetivo ?? DEFAULT_RIR;
  }

  get progresion(): LoadProgression {
    return this.input.progresion;
  }

  kgText(kg: number): string {
    return this.progresion === 'lastre' ? `${num(kg)} ${this.grid.unit} de lastre` : `${num(kg)} ${this.grid.unit}`;
  }

  loadable(load: number): number {
    return loadable(load, this.progresion, this.grid);
  }

  heavier(load: number, size: StepSize = 'normal'): number {
    return heavier(load, this.progresion, this.input.lowerBody, size, this.grid);
  }

  lighter(load: number, share: number): number {
    return lighter(load, this.progresion, share, this.grid);
  }

  /** The logged sets read: "8, 8, 7". */
  static sets(j: Judged): string {
    return j.best.map((s) => s.value).join(', ');
  }

  // Repetitions ------------------------------------------------------------------------------

  /** The double progression from the non-deload sessions, newest first. */
  reps(list: Judged[]): Advice {
    const last = list[0]!;
    const { min, max } = this.range;
    const band = this.progresion === 'banda';
    const loaded = last.load > 0 && !band;
    const external = loaded && EXTERNAL_LOADS.has(this.progresion);
    if (external && (min > last.range.max || max < last.range.min)) return this.newRange(last);
    if (last.verdict === 'tope') return this.top(list);
    const bodyweight = last.load <= 0 && !band && this.progresion !== 'lastre';
    if (bodyweight && this.input.mas_dificil && last.reached >= BODYWEIGHT_CEILING) return this.bodyweightTop(last);
    if (last.verdict === 'debajo') {
      if (list[1]?.verdict === 'debajo') return this.twiceBelow(last);
      const chase = `busca ${repsText(min, max)}`;
      const why =
        last.missing > 0
          ? `hiciste ${last.best.length} de ${series(last.target)}`
          : `${last.low === 1 ? '1 serie se quedó' : `${last.low} series se quedaron`} por debajo de ${last.range.min}`;
      return this.hold(last, min, `${chase}: ${why}`);
    }
    // In the range.
    const stalled = list.slice(0, STALL_SESSIONS);
    if (
      loaded &&
      stalled.length === STALL_SESSIONS &&
      stalled.every((j) => j.verdict !== 'tope' && Math.abs(j.load - last.load) < 0.01) &&
      last.total <= stalled.at(-1)!.total
    ) {
      const kg = this.lighter(last.load, RESET_SHARE);
      if (kg < last.load)
        return {
          accion: 'bajar',
          kg,
          repeticiones: min,
          repeticiones_max: max,
          motivo: `Baja a ${this.kgText(kg)} y vuelve a subir desde ahí: ${STALL_SESSIONS} sesiones con ${this.kgText(last.load)} sin sumar repeticiones`,
        };
    }
    const gap = last.rir === null ? 0 : last.rirTarget - last.rir;
    const rirNote =
      last.rir === null ? '' : ` (RIR ${num(Math.round(last.rir * 10) / 10)}, objetivo ${last.rirTarget})`;
    if (gap >= RIR_GAP) {
      const reps = Math.min(max, Math.max(min, last.reached));
      return this.hold(
        last,
        reps,
        `repite ${repsText(reps, reps)} con ${this.rirTarget} en reserva: hiciste ${Advisor.sets(last)} al fallo${rirNote}`,
      );
    }
    const extra = gap <= -RIR_GAP ? Math.min(MAX_REP_JUMP, -Math.round(gap)) : 1;
    const reps = Math.min(max, Math.max(min, last.reached + extra));
    const spare = gap <= -RIR_GAP ? ` con reserva de sobra${rirNote}` : '';
    return this.hold(last, reps, `busca ${repsText(reps, max)}: hiciste ${Advisor.sets(last)}${spare}`);
  }

  /** Same load (same band, same body weight), `reps` to chase up to the top. */
  hold(last: Judged, reps: number, rest: string): Advice {
    const base = { accion: 'mantener' as const, repeticiones: reps, repeticiones_max: this.range.max };
    if (this.progresion === 'banda') {
      const kg = last.load > 0 ? this.loadable(last.load) : null;
      return { ...base, kg, motivo: `Mantén la banda y ${rest}` };
    }
    if (last.load <= 0) return { ...base, kg: null, motivo: rest[0]!.toUpperCase() + rest.slice(1) };
    const kg = this.loadable(last.load);
    return { ...base, kg, motivo: `Mantén ${this.kgText(kg)} y ${rest}` };
  }

  /** Every set at the top. */
  top(list: Judged[]): Advice {
    const last = list[0]!;
    const { min, max } = this.range;
    const completed = `completaste ${last.target} x ${last.reached}`;
    if (this.progresion === 'banda')
      return {
        accion: 'subir',
        kg: null,
        repeticiones: min,
        repeticiones_max: max,
        motivo: `Pasa a la banda siguiente y vuelve a ${repsText(min, min)}: ${completed}`,
      };
    if (last.load <= 0 && this.progresion !== 'lastre') return this.bodyweightTop(last);
    const gap = last.rir === null ? 0 : last.rirTarget - last.rir;
    const rirNote = last.rir === null ? '' : `RIR ${num(Math.round(last.rir * 10) / 10)}, objetivo ${last.rirTarget}`;
    let size: StepSize = 'normal';
    let why = completed;
    if (gap >= RIR_GAP) {
      const before = list[1];
      const twice = before?.verdict === 'tope' && Math.abs(before.load - last.load) < 0.01;
      if (!twice)
        return this.hold(
          last,
          max,
          `repite ${repsText(max, max)} con ${this.rirTarget} en reserva: llegaste al tope, pero al fallo (${rirNote})`,
        );
      size = 'minimo';
      why = `dos sesiones seguidas en el tope, aunque al fallo (${rirNote})`;
    } else if (gap <= -RIR_GAP) {
      size = 'grande';
      why = `${completed} con reserva de sobra (${rirNote})`;
    }
    const kg = this.heavier(last.load, size);
    if (last.load > 0 && kg <= this.loadable(last.load))
      return this.hold(last, max, `haz las repeticiones más lentas: ${completed} y no hay un peso mayor`);
    const only = size === 'minimo' ? 'solo ' : '';
    return {
      accion: 'subir',
      kg,
      repeticiones: min,
      repeticiones_max: max,
      motivo: `Sube ${only}a ${this.kgText(kg)} y vuelve a ${repsText(min, min)}: ${why}`,
    };
  }

  /** Body weight past the top: a harder variation, one repetition more, or a slower tempo. */
  bodyweightTop(last: Judged): Advice {
    const { min, max } = this.range;
    const completed = `completaste ${last.target} x ${last.reached}`;
    const harder = this.input.mas_dificil;
    if (harder)
      return {
        accion: 'subir',
        kg: null,
        repeticiones: min,
        repeticiones_max: max,
        motivo: `Pasa a ${harder.nombre}: ${completed}; empieza con ${repsText(min, max)}`,
        ejercicio_siguiente: harder,
      };
    if (last.reached < BODYWEIGHT_CEILING) {
      const reps = Math.max(max, last.reached) + 1;
      return {
        accion: 'subir',
        kg: null,
        repeticiones: reps,
        repeticiones_max: null,
        motivo: `Sube a ${repsText(reps, reps)}: ${completed}`,
      };
    }
    return {
      accion: 'subir',
      kg: null,
      repeticiones: min,
      repeticiones_max: max,
      motivo: `Baja cada repetición en 3 segundos con una pausa abajo y busca ${repsText(min, max)}: ${completed}, ya se te queda corto`,
    };
  }

  /** Below the bottom (or sets missed) twice in a row. */
  twiceBelow(last: Judged): Advice {
    const { min, max } = this.range;
    if (this.progresion === 'banda')
      return {
        accion: 'bajar',
        kg: null,
        repeticiones: min,
        repeticiones_max: max,
        motivo: `Pasa a una banda más suave y busca ${repsText(min, max)}: ${MOTIVOS.dosPorDebajo}`,
      };
    if (last.load <= 0) {
      const reps = Math.max(1, Math.min(min, last.reached));
      return {
        accion: 'bajar',
        kg: null,
        repeticiones: reps,
        repeticiones_max: max,
        motivo: `Baja a ${repsText(reps, reps)} por serie o usa una variante más fácil: ${MOTIVOS.dosPorDebajo}`,
      };
    }
    const kg = this.lighter(last.load, RESET_SHARE);
    if (kg >= last.load)
      return this.hold(last, min, `busca ${repsText(min, max)}: ${MOTIVOS.dosPorDebajo}, y no hay un peso menor`);
    return {
      accion: 'bajar',
      kg,
      repeticiones: min,
      repeticiones_max: max,
      motivo: `Baja a ${this.kgText(kg)} y busca ${repsText(min, max)}: ${MOTIVOS.dosPorDebajo}`,
    };
  }

  /** The range moved away from last session's: the load through an estimated 1RM, rounded down. */
  newRange(last: Judged): Advice {
    const { min, max } = this.range;
    const oneRm = e1rm(last.load, last.reached + (last.rir ?? last.rirTarget));
    const wanted = loadFor(oneRm, min + this.rirTarget);
    let kg = this.loadable(wanted);
    while (kg > wanted + 0.005) {
      const down = this.lighter(kg, 0);
      if (down >= kg) break;
      kg = down;
    }
    const base = this.loadable(last.load);
    const accion = kg > base ? 'subir' : kg < base ? 'bajar' : 'mantener';
    const verb = accion === 'subir' ? 'Sube a' : accion === 'bajar' ? 'Baja a' : 'Mantén';
    return {
      accion,
      kg,
      repeticiones: min,
      repeticiones_max: max,
      motivo: `${verb} ${this.kgText(kg)} para el rango nuevo de ${repsText(min, max)}: equivale a tus ${this.kgText(base)} x ${last.reached}`,
    };
  }

  // Time and distance --------------------------------------------------------------------------

  /** "45 s" or "30 m". */
  show(value: number): string {
    return this.measure === 'tiempo' ? duration(value) : `${num(value)} m`;
  }

  timed(list: Judged[]): Advice {
    const last = list[0]!;
    const show = (v: number) => this.show(v);
    const loaded = last.load > 0;
    const kg = loaded ? this.loadable(last.load) : null;
    const withLoad = kg === null ? '' : ` con ${this.kgText(kg)}`;
    const r = this.measure === this.input.medida ? this.input.rango : null;
    const ranged = r !== null && r.min < r.max;
    if (last.missing > 0)
      return {
        accion: 'mantener',
        kg,
        repeticiones: last.reached,
        repeticiones_max: null,
        motivo: `Mantén ${show(last.reached)}${withLoad}: hiciste ${last.best.length} de ${series(last.target)}`,
      };
    const atTop = ranged && last.reached >= r.max;
    const loadsUp = EXTERNAL_LOADS.has(this.progresion) || this.progresion === 'lastre';
    if (atTop && loaded && loadsUp) {
      const next = this.heavier(last.load);
      return {
        accion: 'subir',
        kg: next,
        repeticiones: r.min,
        repeticiones_max: r.max,
        motivo: `Sube a ${this.kgText(next)} y vuelve a ${show(r.min)}: completaste ${last.target} x ${show(last.reached)}`,
      };
    }
    if (atTop && this.input.mas_dificil) {
      const harder = this.input.mas_dificil;
      return {
        accion: 'subir',
        kg: null,
        repeticiones: r.min,
        repeticiones_max: r.max,
        motivo: `Pasa a ${harder.nombre}: aguantas ${last.target} x ${show(last.reached)}; empieza con ${show(r.min)}`,
        ejercicio_siguiente: harder,
      };
    }
    const next = round2(last.reached + Math.max(5, Math.round((last.reached * 0.1) / 5) * 5));
    return {
      accion: 'subir',
      kg,
      repeticiones: next,
      repeticiones_max: ranged && next < r.max ? r.max : null,
      motivo: `Sube a ${show(next)}${withLoad}: completaste ${last.target} x ${show(last.reached)}`,
    };
  }

  // Deloads and layoffs --------------------------------------------------------------------------

  /** The advice for a deload session: about 10 % less and one set less, far from failure. */
  deload(ref: Judged): Advice {
    const tail = 'y una serie menos, lejos del fallo';
    if (this.measure !== 'repeticiones' || ref.load <= 0 || this.progresion === 'banda') {
      const value = this.cut(ref.reached, DELOAD_SHARE);
      const kg = this.measure !== 'repeticiones' && ref.load > 0 ? this.loadable(ref.load) : null;
      const what = this.measure === 'repeticiones' ? repsText(value, value) : this.show(value);
      return {
        accion: 'bajar',
        kg,
        repeticiones: value,
        repeticiones_max: null,
        motivo: `${MOTIVOS.descarga}: ${what} (un 10 % menos) ${tail}`,
      };
    }
    const kg = this.lighter(ref.load, DELOAD_SHARE);
    const reps = Math.min(this.range.max, Math.max(this.range.min, ref.reached));
    return {
      accion: 'bajar',
      kg,
      repeticiones: reps,
      repeticiones_max: null,
      motivo: `${MOTIVOS.descarga}: ${this.kgText(kg)} (un 10 % menos) ${tail}`,
    };
  }

  /** Back after `days` off: 10 % (3-6 weeks) or 20 % (longer) less, never more. */
  layoff(ref: Judged, days: number): Advice {
    const share = days > LONG_LAYOFF_DAYS ? LONG_LAYOFF_SHARE : LAYOFF_SHARE;
    const why = `llevas ${Math.floor(days / 7)} semanas sin hacerlo, vuelve con un ${Math.round(share * 100)} % menos`;
    const { min, max } = this.range;
    if (this.measure === 'repeticiones' && ref.load > 0 && this.progresion !== 'banda') {
      const kg = this.lighter(ref.load, share);
      return {
        accion: kg < ref.load ? 'bajar' : 'mantener',
        kg,
        repeticiones: min,
        repeticiones_max: max,
        motivo: `${kg < ref.load ? 'Baja a' : 'Mantén'} ${this.kgText(kg)} y busca ${repsText(min, max)}: ${why}`,
      };
    }
    const value = this.cut(ref.reached, share);
    const kg = this.measure !== 'repeticiones' && ref.load > 0 ? this.loadable(ref.load) : null;
    const what = this.measure === 'repeticiones' ? repsText(value, value) : this.show(value);
    const band = this.progresion === 'banda' ? ' con la misma banda' : '';
    return {
      accion: 'bajar',
      kg,
      repeticiones: value,
      repeticiones_max: this.measure === 'repeticiones' && value < max ? max : null,
      motivo: `Baja a ${what}${band}: ${why}`,
    };
  }

  /** A value (repetitions, seconds, metres) about `share` less, on its step, at least one step less. */
  cut(value: number, share: number): number {
    if (this.measure === 'repeticiones') return Math.max(1, Math.min(value - 1, Math.round(value * (1 - share))));
    const step = 5;
    if (value <= step) return value;
    return Math.max(step, Math.min(value - step, Math.round((value * (1 - share)) / step) * step));
  }

  // A light day ----------------------------------------------------------------------------------

  /**
   * The advice on a day the readiness check lightened: nothing goes up. What would add load,
   * a band, a harder variation, seconds, metres or repetitions holds at the last session's
   * (`last`); with RIR +1, one repetition fewer than it reached (never under the range). Advice
   * that holds without chasing more, or goes down, is left as it is.
   */
  lightDay(a: Advice, last: Judged): Advice {
    const ajuste = this.input.readiness;
    if (ajuste !== 'rir' && ajuste !== 'serie') return a;
    const reps = this.measure === 'repeticiones';
    const chases = a.accion === 'mantener' && reps && a.repeticiones > last.reached;
    if (a.accion !== 'subir' && !chases) return a;
    const why = ajuste === 'rir' ? MOTIVOS.diaLigeroRir : MOTIVOS.diaLigeroSerie;
    const fewer = ajuste === 'rir' && reps ? 1 : 0;
    const floor = reps ? this.range.min : 1;
    const held = Math.max(Math.min(floor, last.reached), last.reached - fewer);
    // A range that moved (or reps past it) holds at its top: still no more than last time.
    const value = reps ? Math.min(this.range.max, held) : held;
    const kg = last.load > 0 ? this.loadable(last.load) : null;
    const upKg = a.accion === 'subir' && a.kg !== null && kg !== null && a.kg > kg ? a.kg : null;
    const later =
      upKg !== null
        ? `subir a ${this.kgText(upKg)}`
        : a.accion === 'subir'
          ? 'el paso siguiente'
          : 'sumar repeticiones';
    const what = reps ? repsText(value, value) : this.show(value);
    const band = this.progresion === 'banda';
    const aim = band ? `la misma banda y ${what}` : kg !== null ? `${this.kgText(kg)} y ${what}` : what;
    return {
      accion: 'mantener',
      kg: band ? null : kg,
      repeticiones: value,
      repeticiones_max: null,
      motivo: `Hoy mantén ${aim}: ${why}; ${later}, en la próxima sesión`,
      ejercicio_siguiente: null,
    };
  }

  // The rule -------------------------------------------------------------------------------------

  firstTime(): NextTarget {
    const { medida, bodyweight, rango } = this.input;
    const motivo =
      medida === 'tiempo'
        ? MOTIVOS.primeraVezTiempo
        : medida === 'distancia'
          ? MOTIVOS.primeraVezDistancia
          : bodyweight
            ? MOTIVOS.primeraVezPesoCorporal
            : MOTIVOS.primeraVezCarga;
    const reps = medida === 'repeticiones';
    const { min, max } = reps ? this.range : { min: rango.min, max: rango.max };
    return done({
      accion: 'primera_vez',
      kg: null,
      repeticiones: min,
      repeticiones_max: reps || min < max ? max : null,
      motivo,
    });
  }

  advise(): NextTarget {
    const { input } = this;
    // The measure the sessions were logged in: the prescribed one, else the newest logged one (a
    // carry logged in metres under an exercise measured in repetitions still progresses).
    const newestMeasure = input.sessions
      .flatMap((s) => s.sets.filter((set) => isWork(set) && valueOf(set, set.medida) !== null))
      .map((s) => s.medida)[0];
    const hasPrescribed = input.sessions.some((s) => counted(s, input.medida).length > 0);
    this.measure = hasPrescribed ? input.medida : (newestMeasure ?? input.medida);
    const history = input.sessions
      .filter((s) => counted(s, this.measure).length > 0)
      .map((s) => judge(s, this.measure));
    if (history.length === 0) return this.firstTime();

    const { kept, question } =
      this.measure === 'repeticiones' ? believable(history, this.grid.unit) : { kept: history, question: null };
    const ask = (a: Advice): NextTarget =>
      done(question ? { ...a, motivo: `${question}: ${MOTIVOS.revisa}. ${a.motivo}` } : a);
    if (kept.length === 0) {
      const last = history[0]!;
      return ask(this.hold(last, this.range.min, `busca ${repsText(this.range.min, this.range.max)}`));
    }
    const work = kept.filter((j) => !j.session.descarga);
    const ref = work[0] ?? kept[0]!;
    const days = daysBetween(history[0]!.session.fecha, input.hoy);
    if (days >= LAYOFF_DAYS) return ask(this.layoff(ref, days));
    if (input.descarga) return ask(this.deload(ref));
    const progress = (list: Judged[]) => (this.measure === 'repeticiones' ? this.reps(list) : this.timed(list));
    if (kept[0]!.session.descarga && work.length > 0) {
      // Back from a deload: the advice the pre-deload sessions earned, never lower than them.
      let advice = progress(work);
      if (advice.accion === 'bajar')
        advice =
          this.measure === 'repeticiones'
            ? this.hold(ref, this.range.min, `busca ${repsText(this.range.min, this.range.max)}`)
            : advice;
      const light = this.lightDay(advice, ref);
      return ask(light === advice ? { ...advice, motivo: afterDeloadReason(advice.motivo) } : light);
    }
    // Only deloads logged: judged for what they did, never as a miss.
    const list =
      work.length > 0
        ? work
        : kept.map((j) => (j.verdict === 'debajo' ? { ...j, verdict: 'rango' as const, missing: 0, low: 0 } : j));
    return ask(this.lightDay(progress(list), list[0]!));
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The next target of an exercise from its last sessions (see the header for the rules). A lifter
 * who reads pounds is advised in pounds, on the loads of a gym that loads pounds: the logged
 * kilograms are read as the pounds the lifter typed, and the load advised goes back to kilograms
 * on the wire (`kg`), as every stored weight.
 */
export function nextTargetFor(input: ProgressionInput): NextTarget {
  if (input.unidad !== 'lb') return new Advisor(input, KG).advise();
  const inPounds = (set: LoggedSet): LoggedSet => (set.kg === null ? set : { ...set, kg: round1(set.kg / KG_PER_LB) });
  const sessions = input.sessions.map((s) => ({ ...s, sets: s.sets.map(inPounds) }));
  const advice = new Advisor({ ...input, sessions }, LB).advise();
  return advice.kg === null ? advice : { ...advice, kg: round2(advice.kg * KG_PER_LB) };
}

/**
 * What each session of a split is made of, in movement patterns (rule P4): the slots a coach
 * fills, most important first. `must` slots are the session's promise (a "Cuerpo completo" has
 * a squat or lunge, a hinge or bridge, a push and a pull); `main` slots hold its 1-2 main lifts;
 * the rest go in while the session's length and the weekly volume allow. Each slot lists the
 * patterns it takes, a fallback after each (`sentadilla` takes a lunge when no squat suits).
 */
import type { MovementPattern } from '../exercise-model';
import { CORE, HIP, KNEE, PULL, PUSH, type Candidate } from './catalogue';
import type { SessionKind } from './split';

export type SlotKey =
  | 'sentadilla'
  | 'zancada'
  | 'rodilla'
  | 'bisagra'
  | 'puente'
  | 'empuje-h'
  | 'empuje-v'
  | 'empuje-3'
  | 'tiron-h'
  | 'tiron-v'
  | 'tiron-3'
  | 'core'
  | 'explosivo'
  | 'acarreo'
  | 'equilibrio'
  | 'hombro-lat'
  | 'hombro-post'
  | 'biceps'
  | 'triceps'
  | 'pecho-aisl'
  | 'femoral'
  | 'cuadriceps'
  | 'gemelo'
  | 'abduccion'
  | 'cardio';

export const SLOT_PATTERNS: Readonly<Record<SlotKey, readonly (readonly MovementPattern[])[]>> = {
  sentadilla: [['sentadilla'], ['zancada']],
  zancada: [['zancada'], ['sentadilla']],
  rodilla: [KNEE],
  bisagra: [['bisagra'], ['puente']],
  puente: [['puente'], ['bisagra']],
  'empuje-h': [['empuje-horizontal'], ['empuje-vertical']],
  'empuje-v': [['empuje-vertical'], ['empuje-horizontal']],
  'empuje-3': [
    ['empuje-horizontal', 'empuje-vertical', 'pecho-aislado'],
    ['extension-codo', 'hombro-elevacion'],
  ],
  'tiron-h': [['tiron-horizontal'], ['tiron-vertical']],
  'tiron-v': [['tiron-vertical'], ['tiron-horizontal']],
  'tiron-3': [
    ['tiron-horizontal', 'tiron-vertical', 'dorsal-aislado'],
    ['hombro-posterior', 'flexion-codo'],
  ],
  core: [
    ['core-antiextension', 'core-antirrotacion'],
    ['core-flexion', 'core-extension', 'core-lateral'],
  ],
  explosivo: [['pliometria', 'potencia']],
  acarreo: [['acarreo']],
  equilibrio: [[...KNEE, 'bisagra']],
  'hombro-lat': [['hombro-elevacion']],
  'hombro-post': [['hombro-posterior']],
  biceps: [['flexion-codo']],
  triceps: [['extension-codo']],
  'pecho-aisl': [['pecho-aislado'], ['empuje-horizontal']],
  femoral: [['flexion-rodilla'], ['puente']],
  cuadriceps: [['extension-rodilla']],
  gemelo: [['gemelo']],
  abduccion: [['cadera-abduccion']],
  cardio: [['cardio']],
};

export interface SlotSpec {
  key: SlotKey;
  /** Part of the session's promise (rule P4). */
  must?: boolean;
  /** Holds a main lift (rule P22; a strength lift in a performance programme, P17). */
  main?: boolean;
  /** Placed with the promise (power work of a performance programme, a fat-loss circuit's conditioning). */
  early?: boolean;
}

const M = (key: SlotKey): SlotSpec => ({ key, must: true, main: true });
const R = (key: SlotKey): SlotSpec => ({ key, must: true });
const O = (key: SlotKey): SlotSpec => ({ key });

export const TEMPLATES: Readonly<Record<SessionKind, readonly SlotSpec[]>> = {
  'fb-a': [
    M('sentadilla'),
    M('empuje-h'),
    R('bisagra'),
    R('tiron-h'),
    O('core'),
    O('tiron-v'),
    O('empuje-v'),
    O('hombro-post'),
    O('biceps'),
    O('triceps'),
    O('gemelo'),
    O('acarreo'),
  ],
  'fb-b': [
    M('bisagra'),
    M('tiron-v'),
    R('zancada'),
    R('empuje-v'),
    O('core'),
    O('empuje-h'),
    O('tiron-h'),
    O('hombro-lat'),
    O('triceps'),
    O('biceps'),
    O('femoral'),
    O('acarreo'),
  ],
  'fb-c': [
    M('rodilla'),
    M('empuje-h'),
    R('puente'),
    R('tiron-h'),
    O('core'),
    O('tiron-v'),
    O('empuje-v'),
    O('hombro-post'),
    O('biceps'),
    O('triceps'),
    O('gemelo'),
    O('acarreo'),
  ],
  'torso-a': [
    M('empuje-h'),
    M('tiron-h'),
    R('empuje-v'),
    R('tiron-v'),
    O('hombro-post'),
    O('core'),
    O('hombro-lat'),
    O('biceps'),
    O('triceps'),
    O('pecho-aisl'),
    O('tiron-3'),
    O('acarreo'),
  ],
  'torso-b': [
    M('tiron-v'),
    M('empuje-v'),
    R('tiron-h'),
    R('empuje-h'),
    O('hombro-lat'),
    O('core'),
    O('hombro-post'),
    O('triceps'),
    O('biceps'),
    O('pecho-aisl'),
    O('tiron-3'),
    O('acarreo'),
  ],
  torso: [
    M('empuje-h'),
    M('tiron-h'),
    R('empuje-v'),
    R('tiron-v'),
    O('hombro-post'),
    O('core'),
    O('hombro-lat'),
    O('biceps'),
    O('triceps'),
    O('tiron-3'),
    O('pecho-aisl'),
    O('acarreo'),
  ],
  'pierna-a': [
    M('sentadilla'),
    M('bisagra'),
    O('zancada'),
    O('core'),
    O('femoral'),
    O('puente'),
    O('gemelo'),
    O('cuadriceps'),
    O('abduccion'),
    O('acarreo'),
  ],
  'pierna-b': [
    M('bisagra'),
    M('zancada'),
    O('puente'),
    O('core'),
    O('sentadilla'),
    O('femoral'),
    O('gemelo'),
    O('cuadriceps'),
    O('abduccion'),
    O('acarreo'),
  ],
  'empuje-a': [
    M('empuje-h'),
    M('empuje-v'),
    R('empuje-3'),
    O('triceps'),
    O('hombro-lat'),
    O('core'),
    O('pecho-aisl'),
    O('triceps'),
  ],
  'empuje-b': [M('empuje-v'), M('empuje-h'), R('empuje-3'), O('hombro-lat'), O('triceps'), O('core'), O('pecho-aisl')],
  'tiron-a': [
    M('tiron-v'),
    M('tiron-h'),
    R('tiron-3'),
    O('hombro-post'),
    O('biceps'),
    O('core'),
    O('acarreo'),
    O('biceps'),
  ],
  'tiron-b': [M('tiron-h'), M('tiron-v'), R('tiron-3'), O('biceps'), O('hombro-post'), O('core'), O('acarreo')],
};

/** From this length a full-body session has core work too (rule P4: "plus core when time allows"). */
export const CORE_IN_FULL_BODY_MIN = 45;
/** Most exercises in a session (rule P4): more is a list, not a session. */
export const MAX_EXERCISES = 10;
/**
 * Most carries in a week (rule P4): loaded carries train grip, trunk and gait with little
 * fatigue, and twice a week is what they need; more would take a session's place from the
 * lifts and conditioning that carry the goal.
 */
export const CARRIES_A_WEEK = 2;
/** Most exercises of one pattern in a session (two of most, one carry, one calf exercise). */
const PATTERN_CAP: Readonly<Partial<Record<MovementPattern, number>>> = { acarreo: 1, gemelo: 1 };

/**
 * Whether one more exercise keeps the session's make-up sensible (rule P4): at most
 * MAX_EXERCISES, two of a pattern (one carry, one calf exercise), two of core, and the goal's
 * conditioning blocks.
 */
export function compositionAllows(session: readonly Candidate[], c: Candidate, conditioningBlocks: number): boolean {
  if (session.length >= MAX_EXERCISES) return false;
  const core = CORE.includes(c.m.patron);
  let samePattern = 0;
  let coreCount = 0;
  for (const x of session) {
    if (x.m.patron === c.m.patron) samePattern++;
    if (core && CORE.includes(x.m.patron)) coreCount++;
  }
  if (samePattern >= (PATTERN_CAP[c.m.patron] ?? 2)) return false;
  if (core && coreCount >= 2) return false;
  if (c.m.patron === 'cardio' && samePattern >= conditioningBlocks) return false;
  return true;
}

/** Whether the session trains the legs (power and balance work go into these). */
export const hasLegs = (kind: SessionKind) => kind.startsWith('fb') || kind.startsWith('pierna');

/**
 * What each session's label promises (rule P4): the pattern groups it must hold (when any
 * exercise of the group suits the person) and its least number of exercises.
 */
export interface Promise {
  min: number;
  groups: readonly { nombre: string; patterns: readonly MovementPattern[] }[];
}
const G = {
  knee: { nombre: 'sentadilla o zancada', patterns: KNEE },
  hip: { nombre: 'bisagra o puente', patterns: HIP },
  push: { nombre: 'empuje', patterns: PUSH },
  pull: { nombre: 'tirón', patterns: PULL },
};
export function promiseOf(kind: SessionKind): Promise {
  if (kind.startsWith('fb')) return { min: 4, groups: [G.knee, G.hip, G.push, G.pull] };
  if (kind.startsWith('torso')) return { min: 4, groups: [G.push, G.pull] };
  if (kind.startsWith('pierna')) return { min: 3, groups: [G.knee, G.hip] };
  if (kind.startsWith('empuje')) return { min: 3, groups: [G.push] };
  return { min: 3, groups: [G.pull] };
}

/** Slots that give a volume group more work (rule P8's fill), in the order a coach adds them. */
export const SLOTS_FOR_GROUP: Readonly<Record<string, readonly SlotKey[]>> = {
  espalda: ['tiron-h', 'tiron-v', 'tiron-3'],
  pecho: ['empuje-h', 'pecho-aisl'],
  hombro: ['empuje-v', 'hombro-lat', 'hombro-post'],
  rodilla: ['sentadilla', 'zancada', 'cuadriceps'],
  cadera: ['bisagra', 'puente', 'femoral'],
};

/**
 * What fills a session's time once its slots are in and the volume is in the band, by goal:
 * small muscles for size, conditioning for fat loss and general fitness, carries and core for
 * performance.
 */
export const FILL_SLOTS: Readonly<Record<number, readonly SlotKey[]>> = {
  1: ['core', 'acarreo', 'gemelo', 'biceps', 'triceps', 'cardio', 'core'],
  2: ['core', 'biceps', 'triceps', 'gemelo', 'cardio', 'core', 'acarreo'],
  3: ['core', 'gemelo', 'biceps', 'triceps', 'hombro-lat', 'hombro-post', 'core', 'acarreo', 'cardio'],
  4: ['cardio', 'core', 'acarreo', 'cardio', 'gemelo', 'hombro-post', 'core', 'biceps', 'triceps'],
  5: ['acarreo', 'core', 'core', 'cardio'],
};

/**
 * The tables a programme is built from (docs/PRODUCT.md §17). Each says where its numbers come
 * from; the rule book (rule-book.ts) checks every generated programme against them.
 */
import type { Equipment, Experience, SoreArea, SplitKind } from '../../../src/lib/contract-plans';
import { isHeavySpinalLoad } from '../generator/classify';
import { patternOf, type Pattern } from '../generator/cues';
import type { GeneratorExercise } from '../generator/types';

export interface Band {
  min: number;
  max: number;
}

/**
 * Weekly direct sets per muscle group at week 1, by goal (id) and level (index 0 Principiante ..
 * 4 Elite). Sources:
 * - Schoenfeld, Ogborn & Krieger. Dose-response relationship between weekly resistance training
 *   volume and increases in muscle mass. J Sports Sci 2017;35(11):1073-82: >= 10 weekly sets per
 *   muscle gave more growth than < 5 or 5-9.
 * - Baz-Valle et al. A systematic review of the effects of different resistance training volumes
 *   on muscle hypertrophy. J Hum Kinet 2022;81:199-210: about 12-20 weekly sets for trained
 *   people, no added benefit above ~20.
 * - Ralston et al. The effect of weekly set volume on strength gain. Sports Med 2017;47:2585-601:
 *   strength gains with ~5-9 weekly sets per exercise group; more sets help less than for size.
 * - ACSM 2009 position stand (Med Sci Sports Exerc 41(3)) and ACSM's Guidelines (11th ed.):
 *   novices 1-3 sets per exercise 2-3 days a week; muscular endurance with light loads.
 * Beginners start at the low end (they grow on little volume and recover less well from sets
 * they cannot yet do with good technique).
 *
 * | goal                    | Principiante | Intermedio | Avanzado+ |
 * | ----------------------- | ------------ | ---------- | --------- |
 * | 1 Adaptación general    | 3-8          | 4-10       | 6-12      |
 * | 2 Tonificación          | 4-9          | 6-12       | 8-14      |
 * | 3 Hipertrofia           | 6-10         | 10-16      | 12-20     |
 * | 4 Pérdida de grasa      | 4-9          | 6-12       | 6-12      |
 * | 5 Rendimiento funcional | 4-9          | 6-12       | 8-14      |
 */
const BANDS: Readonly<Record<number, readonly [Band, Band, Band]>> = {
  1: [
    { min: 3, max: 8 },
    { min: 4, max: 10 },
    { min: 6, max: 12 },
  ],
  2: [
    { min: 4, max: 9 },
    { min: 6, max: 12 },
    { min: 8, max: 14 },
  ],
  3: [
    { min: 6, max: 10 },
    { min: 10, max: 16 },
    { min: 12, max: 20 },
  ],
  4: [
    { min: 4, max: 9 },
    { min: 6, max: 12 },
    { min: 6, max: 12 },
  ],
  5: [
    { min: 4, max: 9 },
    { min: 6, max: 12 },
    { min: 8, max: 14 },
  ],
};

export function bandFor(goalId: number, level: number): Band {
  const bands = BANDS[goalId] ?? BANDS[1]!;
  return bands[Math.min(level, 3) - 1]!;
}

/**
 * The muscle groups whose weekly sets must fall in the band (the big movers; arms, calves and
 * core get work from the compound lifts and their own accessories, without a band). `id` and
 * `nombre` are docs/PRODUCT.md §3's muscle groups (7 stands for glutes and hamstrings together).
 */
export type VolumeGroup = 'pecho' | 'espalda' | 'hombro' | 'rodilla' | 'cadera';
export const VOLUME_GROUPS: readonly { key: VolumeGroup; id: number; nombre: string }[] = [
  { key: 'pecho', id: 1, nombre: 'Pecho' },
  { key: 'espalda', id: 2, nombre: 'Espalda' },
  { key: 'hombro', id: 5, nombre: 'Hombros' },
  { key: 'rodilla', id: 12, nombre: 'Cuádriceps' },
  { key: 'cadera', id: 7, nombre: 'Glúteos e isquiotibiales' },
];

/** The volume group an exercise's sets count for (its primary muscle group), or null. */
export function volumeGroupOf(e: Pick<GeneratorExercise, 'grupoId' | 'fuerza' | 'tipo'>): VolumeGroup | null {
  if (e.tipo !== 'Fuerza') return null;
  switch (e.grupoId) {
    case 1:
    case 16:
      return 'pecho';
    case 2:
    case 17:
      return 'espalda';
    case 5:
    case 18:
      return 'hombro';
    case 12:
      return 'rodilla';
    case 6:
      return e.fuerza === 'tiron' ? 'cadera' : 'rodilla';
    case 7:
    case 13:
      return 'cadera';
    default:
      return null;
  }
}

/**
 * Sessions a week by default (level index 0..4): ACSM 2009 (novices 2-3 days a week,
 * intermediates 3-4, advanced 4-6), at most the days the user has.
 */
export const DEFAULT_SESSIONS = [3, 4, 4, 5, 5] as const;

/**
 * The experience question caps the level the log gives (it can lower it, never raise it past
 * the evidence: level.ts `levelFromEvidence`, where dates alone never raise it either).
 */
export const EXPERIENCE_CAP: Readonly<Record<Experience, number>> = {
  nunca: 1,
  menos_6_meses: 2,
  de_6_a_24_meses: 3,
  mas_de_2_anos: 5,
};

/** The split for a number of sessions a week (issue 23: 2-3 full body, 4 upper/lower, 5-6 PPL). */
export function splitFor(sessions: number): SplitKind {
  if (sessions <= 3) return 'cuerpo_completo';
  if (sessions === 4) return 'torso_pierna';
  return 'empuje_tiron_pierna';
}

/** Catalogue `equipo` values each wizard answer puts at hand; body weight is always at hand. */
const EQUIPMENT: Readonly<Record<Exclude<Equipment, 'gimnasio'>, readonly string[]>> = {
  mancuernas_banco: ['mancuerna', 'banco'],
  peso_corporal: ['peso corporal', 'toalla'],
  bandas: ['banda elástica'],
  kettlebell: ['kettlebell'],
  barra_dominadas: ['barra de dominadas'],
};

/** Whether the exercise can be done with this equipment (`gimnasio`: everything). */
export function equipmentAllows(equipo: string, at: readonly Equipment[]): boolean {
  if (at.includes('gimnasio')) return true;
  if (EQUIPMENT.peso_corporal.includes(equipo)) return true;
  return at.some((k) => k !== 'gimnasio' && EQUIPMENT[k].includes(equipo));
}

/**
 * Sore areas and the movement patterns (generator/cues.ts `patternOf`) that load them, plus name
 * checks for what the patterns do not tell apart. A coach's conservative reading: overhead and
 * end-range shoulder work; deep knee flexion and landings; spinal flexion/extension under load;
 * loaded wrist extension (push-ups, dips, handstands, catches).
 */
const SORE_PATTERNS: Readonly<Record<SoreArea, readonly Pattern[]>> = {
  hombro: ['press-vertical', 'elevacion', 'olimpico', 'lanzamiento', 'salto-brazos', 'dominada', 'piedra'],
  rodilla: [
    'sentadilla',
    'zancada',
    'extension-rodilla',
    'salto',
    'cardio-impacto',
    'nordico',
    'intervalo',
    'olimpico',
  ],
  zona_lumbar: ['bisagra', 'lumbar', 'olimpico', 'piedra', 'swing'],
  muneca: ['salto-brazos', 'olimpico', 'piedra'],
};
const SORE_NAMES: Readonly<Record<SoreArea, RegExp | null>> = {
  hombro: /fondos|pino|pica/i,
  rodilla: /burpee|sentadilla|zancada/i,
  zona_lumbar: /buenos días|peso muerto/i,
  muneca: /flexi(ón|ones)|fondos|pino|burpee|muñeca/i,
};

/** Per catalogue row (the catalogue is read once a minute and shared): patterns cost regexes. */
const soreCache = new WeakMap<GeneratorExercise, readonly SoreArea[]>();

/** The sore areas this exercise loads (empty: it suits everyone). */
export function soreAreasLoaded(e: GeneratorExercise): readonly SoreArea[] {
  let areas = soreCache.get(e);
  if (!areas) soreCache.set(e, (areas = computeSoreAreas(e)));
  return areas;
}

function computeSoreAreas(e: GeneratorExercise): SoreArea[] {
  const pattern = patternOf(e);
  return (Object.keys(SORE_PATTERNS) as SoreArea[]).filter(
    (area) =>
      SORE_PATTERNS[area].includes(pattern) ||
      SORE_NAMES[area]?.test(e.nombre) === true ||
      (area === 'zona_lumbar' && isHeavySpinalLoad(e)) ||
      (area === 'muneca' && e.grupoId === 10),
  );
}

/**
 * Minutes a session takes: 5 of warm-up, then per exercise a minute to set up and, per set,
 * the work (3 s a repetition at a controlled tempo, the seconds of timed work, 0.6 s a metre)
 * and the rest after it.
 */
export const WARM_UP_S = 300;
export const SET_UP_S = 60;
export function workSeconds(medida: string, work: number): number {
  if (medida === 'tiempo') return work;
  if (medida === 'distancia') return Math.round(work * 0.6);
  return work * 3;
}
export function exerciseSeconds(x: { series: number; medida: string; repeticiones_max: number; descanso: number }) {
  return SET_UP_S + x.series * (workSeconds(x.medida, x.repeticiones_max) + x.descanso);
}

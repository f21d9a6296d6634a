/**
 * The tables a programme is built from (docs/PRODUCT.md §17). Each says where its numbers come
 * from; the rule book (rule-book.ts) checks every generated programme against them.
 */
import type { VolumeGroup } from './catalogue';

export type { VolumeGroup } from './catalogue';

export interface Band {
  min: number;
  max: number;
}

/**
 * Weekly sets per muscle group at week 1, by goal (id) and level (index 0 Principiante ..
 * 4 Elite), counting a set where the muscle is a secondary mover as half a set (catalogue.ts
 * `setsCountFor`; Pelland et al. 2024). Sources:
 * - Schoenfeld, Ogborn & Krieger. Dose-response relationship between weekly resistance training
 *   volume and increases in muscle mass. J Sports Sci 2017;35(11):1073-82: >= 10 weekly sets per
 *   muscle gave more growth than < 5 or 5-9.
 * - Pelland et al. The resistance training dose-response: meta-regressions exploring the effects
 *   of weekly volume and frequency on muscle hypertrophy and strength gain. Sports Med 2024
 *   (preprint 2024, SportRxiv): counting indirect sets as half ("fractional" sets), hypertrophy
 *   rises with weekly sets with diminishing returns past ~20; strength gains flatten sooner.
 * - Baz-Valle et al. J Hum Kinet 2022;81:199-210: about 12-20 weekly direct sets for trained
 *   people, no added benefit above ~20.
 * - ACSM 2009 position stand (Med Sci Sports Exerc 41(3)): novices 1-3 sets per exercise 2-3
 *   days a week; muscular endurance with light loads.
 * Beginners start at the low end (they grow on little volume and recover less well from sets
 * they cannot yet do with good technique), though a beginner's full-body week of three sessions
 * at two sets of each fundamental lift already reaches about 10-12 fractional sets for the hips.
 * Fractional counting adds about a quarter to the direct count of a full-body week, so the tops
 * sit a little above direct-set guidance.
 *
 * | goal                    | Principiante | Intermedio | Avanzado+ |
 * | ----------------------- | ------------ | ---------- | --------- |
 * | 1 Adaptación general    | 4-12         | 6-14       | 8-16      |
 * | 2 Tonificación          | 4-12         | 6-14       | 8-16      |
 * | 3 Hipertrofia           | 6-14         | 10-18      | 12-22     |
 * | 4 Pérdida de grasa      | 4-12         | 6-14       | 6-14      |
 * | 5 Rendimiento funcional | 4-12         | 6-14       | 8-16      |
 */
const BANDS: Readonly<Record<number, readonly [Band, Band, Band]>> = {
  1: [
    { min: 4, max: 12 },
    { min: 6, max: 14 },
    { min: 8, max: 16 },
  ],
  2: [
    { min: 4, max: 12 },
    { min: 6, max: 14 },
    { min: 8, max: 16 },
  ],
  3: [
    { min: 6, max: 14 },
    { min: 10, max: 18 },
    { min: 12, max: 22 },
  ],
  4: [
    { min: 4, max: 12 },
    { min: 6, max: 14 },
    { min: 6, max: 14 },
  ],
  5: [
    { min: 4, max: 12 },
    { min: 6, max: 14 },
    { min: 8, max: 16 },
  ],
};

export function bandFor(goalId: number, level: number): Band {
  const bands = BANDS[goalId] ?? BANDS[1]!;
  return bands[Math.min(level, 3) - 1]!;
}

/**
 * The muscle groups whose weekly sets must fall in the band (the big movers; arms, calves and
 * core get a ceiling only, rule P8). `id` and `nombre` are docs/PRODUCT.md §3's muscle groups (7
 * stands for glutes and hamstrings together). What a set counts for each: catalogue.ts
 * `setsCountFor` (direct 1, indirect 0.5).
 */
export const VOLUME_GROUPS: readonly { key: VolumeGroup; id: number; nombre: string }[] = [
  { key: 'pecho', id: 1, nombre: 'Pecho' },
  { key: 'espalda', id: 2, nombre: 'Espalda' },
  { key: 'hombro', id: 5, nombre: 'Hombros' },
  { key: 'rodilla', id: 12, nombre: 'Cuádriceps' },
  { key: 'cadera', id: 7, nombre: 'Glúteos e isquiotibiales' },
];

/**
 * Sessions a week at most by level (index 0 Principiante .. 4 Elite), whatever the days chosen
 * (rule P2). ACSM 2009: novices 2-3 days a week of full-body work, intermediates 3-4, advanced
 * 4-6; a beginner who picks 4 days gets an upper/lower split (each muscle twice a week), with 5
 * or 6 days 4 sessions; an intermediate at most 5.
 */
export const MAX_SESSIONS = [4, 5, 6, 6, 6] as const;
/** Youth (Faigenbaum 2009): 2-3 sessions a week on non-consecutive days. */
export const YOUTH_MAX_SESSIONS = 3;
/** Six sessions at most: a day off a week. */
export const MAX_SESSIONS_A_WEEK = 6;

/**
 * Minutes a session takes: 5 of warm-up, then per exercise a minute to set up and, per set,
 * the work (3 s a repetition at a controlled tempo, the seconds of timed work, 0.6 s a metre)
 * and the rest after it.
 */
export const WARM_UP_S = 300;
/**
 * A session's estimate is at least this share of the length asked (rule P6): a "60-minute"
 * session holds about 48-60 minutes of work, never more than 60.
 */
export const MIN_SHARE_OF_LENGTH = 0.8;
export const SET_UP_S = 60;
export function workSeconds(medida: string, work: number): number {
  if (medida === 'tiempo') return work;
  if (medida === 'distancia') return Math.round(work * 0.6);
  return work * 3;
}
export function exerciseSeconds(x: { series: number; medida: string; repeticiones_max: number; descanso: number }) {
  return SET_UP_S + x.series * (workSeconds(x.medida, x.repeticiones_max) + x.descanso);
}

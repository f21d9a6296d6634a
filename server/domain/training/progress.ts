/**
 * The weekly progress figures (docs/PRODUCT.md §16) from the repository's per-week rows
 * (server/modules/progress/repository.ts): every week of the window, empty ones included.
 */
import type { Adherence, MuscleVolume } from '../../../src/lib/contract-training';
import { streak } from './weeks';

/** Weekly sets per muscle group recommended for hypertrophy. */
export const WEEKLY_SETS_BAND = { min: 10, max: 20 } as const;
/** How far back the streak looks (weeks, the current one included). */
export const STREAK_WEEKS = 104;

/**
 * Sets per muscle group and week: every group trained in the window appears in every week (0
 * where none), by id.
 */
export function muscleVolumeOf(
  weeks: string[],
  rows: { semana: string; id: number; nombre: string; series: number }[],
): MuscleVolume {
  const groups = [...new Map(rows.map((r) => [r.id, r.nombre])).entries()].sort((a, b) => a[0] - b[0]);
  const count = new Map(rows.map((r) => [`${r.semana}/${r.id}`, r.series]));
  return {
    banda: { ...WEEKLY_SETS_BAND },
    semanas: weeks.map((semana) => ({
      semana,
      grupos: groups.map(([id, nombre]) => ({ id, nombre, series: count.get(`${semana}/${id}`) ?? 0 })),
    })),
  };
}

/**
 * The last `semanas` of `weeks` (at least STREAK_WEEKS of them, oldest first) with the sessions
 * planned and done, and the streak over all of them.
 */
export function adherenceOf(
  weeks: string[],
  rows: { semana: string; planificadas: number; hechas: number; volumen_kg: number }[],
  semanas: number,
): Adherence {
  const byWeek = new Map(rows.map((r) => [r.semana, r]));
  const all = weeks.map((semana) => byWeek.get(semana) ?? { semana, planificadas: 0, hechas: 0, volumen_kg: 0 });
  return { semanas: all.slice(-semanas), racha: streak([...all].reverse()) };
}

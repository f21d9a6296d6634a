/**
 * The weekly progress figures (docs/PRODUCT.md §16) from the repository's per-week rows
 * (server/modules/progress/repository.ts): every week of the window, empty ones included.
 */
import type { Adherence, MuscleVolume } from '../../../src/lib/contract-training';
import { LIFTER_GROUPS, lifterBand, lifterGroupOf, type LifterGroup } from '../plans/lifter-groups';
import type { Band } from '../plans/tables';
import { streak } from './weeks';

/** How far back the streak looks (weeks, the current one included). */
export const STREAK_WEEKS = 104;

/** A repository row: work sets of one catalogue exercise in one week, with its catalogue group. */
export interface ExerciseWeekSets {
  semana: string;
  exerciseId: number;
  grupo: { id: number; nombre: string };
  series: number;
}

/**
 * Sets per lifter group (server/domain/plans/lifter-groups.ts) and week: an exercise's sets count
 * for its group, so "Espalda" and "Dorsal ancho" add up in one series. Every programme muscle, and
 * any other group trained in the window, appears in every week (0 where none), in body order, each
 * with the programme's band.
 */
export function muscleVolumeOf(weeks: string[], rows: ExerciseWeekSets[], band: Band): MuscleVolume {
  const order = new Map<string, number>(LIFTER_GROUPS.map((g, i) => [g.key, i]));
  const groups = new Map<string, LifterGroup>(LIFTER_GROUPS.map((g) => [g.key, g]));
  const count = new Map<string, number>();
  for (const r of rows) {
    const g = lifterGroupOf(r.exerciseId, r.grupo);
    groups.set(g.key, g);
    const key = `${r.semana}/${g.key}`;
    count.set(key, (count.get(key) ?? 0) + r.series);
  }
  const rank = (g: LifterGroup) => order.get(g.key) ?? LIFTER_GROUPS.length + g.id;
  const sorted = [...groups.values()].sort((a, b) => rank(a) - rank(b));
  return {
    banda: { min: band.min, max: band.max },
    grupos: sorted.map((g) => ({ id: g.id, clave: g.key, nombre: g.nombre, banda: lifterBand(g.key, band) })),
    semanas: weeks.map((semana) => ({
      semana,
      grupos: sorted.map((g) => ({ id: g.id, nombre: g.nombre, series: count.get(`${semana}/${g.key}`) ?? 0 })),
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

/**
 * The muscle groups as lifters count weekly sets, shared by the programmes and the progress
 * screen (docs/PRODUCT.md §16 "Progress"): the catalogue's 20 groups ("Espalda" and "Dorsal
 * ancho", "Pecho" and "Pectoral inferior"…) folded into the programme's muscles
 * (catalogue.ts `mainMuscleOf`: an exercise's movement pattern first, else its catalogue group),
 * each with the programme's band (tables.ts `bandFor`, rule P8).
 */
import { modelOf } from '../exercise-model';
import { mainMuscleOf, type Muscle } from './catalogue';
import { VOLUME_GROUPS, type Band } from './tables';

export interface LifterGroup {
  /** The programme's muscle key, or `grupo-<id>` for a catalogue group no programme counts. */
  key: string;
  /** A catalogue muscle group id that stands for it (docs/PRODUCT.md §3). */
  id: number;
  nombre: string;
}

/** The programme's muscles in the order a lifter reads a body: the big movers, then the small ones. */
export const LIFTER_GROUPS: readonly (LifterGroup & { key: Muscle })[] = [
  ...VOLUME_GROUPS,
  { key: 'biceps', id: 3, nombre: 'Bíceps' },
  { key: 'triceps', id: 4, nombre: 'Tríceps' },
  { key: 'gemelo', id: 14, nombre: 'Gemelos' },
  { key: 'core', id: 8, nombre: 'Abdominales' },
];
const byKey = new Map<string, LifterGroup>(LIFTER_GROUPS.map((g) => [g.key, g]));
const BIG = new Set<string>(VOLUME_GROUPS.map((g) => g.key));
/** Catalogue groups 8 Abdominales and 19 Core: the core, whatever the exercise's pattern. */
const CORE_GROUPS = new Set([8, 19]);

/**
 * The lifter group a set of a catalogue exercise counts for: the programme's muscle, else the
 * exercise's own catalogue group (forearms, traps, cardio… get a series of their own, no band).
 */
export function lifterGroupOf(exerciseId: number, grupo: { id: number; nombre: string }): LifterGroup {
  const muscle =
    mainMuscleOf(modelOf(exerciseId)?.patron, grupo.id) ?? (CORE_GROUPS.has(grupo.id) ? 'core' : undefined);
  return (muscle && byKey.get(muscle)) || { key: `grupo-${grupo.id}`, id: grupo.id, nombre: grupo.nombre };
}

/**
 * The weekly sets the programme aims at for the group (rule P8): the big movers the programme's
 * band; the small muscles (arms, calves, core) only its top, so `min` 0; any other group none.
 */
export function lifterBand(key: string, band: Band): Band | null {
  if (BIG.has(key)) return { min: band.min, max: band.max };
  return byKey.has(key) ? { min: 0, max: band.max } : null;
}

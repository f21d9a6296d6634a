/**
 * What to do instead of an exercise in a session (docs/PRODUCT.md §16, `GET
 * /workouts/{id}/exercises/{exerciseId}/alternatives`): the catalogue exercises of the same
 * movement pattern, within the equipment and sparing the sore areas of the user's latest
 * programme, best fit first.
 */
import type { Equipment, SoreArea } from '../../../src/lib/contract-plans';
import { equipmentFits, modelOf, sparesAreas } from './index';
import type { ExerciseModel, LoadProgression } from './types';

/** The most alternatives offered. */
export const MAX_ALTERNATIVES = 8;

/** A catalogue exercise as the ranking reads it. */
export interface CatalogueEntry {
  id: number;
  nombre: string;
  /** Primary muscle group. */
  grupoId: number;
  grupoMuscular: string;
  /** Catalogue difficulty (1 beginner .. 5 elite). */
  dificultadId: number;
}

/** The answers of the user's latest programme wizard that limit the choice (none: a full gym, nothing sore). */
export interface AlternativeLimits {
  equipamiento?: readonly Equipment[];
  evitarZonas?: readonly SoreArea[];
}

export interface Alternative {
  id: number;
  nombre: string;
  grupo_muscular: string;
  carga: LoadProgression;
  motivo: string;
}

/** How each load kind reads after "Mismo patrón". */
const LOAD_TEXT: Record<LoadProgression, string> = {
  barra: 'con barra',
  mancuernas: 'con mancuernas',
  kettlebell: 'con kettlebell',
  maquina: 'en máquina',
  polea: 'en polea',
  banda: 'con banda',
  lastre: 'con lastre',
  corporal: 'con el peso corporal',
  tiempo: 'por tiempo',
  distancia: 'por distancia',
};

/** How far apart two exercises are to learn and to do: the model's technique and the catalogue's difficulty. */
const difficultyGap = (a: CatalogueEntry, am: ExerciseModel, b: CatalogueEntry, bm: ExerciseModel) =>
  Math.abs(am.tecnica - bm.tecnica) + Math.abs(a.dificultadId - b.dificultadId) / 2;

/** Higher is a better fit: the same primary muscle first, then the same load kind, then close difficulty. */
function score(current: CatalogueEntry, cm: ExerciseModel, c: CatalogueEntry, m: ExerciseModel): number {
  return (
    (c.grupoId === current.grupoId ? 4 : 0) +
    (m.progresion === cm.progresion ? 2 : 0) -
    difficultyGap(current, cm, c, m)
  );
}

/** "Mismo patrón y músculo, con mancuernas, más sencillo" (what changes is said, what stays is not). */
export function reasonFor(current: CatalogueEntry, cm: ExerciseModel, c: CatalogueEntry, m: ExerciseModel): string {
  const parts = [c.grupoId === current.grupoId ? 'Mismo patrón y músculo' : 'Mismo patrón'];
  if (m.progresion !== cm.progresion) parts.push(LOAD_TEXT[m.progresion]);
  if (m.tecnica < cm.tecnica || (m.tecnica === cm.tecnica && c.dificultadId < current.dificultadId))
    parts.push('más sencillo');
  else if (m.tecnica > cm.tecnica || c.dificultadId > current.dificultadId) parts.push('más exigente');
  return parts.join(', ');
}

/**
 * The alternatives to `current` among `catalogue`: the same pattern in the exercise model, not
 * itself nor one of `exclude`, needing only the equipment of `limits` and loading none of its
 * sore areas at 2; ranked by `score` (ties by name), at most MAX_ALTERNATIVES. None for an
 * exercise the model does not know.
 */
export function alternativesFor(
  current: CatalogueEntry,
  catalogue: readonly CatalogueEntry[],
  limits: AlternativeLimits = {},
  exclude: readonly number[] = [],
): Alternative[] {
  const cm = modelOf(current.id);
  if (!cm) return [];
  const skip = new Set([current.id, ...exclude]);
  return catalogue
    .flatMap((c) => {
      const m = modelOf(c.id);
      if (!m || skip.has(c.id) || m.patron !== cm.patron) return [];
      if (limits.equipamiento && limits.equipamiento.length > 0 && !equipmentFits(m, limits.equipamiento)) return [];
      if (limits.evitarZonas && !sparesAreas(m, limits.evitarZonas)) return [];
      return [{ c, m, score: score(current, cm, c, m) }];
    })
    .sort((a, b) => b.score - a.score || a.c.nombre.localeCompare(b.c.nombre, 'es') || a.c.id - b.c.id)
    .slice(0, MAX_ALTERNATIVES)
    .map(({ c, m }) => ({
      id: c.id,
      nombre: c.nombre,
      grupo_muscular: c.grupoMuscular,
      carga: m.progresion,
      motivo: reasonFor(current, cm, c, m),
    }));
}

/** The catalogue ids the model puts in the same pattern as `id` (none when it does not know it). */
export function samePatternIds(id: number, all: readonly ExerciseModel[]): number[] {
  const cm = modelOf(id);
  if (!cm) return [];
  return all.filter((m) => m.patron === cm.patron && m.id !== id).map((m) => m.id);
}

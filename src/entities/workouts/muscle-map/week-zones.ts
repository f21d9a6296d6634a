/**
 * The week's sets per muscle group against the programme's band (`GET /progress/muscles`): what the
 * muscle map shades and its table says, from one function so both always agree.
 */
import type { MuscleVolume } from '../../../lib/contract-training';
import { REGIONS } from './body-regions';

/** No set; under the band; in it; over its top. */
export type Zone = 'none' | 'below' | 'in' | 'above';

export interface MuscleZone {
  clave: string;
  nombre: string;
  series: number;
  banda: { min: number; max: number } | null;
  zona: Zone;
}

export function zoneOf(series: number, banda: MuscleZone['banda']): Zone {
  if (series === 0) return 'none';
  if (banda && series < banda.min) return 'below';
  if (banda && series > banda.max) return 'above';
  return 'in';
}

/** The groups the map draws (those with a region), with their sets in the week (the last by default). */
export function weekZones(volume: MuscleVolume, week = volume.semanas.length - 1): MuscleZone[] {
  const sets = new Map(volume.semanas[week]?.grupos.map((g) => [g.id, g.series]));
  return volume.grupos
    .filter((g) => g.clave in REGIONS)
    .map((g) => {
      const series = sets.get(g.id) ?? 0;
      return { clave: g.clave, nombre: g.nombre, series, banda: g.banda, zona: zoneOf(series, g.banda) };
    });
}

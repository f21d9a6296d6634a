import { describe, expect, it } from 'vitest';
import type { Exercise } from '../../lib/contract';
import { filterExercises, NO_FILTERS } from './filter';

const make = (id: number, nombre: string, grupo: number, dificultad: number): Exercise => ({
  id,
  nombre,
  tipo: 'Fuerza',
  dificultad_id: dificultad,
  grupos_musculares_id: grupo,
  inicio: 'Inicio.',
  fin: 'Fin.',
  imagenes: [],
});

const catalogue = [
  make(1, 'Curl de bíceps con barra', 3, 1),
  make(2, 'Curl martillo', 3, 2),
  make(3, 'Press de banca', 1, 2),
  make(4, 'Sentadilla búlgara', 12, 3),
];

describe('filterExercises', () => {
  it('returns everything without filters', () => {
    expect(filterExercises(catalogue, NO_FILTERS)).toHaveLength(4);
  });

  it('searches names ignoring case and accents', () => {
    expect(filterExercises(catalogue, { ...NO_FILTERS, text: 'BICEPS' }).map((e) => e.id)).toEqual([1]);
    expect(filterExercises(catalogue, { ...NO_FILTERS, text: 'bulgara' }).map((e) => e.id)).toEqual([4]);
  });

  it('matches every word of the search in any order', () => {
    expect(filterExercises(catalogue, { ...NO_FILTERS, text: 'press banca' }).map((e) => e.id)).toEqual([3]);
    expect(filterExercises(catalogue, { ...NO_FILTERS, text: '  BANCA   préss ' }).map((e) => e.id)).toEqual([3]);
    expect(filterExercises(catalogue, { ...NO_FILTERS, text: 'curl barra' }).map((e) => e.id)).toEqual([1]);
    expect(filterExercises(catalogue, { ...NO_FILTERS, text: 'press martillo' })).toEqual([]);
  });

  it('still finds any part of a name (SPEC.md: substring match)', () => {
    expect(filterExercises(catalogue, { ...NO_FILTERS, text: 'ss de ba' }).map((e) => e.id)).toEqual([3]);
    expect(filterExercises(catalogue, { ...NO_FILTERS, text: 'rtill' }).map((e) => e.id)).toEqual([2]);
  });

  it('applies the three filters together', () => {
    expect(filterExercises(catalogue, { text: 'curl', groupId: 3, difficultyId: 2 }).map((e) => e.id)).toEqual([2]);
    expect(filterExercises(catalogue, { text: 'curl', groupId: 1, difficultyId: null })).toEqual([]);
  });
});

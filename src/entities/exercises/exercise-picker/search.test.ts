import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../../server/db/seed/catalogue';
import { pickerList } from '../../../../server/modules/exercises/picker';
import { byUse, matchRank, placesOf, searchExercises, searchWords } from './search';

/** The real catalogue as GET /api/exercises/picker lists it (the group's name plays no part here). */
const catalogue = pickerList(
  loadCatalogue()
    .exercises.map(({ id, nombre, grupos_musculares_id }) => ({ id, nombre, grupos_musculares_id, grupo_muscular: '' }))
    .sort((a, b) => a.id - b.id),
);
const names = (query: string, places?: Map<number, number>) =>
  searchExercises(catalogue, query, places).map((e) => e.nombre);
const idOf = (nombre: string) => catalogue.find((e) => e.nombre === nombre)!.id;

describe('searchWords', () => {
  it('folds case and accents, splits on anything but letters and digits, and drops plural endings', () => {
    expect(searchWords('Push-Up (Barbell)')).toEqual(['push', 'up', 'barbell']);
    expect(searchWords('Elevaciones LATERALES con mancuernas')).toEqual(['elevacion', 'lateral', 'con', 'mancuerna']);
    expect(searchWords('  Búlgara  ')).toEqual(['bulgara']);
    expect(searchWords('')).toEqual([]);
  });
});

describe('matchRank', () => {
  const rank = (q: string, name: string) => matchRank(searchWords(q), searchWords(name));
  it('ranks the same words, then the name beginning with the query, then words beginning words, then inside', () => {
    expect(rank('flexiones', 'Flexiones')).toBe(0);
    expect(rank('press de ban', 'Press de banca con barra')).toBe(1);
    expect(rank('press banca', 'Press de banca con barra')).toBe(2);
    expect(rank('banca press', 'Press de banca con barra')).toBe(3);
    expect(rank('anca', 'Press de banca con barra')).toBe(4);
    expect(rank('remo banca', 'Press de banca con barra')).toBeNull();
    expect(rank('', 'Press de banca con barra')).toBeNull();
  });
});

describe('searchExercises over the real catalogue', () => {
  it('finds the Spanish names, words in any order, accents and case ignored', () => {
    expect(names('press banca')[0]).toBe('Press de banca con barra');
    expect(names('BANCA press')).toContain('Press de banca con mancuernas');
    expect(names('sentadilla bulgara')[0]).toBe('Sentadilla búlgara con mancuernas');
    expect(names('sentadilla búlgara')[0]).toBe('Sentadilla búlgara con mancuernas');
    expect(names('jalon')[0]).toMatch(/^Jalón/);
    expect(names('elevaciones laterales')).toEqual(
      expect.arrayContaining(['Elevaciones laterales con mancuernas', 'Elevación lateral en polea baja']),
    );
  });

  it('finds the English names', () => {
    expect(names('hip thrust')[0]).toBe('Empuje de cadera con barra');
    expect(names('lat pulldown')[0]).toMatch(/^Jalón al pecho/);
    expect(names('lat pulldown')).toHaveLength(6);
    expect(names('bench press')[0]).toBe('Press de banca con barra');
    expect(names('romanian deadlift dumbbell')).toEqual([
      'Peso muerto rumano con mancuernas',
      'Peso muerto rumano a una pierna con mancuerna',
    ]);
    expect(names('skull crusher')).toEqual(['Press francés con barra Z']);
    expect(names('pull up')[0]).toBe('Dominadas');
  });

  it('puts exact and prefix matches before words found anywhere', () => {
    const found = names('dominadas');
    expect(found[0]).toBe('Dominadas');
    expect(found.indexOf('Dominadas con toallas')).toBeLessThan(found.indexOf('Dominada asistida con banda elástica'));
    expect(names('plancha')[0]).toBe('Plancha frontal');
    expect(names('burpees')[0]).toBe('Burpees');
  });

  it("puts the user's exercises first among equal matches", () => {
    const dumbbell = idOf('Press de banca con mancuernas');
    expect(names('press banca', new Map([[dumbbell, 0]]))[0]).toBe('Press de banca con mancuernas');
  });

  it('keeps everything, in order, for an empty query; finds nothing for nonsense', () => {
    expect(searchExercises(catalogue, '   ')).toEqual(catalogue);
    expect(names('zzzz')).toEqual([]);
  });
});

describe('byUse', () => {
  const logged = [
    { id_ejercicio_catalogo: 1, sesiones: 2, ultima_vez: '2026-11-20T10:00:00.000Z' },
    { id_ejercicio_catalogo: 108, sesiones: 9, ultima_vez: '2026-11-01T10:00:00.000Z' },
    { id_ejercicio_catalogo: 4, sesiones: 12, ultima_vez: '2026-11-25T10:00:00.000Z' },
    ...[36, 53, 89, 128, 268].map((id, i) => ({
      id_ejercicio_catalogo: id,
      sesiones: 1,
      ultima_vez: `2026-10-0${i + 1}T10:00:00.000Z`,
    })),
  ];

  it('puts the 5 last logged first, then the rest by sessions, then the catalogue by name', () => {
    const ordered = byUse(catalogue, placesOf(logged)).map((e) => e.id);
    expect(ordered.slice(0, 5)).toEqual([4, 1, 108, 268, 128]);
    expect(ordered.slice(5, 8)).toEqual([89, 53, 36]);
    const rest = byUse(catalogue, placesOf(logged)).slice(8);
    expect(rest.map((e) => e.nombre)).toEqual(rest.map((e) => e.nombre).sort((a, b) => a.localeCompare(b, 'es')));
    expect(rest).toHaveLength(catalogue.length - 8);
  });

  it('is the catalogue by name when nothing was logged', () => {
    expect(byUse(catalogue, placesOf([]))[0]!.nombre.localeCompare('B', 'es')).toBeLessThan(0);
  });
});

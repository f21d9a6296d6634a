import { describe, expect, it } from 'vitest';
import { alternativesFor, MAX_ALTERNATIVES, samePatternIds, type CatalogueEntry } from './alternatives';
import { EXERCISE_MODELS, modelOf } from './index';

/** A catalogue entry of the chest group (1) at difficulty 2 unless told. */
const entry = (id: number, nombre: string, more: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  id,
  nombre,
  grupoId: 1,
  grupoMuscular: 'Pecho',
  dificultadId: 2,
  ...more,
});

const benchBarbell = entry(1, 'Press de banca con barra');
const catalogue = [
  benchBarbell,
  entry(2, 'Flexiones', { dificultadId: 1 }),
  entry(11, 'Plancha frontal', { grupoId: 6, grupoMuscular: 'Abdominales' }),
  entry(13, 'Press de banca con mancuernas'),
  entry(21, 'Press de pecho en máquina', { dificultadId: 1 }),
  entry(22, 'Press de banca en multipower'),
  entry(23, 'Press de pecho de pie en polea', { grupoId: 4, grupoMuscular: 'Hombros' }),
];

describe('alternativesFor', () => {
  it('offers the same pattern only, never the exercise itself', () => {
    const ids = alternativesFor(benchBarbell, catalogue).map((a) => a.id);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(11);
    expect(ids.sort((a, b) => a - b)).toEqual([2, 13, 21, 22, 23]);
  });

  it('ranks the same primary muscle first, then the same load kind, then the closest difficulty', () => {
    const ids = alternativesFor(benchBarbell, catalogue).map((a) => a.id);
    // Multipower: same muscle and load kind (a bar); the press on the cable station is another muscle group.
    expect(ids[0]).toBe(22);
    expect(ids.at(-1)).toBe(23);
    expect(ids.indexOf(13)).toBeLessThan(ids.indexOf(2));
  });

  it('says why each fits, in Spanish, naming what changes', () => {
    const byId = new Map(alternativesFor(benchBarbell, catalogue).map((a) => [a.id, a]));
    expect(byId.get(13)).toMatchObject({
      carga: 'mancuernas',
      motivo: 'Mismo patrón y músculo, con mancuernas, más sencillo',
    });
    expect(byId.get(23)!.motivo).toBe('Mismo patrón, en polea');
    expect(byId.get(22)!.motivo).toBe('Mismo patrón y músculo, más sencillo');
  });

  it('keeps to the equipment of the latest programme', () => {
    const ids = alternativesFor(benchBarbell, catalogue, { equipamiento: ['mancuernas_banco'] }).map((a) => a.id);
    expect(ids.sort((a, b) => a - b)).toEqual([2, 13]);
  });

  it('leaves out what loads a sore area', () => {
    const ids = alternativesFor(benchBarbell, catalogue, { evitarZonas: ['muneca'] }).map((a) => a.id);
    // Push-ups load the wrist bent back (2); the presses hold it straight (1).
    expect(ids).not.toContain(2);
    expect(ids).toContain(13);
    expect(alternativesFor(benchBarbell, catalogue, { evitarZonas: ['hombro'] }).map((a) => a.id)).not.toContain(22);
  });

  it('leaves out the excluded ids (the exercises already in the session)', () => {
    expect(alternativesFor(benchBarbell, catalogue, {}, [13, 22]).map((a) => a.id)).not.toContain(13);
  });

  it('offers at most MAX_ALTERNATIVES, and none for an exercise the model does not know', () => {
    const ids = samePatternIds(1, EXERCISE_MODELS);
    expect(ids.length).toBeGreaterThan(MAX_ALTERNATIVES);
    const all = ids.map((id, i) => entry(id, `E${String(i).padStart(3, '0')}`));
    expect(alternativesFor(benchBarbell, [benchBarbell, ...all])).toHaveLength(MAX_ALTERNATIVES);
    expect(alternativesFor(entry(999_999, 'Desconocido'), catalogue)).toEqual([]);
    expect(samePatternIds(999_999, EXERCISE_MODELS)).toEqual([]);
    expect(ids.every((id) => modelOf(id)!.patron === 'empuje-horizontal')).toBe(true);
  });
});

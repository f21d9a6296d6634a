import { gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/app';
import { exercises as exercisesTable } from '../schema';
import { catalogueExercise, loadCatalogue } from './catalogue';
import exercises3Data from './data/exercises-3.json';
import { measureOf } from './dose';

/**
 * exercises-3.json: the home, band, wrist-neutral and knee-friendly loaded variations a coach regresses to.
 * Other code (the exercise model, the programmes) refers to these ids, so each id keeps its exercise.
 */
const part3 = z.array(catalogueExercise).parse(exercises3Data);

const NAMES: Record<number, string> = {
  356: 'Zancada hacia atrás con peso corporal',
  357: 'Sentadilla dividida con peso corporal',
  358: 'Subida a un escalón con peso corporal',
  359: 'Peso muerto a una pierna con peso corporal',
  360: 'Remo invertido bajo una mesa',
  361: 'Remo con toalla en el marco de la puerta',
  362: 'Flexiones contra la pared',
  363: 'Flexiones sobre los puños',
  364: 'Press de pecho de pie con banda elástica',
  365: 'Jalón al pecho con banda elástica',
  366: 'Peso muerto rumano con banda elástica',
  367: 'Sentadilla con banda elástica',
  368: 'Tirón a la cara con banda elástica',
  369: 'Press Pallof con banda elástica',
  370: 'Plancha lateral',
  371: 'Extensión de brazo y pierna opuestos a cuatro patas',
  372: 'Sentadilla a una silla',
  373: 'Flexiones sobre mancuernas con agarre neutro',
  374: 'Saltos a pies juntos en el sitio',
  375: 'Marcha en el sitio con rodillas altas',
  376: 'Remo sentado con banda elástica',
  377: 'Curl femoral tumbado con banda elástica',
  378: 'Elevación lateral con banda elástica',
  379: 'Press de hombros con mancuernas y agarre neutro',
  380: 'Paseo del granjero con kettlebells',
  381: 'Sentadilla copa a una silla con kettlebell',
  382: 'Sentadilla copa a una silla con mancuerna',
  383: 'Subida a un escalón con kettlebell',
};

describe('exercises-3.json', () => {
  it('holds ids 356-383, each with the exercise other code refers to, all loaded by loadCatalogue()', () => {
    expect(Object.fromEntries(part3.map((e) => [e.id, e.nombre]))).toEqual(NAMES);
    const loaded = new Map(loadCatalogue().exercises.map((e) => [e.id, e.slug]));
    for (const e of part3) expect(loaded.get(e.id), e.slug).toBe(e.slug);
  });

  it('needs nothing a home lacks beyond the wizard equipment (body weight, towel, band, dumbbell, kettlebell)', () => {
    const allowed = new Set(['peso corporal', 'toalla', 'banda elástica', 'mancuerna', 'kettlebell']);
    expect(part3.filter((e) => !allowed.has(e.equipo)).map((e) => e.slug)).toEqual([]);
  });

  it('is measured as a coach doses it: contacts counted, holds and marching timed, carries in metres', () => {
    const measure = (id: number) => measureOf(part3.find((e) => e.id === id)!);
    expect(measure(374)).toBe('repeticiones'); // pogo: one repetition per ground contact
    expect(measure(370)).toBe('tiempo'); // side plank
    expect(measure(369)).toBe('tiempo'); // Pallof press, held like the cable one (322)
    expect(measure(375)).toBe('tiempo'); // marching in place
    expect(measure(380)).toBe('distancia'); // farmer's walk
    expect(measure(371)).toBe('repeticiones'); // bird dog, a few seconds' hold per repetition
  });
});

describe('seeded database', () => {
  it('holds every part 3 exercise with its measure', async () => {
    const t = await createTestApp();
    try {
      const rows = await t.database.db.select().from(exercisesTable).where(gte(exercisesTable.id, 356));
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const e of part3) {
        const row = byId.get(e.id);
        expect(row?.slug, e.slug).toBe(e.slug);
        expect(row?.medida, e.slug).toBe(measureOf(e));
        expect(row?.inicio, e.slug).toBe(e.inicio);
      }
    } finally {
      await t.close();
    }
  });
});

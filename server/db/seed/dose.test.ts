import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { exercises } from '../schema';
import { loadCatalogue, seedCatalogue } from './catalogue';
import { isTechnical, measureOf } from './dose';

const catalogue = loadCatalogue().exercises;
const slugs = (keep: (e: (typeof catalogue)[number]) => boolean) =>
  catalogue
    .filter(keep)
    .map((e) => e.slug)
    .sort();

/** Reviewed by hand: a change here is a change to how the generator doses or filters. */
describe('catalogue dose fields (seed/dose.ts) over the real catalogue', () => {
  it('marks exactly the reviewed highly technical lifts', () => {
    expect(slugs(isTechnical)).toEqual(
      [
        'arrancada-colgante-barra',
        'arrancada-potencia-barra',
        'bandera-del-dragon',
        'cargada-potencia-barra',
        'curl-nordico',
        'dominada-un-brazo',
        'dominadas-arquero',
        'dos-tiempos-barra',
        'elevacion-carpa-colgado',
        'encogimiento-arrancada-barra',
        'encogimiento-cargada-barra',
        'flexiones-pino-pared',
        'flexiones-una-mano',
        'fondos-anillas',
        'levantamiento-piedra-atlas',
        'levantamiento-turco-kettlebell',
        'muscle-up-barra',
        'press-doblado-kettlebell',
        'press-hombros-impulso',
        'rodillo-abdominal-de-pie',
        'salto-profundidad',
        'sentadilla-barra-sobre-cabeza',
        'sentadilla-camaron',
        'sentadilla-salto-barra',
        'sentadilla-una-pierna-kettlebell',
        'tiron-arrancada-barra',
        'trepa-cuerda',
      ].sort(),
    );
  });

  it('measures cardio and holds in time, sprints and carries in metres, the rest in repetitions', () => {
    expect(slugs((e) => measureOf(e) === 'distancia')).toEqual([
      'empuje-trineo',
      'paseo-granjero',
      'paseo-granjero-kettlebells',
      'series-cortas-cuesta',
    ]);
    const timed = slugs((e) => measureOf(e) === 'tiempo');
    for (const slug of ['bicicleta-estatica', 'eliptica', 'remoergometro', 'carrera-cinta', 'burpees', 'saltar-comba'])
      expect(timed).toContain(slug);
    for (const slug of [
      'plancha-frontal',
      'plancha-lateral',
      'bicho-muerto',
      'sentadilla-isometrica-pared',
      'marcha-rodillas-altas-sitio',
    ])
      expect(timed).toContain(slug);
    for (const e of catalogue.filter((x) => x.tipo === 'Cardio')) expect(measureOf(e)).not.toBe('repeticiones');
    // Plyometrics are counted in contacts, one repetition per landing, conditioning jumps of the
    // Cardio group too (tuck, star and skater jumps, box-jump burpees); only the running and rope
    // drills are timed.
    expect(slugs((e) => e.tipo === 'Pliometría' && measureOf(e) === 'tiempo')).toEqual([
      'dobles-comba',
      'rodillas-altas-rapidas',
    ]);
    for (const slug of [
      'salto-al-cajon',
      'salto-rodillas-pecho',
      'saltos-estrella',
      'saltos-patinador',
      'burpee-salto-cajon',
      'saltos-pies-juntos-sitio',
      'flexiones-pliometricas',
    ])
      expect(measureOf(catalogue.find((e) => e.slug === slug)!), slug).toBe('repeticiones');
    expect(measureOf(catalogue.find((e) => e.slug === 'lanzamiento-balon-medicinal-suelo')!)).toBe('repeticiones');
    expect(measureOf(catalogue.find((e) => e.slug === 'sentadilla-trasera-barra')!)).toBe('repeticiones');
  });
});

describe('a database seeded before a measure changed', () => {
  it('takes the new measure when the seed runs again at start', async () => {
    const t = await createTestApp();
    try {
      const db = t.database.db;
      const changed = ['saltos-estrella', 'salto-rodillas-pecho', 'burpee-salto-cajon'];
      // As an older seed left them: the Cardio group's jumps timed.
      await db.update(exercises).set({ medida: 'tiempo' }).where(inArray(exercises.slug, changed));
      await seedCatalogue(db);
      const rows = await db
        .select({ slug: exercises.slug, medida: exercises.medida })
        .from(exercises)
        .where(inArray(exercises.slug, changed));
      expect(rows.map((r) => `${r.slug} ${r.medida}`).sort()).toEqual(changed.map((s) => `${s} repeticiones`).sort());
    } finally {
      await t.close();
    }
  });
});

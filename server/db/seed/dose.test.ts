import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './catalogue';
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
    for (const slug of [
      'bicicleta-estatica',
      'eliptica',
      'remoergometro',
      'carrera-cinta',
      'burpees',
      'saltos-estrella',
    ])
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
    expect(measureOf(catalogue.find((e) => e.slug === 'salto-al-cajon')!)).toBe('repeticiones');
    // Low-intensity plyometrics outside the Cardio group are counted: one repetition per ground contact.
    expect(measureOf(catalogue.find((e) => e.slug === 'saltos-pies-juntos-sitio')!)).toBe('repeticiones');
    expect(measureOf(catalogue.find((e) => e.slug === 'lanzamiento-balon-medicinal-suelo')!)).toBe('repeticiones');
    expect(measureOf(catalogue.find((e) => e.slug === 'sentadilla-trasera-barra')!)).toBe('repeticiones');
  });
});

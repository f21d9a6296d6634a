/**
 * How each catalogue exercise is measured and whether it is highly technical, derived from the
 * reviewed catalogue data (data/exercises*.json) when it is seeded. The rules are few and
 * explicit; `dose.test.ts` pins the full result over the real catalogue, so a new exercise that
 * lands in an unexpected class shows up in review.
 *
 * - medida (the values of `setMeasure` in src/lib/contract-training.ts):
 *   - 'distancia': sprints and sled or loaded carries (`DISTANCE_SLUGS`), done in metres;
 *   - 'tiempo': every other Cardio exercise, the conditioning jumps of the Cardio group (9)
 *     except box jumps (`COUNTED_JUMPS`), and isometric holds (fuerza 'estatico'), in seconds;
 *   - 'repeticiones': the rest.
 * - tecnico: Olympic lifts and their variants (tipo Potencia with a barbell), the Atlas stone,
 *   every difficulty-5 (Elite) exercise (pistol with kettlebell, handstand push-up, overhead
 *   squat, one-arm pull-up, muscle-up ...) and a reviewed list of others (`TECHNICAL_SLUGS`:
 *   Nordic curl, Turkish get-up, ring dips, depth jump, rope climb). Technical lifts never go
 *   into fat-loss circuits nor into plans for people aged 60+ or with BMI 30+.
 */
import type { CatalogueExercise } from './catalogue';

export type Measure = 'repeticiones' | 'tiempo' | 'distancia';

/** Cardio group (docs/PRODUCT.md §3). */
const CARDIO_GROUP = 9;

/** Done over a distance: sprints (full recovery between them) and pushing or carrying a load. */
export const DISTANCE_SLUGS: ReadonlySet<string> = new Set([
  'series-cortas-cuesta',
  'empuje-trineo',
  'paseo-granjero',
  'paseo-granjero-kettlebells',
]);

/** Jumps of the Cardio group that are counted one by one (each landing reset), not timed. */
export const COUNTED_JUMPS: ReadonlySet<string> = new Set(['salto-al-cajon']);

/** Highly technical beyond the derived rules (see the header). */
export const TECHNICAL_SLUGS: ReadonlySet<string> = new Set([
  'curl-nordico',
  'levantamiento-turco-kettlebell',
  'fondos-anillas',
  'salto-profundidad',
  'trepa-cuerda',
]);

const OLYMPIC_EQUIPMENT = new Set(['barra', 'piedra Atlas']);

type DoseFields = Pick<
  CatalogueExercise,
  'slug' | 'tipo' | 'grupos_musculares_id' | 'fuerza' | 'equipo' | 'dificultad_id'
>;

export function measureOf(e: DoseFields): Measure {
  if (DISTANCE_SLUGS.has(e.slug)) return 'distancia';
  if (e.tipo === 'Cardio') return 'tiempo';
  if (e.grupos_musculares_id === CARDIO_GROUP && e.tipo === 'Pliometría' && !COUNTED_JUMPS.has(e.slug)) return 'tiempo';
  if (e.fuerza === 'estatico') return 'tiempo';
  return 'repeticiones';
}

export function isTechnical(e: DoseFields): boolean {
  if (e.tipo === 'Potencia' && OLYMPIC_EQUIPMENT.has(e.equipo)) return true;
  if (e.dificultad_id === 5) return true;
  return TECHNICAL_SLUGS.has(e.slug);
}

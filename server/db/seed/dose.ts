/**
 * How each catalogue exercise is measured and whether it is highly technical, derived from the
 * reviewed catalogue data (data/exercises*.json) when it is seeded. The rules are few and
 * explicit; `dose.test.ts` pins the full result over the real catalogue, so a new exercise that
 * lands in an unexpected class shows up in review.
 *
 * - medida (the values of `setMeasure` in src/lib/contract-training.ts):
 *   - 'distancia': sprints and sled or loaded carries (`DISTANCE_SLUGS`), done in metres;
 *   - 'tiempo': every other Cardio exercise, the running and rope drills of tipo Pliometría
 *     (`TIMED_PLYOMETRICS`), and isometric holds (fuerza 'estatico'), in seconds;
 *   - 'repeticiones': the rest, and with them every other plyometric exercise: jumps are counted
 *     in ground (or hand) contacts, one repetition per landing (NSCA), as the exercise model
 *     doses them (`dosificacion` 'contactos', server/domain/exercise-model; its test checks both
 *     agree).
 * - tecnico: Olympic lifts and their variants (tipo Potencia with a barbell), the Atlas stone,
 *   every difficulty-5 (Elite) exercise (pistol with kettlebell, handstand push-up, overhead
 *   squat, one-arm pull-up, muscle-up ...) and a reviewed list of others (`TECHNICAL_SLUGS`:
 *   Nordic curl, Turkish get-up, ring dips, depth jump, rope climb). Technical lifts never go
 *   into fat-loss circuits nor into plans for people aged 60+ or with BMI 30+.
 */
import type { CatalogueExercise } from './catalogue';

export type Measure = 'repeticiones' | 'tiempo' | 'distancia';

/** Done over a distance: sprints (full recovery between them) and pushing or carrying a load. */
export const DISTANCE_SLUGS: ReadonlySet<string> = new Set([
  'series-cortas-cuesta',
  'empuje-trineo',
  'paseo-granjero',
  'paseo-granjero-kettlebells',
]);

/**
 * Plyometric drills done for a time, not counted in contacts: double-unders and fast high knees
 * (running in place), conditioning whose contacts come too fast to count.
 */
export const TIMED_PLYOMETRICS: ReadonlySet<string> = new Set(['dobles-comba', 'rodillas-altas-rapidas']);

/** Highly technical beyond the derived rules (see the header). */
export const TECHNICAL_SLUGS: ReadonlySet<string> = new Set([
  'curl-nordico',
  'levantamiento-turco-kettlebell',
  'fondos-anillas',
  'salto-profundidad',
  'trepa-cuerda',
]);

const OLYMPIC_EQUIPMENT = new Set(['barra', 'piedra Atlas']);

type DoseFields = Pick<CatalogueExercise, 'slug' | 'tipo' | 'fuerza' | 'equipo' | 'dificultad_id'>;

export function measureOf(e: DoseFields): Measure {
  if (DISTANCE_SLUGS.has(e.slug)) return 'distancia';
  if (e.tipo === 'Cardio') return 'tiempo';
  if (e.tipo === 'Pliometría') return TIMED_PLYOMETRICS.has(e.slug) ? 'tiempo' : 'repeticiones';
  if (e.fuerza === 'estatico') return 'tiempo';
  return 'repeticiones';
}

export function isTechnical(e: DoseFields): boolean {
  if (e.tipo === 'Potencia' && OLYMPIC_EQUIPMENT.has(e.equipo)) return true;
  if (e.dificultad_id === 5) return true;
  return TECHNICAL_SLUGS.has(e.slug);
}

/**
 * Technique cues per movement pattern: the first rule whose pattern matches
 * the exercise gives its cue, so the specific patterns (calf raise, hip abduction, leg curl,
 * Olympic lift ...) come before the broad ones (squat, hinge). Patterns look at the Spanish
 * name and the catalogue fields; `cues.test.ts` pins the cue of representative exercises.
 */
import { isHold, isInterval, isPower, regionOf } from './classify';
import type { GeneratorExercise } from './types';

export type Pattern =
  | 'olimpico'
  | 'piedra'
  | 'swing'
  | 'lanzamiento'
  | 'salto-brazos'
  | 'salto'
  | 'intervalo'
  | 'cardio-impacto'
  | 'cardio'
  | 'acarreo'
  | 'sostener'
  | 'gemelo'
  | 'abduccion'
  | 'extension-rodilla'
  | 'nordico'
  | 'curl-femoral'
  | 'puente'
  | 'patada-gluteo'
  | 'flexor-cadera'
  | 'lumbar'
  | 'bisagra'
  | 'zancada'
  | 'sentadilla'
  | 'pierna'
  | 'rotacion'
  | 'core'
  | 'curl'
  | 'triceps'
  | 'elevacion'
  | 'encogimiento'
  | 'press-vertical'
  | 'dominada'
  | 'aislamiento'
  | 'tiron'
  | 'empuje';

type Rule = [Pattern, (e: GeneratorExercise) => boolean];

const name =
  (re: RegExp) =>
  (e: GeneratorExercise): boolean =>
    re.test(e.nombre);
const lower = (e: GeneratorExercise) => regionOf(e) === 'lower';

const RULES: Rule[] = [
  ['olimpico', (e) => isPower(e) && /cargada|arrancada|dos tiempos|impulso/i.test(e.nombre)],
  ['piedra', name(/piedra/i)],
  ['swing', (e) => isPower(e) && /swing|balanceo|tirón alto/i.test(e.nombre)],
  ['lanzamiento', (e) => isPower(e) && /lanzamiento|golpes|mazo|giro/i.test(e.nombre)],
  ['salto-brazos', (e) => isPower(e) && /flexi(ón|ones)/i.test(e.nombre)],
  ['salto', (e) => isPower(e)],
  ['intervalo', isInterval],
  ['cardio-impacto', (e) => regionOf(e) === 'cardio' && e.altoImpacto],
  ['cardio', (e) => regionOf(e) === 'cardio'],
  ['acarreo', (e) => e.medida === 'distancia' || /granjero/i.test(e.nombre)],
  ['sostener', isHold],
  ['gemelo', name(/tal(ón|ones)|gemelo/i)],
  ['abduccion', name(/abducción|almeja|paso lateral/i)],
  ['extension-rodilla', name(/extensión de cuádriceps/i)],
  ['nordico', name(/nórdico/i)],
  ['curl-femoral', name(/curl femoral/i)],
  ['puente', name(/puente|empuje de cadera|hip thrust|glúteo-femoral/i)],
  ['patada-gluteo', name(/patada de glúteo/i)],
  [
    'flexor-cadera',
    name(/elevación de (piernas|rodillas)|rodillas al pecho|recogimiento|tijeras|flexión de cadera|navaja|carpa/i),
  ],
  ['lumbar', name(/hiperextensi|extensión lumbar|superman/i)],
  ['bisagra', (e) => lower(e) && (e.fuerza === 'tiron' || /peso muerto|buenos días/i.test(e.nombre))],
  ['zancada', (e) => lower(e) && /zancada|subida|búlgara|dividida/i.test(e.nombre)],
  ['sentadilla', (e) => lower(e) && /sentadilla|prensa|hack/i.test(e.nombre)],
  ['pierna', lower],
  ['rotacion', (e) => regionOf(e) === 'core' && /giro|leñador|pallof|molino/i.test(e.nombre)],
  ['core', (e) => regionOf(e) === 'core'],
  ['curl', name(/curl/i)],
  ['triceps', name(/tríceps|press francés/i)],
  ['elevacion', name(/elevaci(ón|ones) (lateral|frontal|posterior|en y)|pájaro|apertura|cruce|contractor/i)],
  ['encogimiento', name(/encogimiento/i)],
  [
    'press-vertical',
    (e) => e.fuerza === 'empuje' && /press (militar|de hombros|arnold|cubano)|pica|pino/i.test(e.nombre),
  ],
  ['dominada', name(/dominada|jalón|muscle/i)],
  ['aislamiento', (e) => e.mecanica !== 'compuesto'],
  ['tiron', (e) => e.fuerza === 'tiron'],
  ['empuje', () => true],
];

export function patternOf(e: GeneratorExercise): Pattern {
  return RULES.find(([, test]) => test(e))![0];
}

/** How to do it well, in our own words: one or two sentences per pattern. */
export const CUES: Readonly<Record<Pattern, string>> = {
  olimpico:
    'Barra pegada al cuerpo; extiende de golpe tobillos, rodillas y cadera y recibe la barra con los codos rápidos. Cada repetición, perfecta: si la técnica falla, para.',
  piedra:
    'Abraza la piedra con los antebrazos, súbela al regazo y termina extendiendo la cadera con la espalda lo más neutra posible; sin tirones.',
  swing:
    'Es una bisagra de cadera, no una sentadilla: la carga sube por el golpe de cadera y glúteos, con los brazos relajados.',
  lanzamiento:
    'Lanza con todo el cuerpo, de las piernas al tronco y a los brazos, y recupera la postura antes del siguiente lanzamiento.',
  'salto-brazos':
    'Empuja el suelo con fuerza para despegar las manos y recibe el peso con los codos algo flexionados y el tronco firme.',
  salto:
    'Salta de forma explosiva y aterriza suave, con las rodillas flexionadas y alineadas con los pies; si la técnica se degrada, para.',
  intervalo:
    'Cada serie a máxima velocidad con buena técnica; recupera del todo, caminando, antes de empezar la siguiente.',
  'cardio-impacto': 'Ritmo que te deje hablar con frases cortas; aterriza suave sobre la parte delantera del pie.',
  cardio: 'Ritmo que te deje hablar con frases cortas, sin perder la postura.',
  acarreo: 'Camina erguido con pasos cortos, hombros atrás y tronco firme; que la carga no te incline hacia un lado.',
  sostener: 'Cuerpo alineado y respiración tranquila; para en cuanto pierdas la postura.',
  gemelo:
    'Sube hasta la punta de los pies, aguanta un segundo arriba y baja despacio hasta notar el estiramiento del gemelo.',
  abduccion:
    'Lleva la pierna hacia fuera desde la cadera, sin girar la pelvis ni inclinar el tronco; nota el lateral del glúteo.',
  'extension-rodilla':
    'Extiende las rodillas hasta casi bloquearlas, aprieta el cuádriceps un segundo y baja en 2-3 segundos.',
  nordico:
    'Con la cadera extendida, baja el tronco lo más despacio que puedas en bloque de rodillas a cabeza y frena la caída con las manos al final.',
  'curl-femoral':
    'Flexiona las rodillas sin despegar la cadera y baja controlando: los isquiotibiales hacen todo el trabajo.',
  puente:
    'Empuja con los talones y sube la cadera hasta alinearla con el tronco; aprieta los glúteos arriba sin arquear la zona lumbar.',
  'patada-gluteo': 'Lleva la pierna atrás desde el glúteo, sin arquear la espalda ni girar la cadera.',
  'flexor-cadera':
    'Sube las piernas con el abdomen, sin balanceo, y bájalas despacio sin que la zona lumbar se despegue o se arquee.',
  lumbar:
    'Sube hasta alinear el tronco con las piernas, sin pasar de ahí; el movimiento sale de la cadera, despacio y sin tirones.',
  bisagra: 'Lleva la cadera atrás con la espalda neutra y la carga cerca del cuerpo; sube apretando los glúteos.',
  zancada:
    'Rodilla delantera en la línea del pie y tronco firme; baja controlando y sube empujando con el talón de la pierna de delante.',
  sentadilla:
    'Baja en 2-3 segundos con la espalda neutra y las rodillas en la línea de los pies; sube empujando el suelo.',
  pierna: 'Movimiento controlado en todo el recorrido, sin rebotes: la técnica manda sobre la carga.',
  rotacion: 'Gira desde el tronco con la cadera estable y el abdomen firme; controla también la vuelta.',
  core: 'Mete el ombligo y no arquees la zona lumbar; el movimiento sale del tronco, sin tirones.',
  curl: 'Codos quietos junto al cuerpo: sube sin balancear el tronco y baja despacio hasta estirar el brazo.',
  triceps: 'Codos fijos y apuntando en la misma dirección; extiende del todo y baja controlando.',
  elevacion: 'Codos ligeramente flexionados y sin impulso; sube hasta la altura del hombro y baja despacio.',
  encogimiento: 'Sube los hombros hacia las orejas, aguanta un segundo y baja sin hacerlos girar.',
  'press-vertical': 'Glúteos y abdomen apretados; empuja por encima de la cabeza sin arquear la zona lumbar.',
  dominada:
    'Empieza bajando las escápulas y lleva el pecho hacia la barra, sin balanceo; baja hasta estirar los brazos.',
  aislamiento: 'Recorrido completo y controlado, sin balanceos: la técnica manda sobre el peso.',
  tiron: 'Empieza el tirón juntando las escápulas y lleva los codos hacia atrás sin balancear el tronco.',
  empuje: 'Escápulas estables y codos a unos 45 grados del tronco; baja controlando y empuja sin bloquear los codos.',
};

export function cueFor(e: GeneratorExercise): string {
  return CUES[patternOf(e)];
}

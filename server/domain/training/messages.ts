import spanish from '../../../src/locales/es/validation.json';

/**
 * The training log answers its errors in Spanish (docs/PRODUCT.md §16): `campo: texto` for bad
 * input, whole sentences for the rest. The shared validation keys (`validation:<key>`) take the
 * web app's own Spanish text.
 */
/** How a measure's sets are counted, as the messages say it. */
const MEASURE_WORDS: Record<string, string> = {
  repeticiones: 'repeticiones',
  tiempo: 'segundos',
  distancia: 'metros',
};

export const TRAINING_MESSAGES = {
  workoutNotFound: 'Entrenamiento no encontrado',
  routineNotFound: 'Rutina no encontrada',
  exerciseNotFound: 'Ejercicio no encontrado en este entrenamiento',
  setNotFound: 'Serie no encontrada en este entrenamiento',
  catalogueExerciseNotFound: 'Ejercicio no encontrado',
  inProgress: 'Ya tienes un entrenamiento en curso: termínalo o descártalo antes de empezar otro',
  deleted: 'Entrenamiento eliminado',
  setDeleted: 'Serie eliminada',
  routineEmpty: 'rutina_id: la rutina no tiene ejercicios',
  unknownSessionExercise: 'ejercicio_sesion_id: el ejercicio no pertenece a este entrenamiento',
  future: (field: string) => `${field}: no puede ser una fecha futura`,
  tooOld: (field: string, days: number) =>
    `${field}: no puede ser de hace más de ${days} días (revisa la fecha y la hora del dispositivo)`,
  tooEarly: (field: string) => `${field}: la fecha no es válida (revisa la fecha y la hora del dispositivo)`,
  startDeleted:
    'Ese entrenamiento se eliminó después de empezarlo: no se vuelve a crear. Empieza uno nuevo si quieres entrenar',
  beforeStart: (field: string) => `${field}: no puede ser anterior al inicio del entrenamiento`,
  required: (field: string, medida: string) => `${field}: es obligatorio cuando la medida es ${medida}`,
  timeZone: 'tz: zona horaria desconocida (un nombre IANA, p. ej. Europe/Madrid)',
  day: (field: string) => `${field}: debe ser una fecha real (AAAA-MM-DD)`,
  range: 'desde: no puede ser posterior a hasta',
  catalogueExerciseUnknown: 'id_ejercicio: no es un ejercicio del catálogo',
  tooManyExercises: (max: number) =>
    `El entrenamiento ya tiene ${max} ejercicios, el máximo: quita alguno antes de añadir otro`,
  exerciseRemoved: 'Ejercicio quitado del entrenamiento',
  measureConflict: (logged: string, replacement: string) =>
    `id_ejercicio: las series ya registradas se miden en ${MEASURE_WORDS[logged] ?? logged} y el nuevo ejercicio en ` +
    `${MEASURE_WORDS[replacement] ?? replacement}: borra esas series o elige un ejercicio que se mida igual`,
  exerciseOrder: 'orden_ejercicios: debe tener cada ejercicio del entrenamiento una sola vez',
  nothingToSave: 'El entrenamiento no tiene ejercicios sin omitir que guardar como rutina',
  routineSaved: 'Rutina guardada',
} as const;

const TYPES: Record<string, string> = {
  number: 'un número',
  int: 'un número entero',
  string: 'un texto',
  boolean: 'verdadero o falso',
  object: 'un objeto JSON',
  array: 'una lista',
};

const FORMATS: Record<string, string> = {
  uuid: 'un UUID',
  datetime: 'una fecha y hora ISO 8601 (2026-11-23T18:04:05.000Z)',
  regex: 'del formato indicado',
};

/** One validation issue as fastify-type-provider-zod hands it over. */
export interface Issue {
  keyword: string;
  message: string;
  params?: Record<string, unknown>;
}

function text(issue: Issue): string {
  const p = issue.params ?? {};
  if (issue.message.startsWith('validation:')) {
    const key = issue.message.slice('validation:'.length) as keyof typeof spanish;
    return spanish[key] ?? 'no es válido';
  }
  switch (issue.keyword) {
    case 'too_big':
      return p.origin === 'string'
        ? `admite como mucho ${String(p.maximum)} caracteres`
        : `debe ser como mucho ${String(p.maximum)}`;
    case 'too_small':
      return p.origin === 'string' ? 'es obligatorio' : `debe ser como mínimo ${String(p.minimum)}`;
    case 'invalid_type':
      return issue.message.includes('received undefined')
        ? 'es obligatorio'
        : `debe ser ${TYPES[String(p.expected)] ?? 'válido'}`;
    case 'invalid_format':
      if (p.format === 'regex') return issue.message;
      return `debe ser ${FORMATS[String(p.format)] ?? 'válido'}`;
    case 'invalid_value':
      return `debe ser uno de: ${((p.values as unknown[]) ?? []).map(String).join(', ')}`;
    case 'not_multiple_of':
      return `debe ser múltiplo de ${String(p.divisor)}`;
    default:
      // Our own refinements already speak Spanish (`campo: texto` or plain text).
      return issue.message;
  }
}

/** `campo: texto` in Spanish for the first issue of a request; `field` is '' for the whole part. */
export function spanishValidationMessage(field: string, part: string, issue: Issue): string {
  const body = text(issue);
  if (/^[a-z_]+: /.test(body)) return body;
  return `${field || part || 'petición'}: ${body}`;
}

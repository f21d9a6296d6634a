import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../src/lib/contract-import';

/**
 * Limits of one imported file: past them nothing more is
 * read. A real export is far inside the shape limits: Strong writes 12-13 columns and Hevy 14,
 * a row of either is a few hundred characters (its notes included), and a lifter's whole log
 * names a few hundred exercises. They stop a crafted file before it costs seconds of CPU (a
 * 5 MB line, a header of 330,000 columns, 50,000 names each matched against the catalogue).
 */
export const IMPORT_LIMITS = {
  bytes: IMPORT_MAX_BYTES,
  rows: IMPORT_MAX_ROWS,
  /** Characters of one row (one record: a quoted note may span lines). */
  lineChars: 64 * 1024,
  columns: 100,
  /** Distinct exercise names in one file. */
  exercises: 1000,
} as const;

/** The import's Spanish messages (`{ message }` of its 4xx answers). */
export const IMPORT_MESSAGES = {
  tooBig: 'El archivo es demasiado grande: el límite es 5 MB y 50.000 filas.',
  tooManyRows: 'El archivo tiene demasiadas filas: el límite es 50.000.',
  empty: 'El archivo está vacío.',
  malformed: 'El archivo no es un CSV válido.',
  malformedAt: (line: number) => `El archivo no es un CSV válido (línea ${line}).`,
  lineTooLong: (line: number) => `Línea ${line}: es demasiado larga (el límite es 64 KB por línea).`,
  tooManyColumns: 'El archivo tiene demasiadas columnas: el límite es 100.',
  tooManyExercises: 'El archivo tiene demasiados ejercicios distintos: el límite es 1.000.',
  unknownFormat:
    'No reconocemos el archivo: sube el CSV que exportan Strong («Exportar datos») o Hevy («Exportar entrenamientos»).',
  noSets: 'El archivo no tiene ninguna serie que importar.',
  badNumber: (line: number, column: string, value: string) =>
    `Línea ${line}: «${value.slice(0, 20)}» no es un número válido en la columna ${column}.`,
  badDate: (line: number, column: string, value: string) =>
    `Línea ${line}: «${value.slice(0, 30)}» no es una fecha válida en la columna ${column}.`,
  futureDate: (line: number, column: string, value: string) =>
    `Línea ${line}: «${value.slice(0, 30)}» es una fecha futura (columna ${column}).`,
  earlyDate: (line: number, column: string, value: string) =>
    `Línea ${line}: «${value.slice(0, 30)}» es anterior a 1990: no parece la fecha de un entrenamiento (columna ${column}).`,
  outOfRange: (line: number, field: string) => `Línea ${line}: el valor de ${field} está fuera de lo posible.`,
  missing: (line: number, column: string) => `Línea ${line}: falta la columna ${column}.`,
  badMapping: 'La correspondencia de ejercicios no es válida: elige un ejercicio del catálogo o «No importar».',
  nothingMapped: 'No has elegido ningún ejercicio que importar.',
  invalid: (field: string) => (field ? `La petición no es válida (${field}).` : 'La petición no es válida.'),
  rateLimited: (seconds: number) => `Demasiadas importaciones seguidas; vuelve a intentarlo en ${seconds} segundos.`,
  shuttingDown:
    'El servidor se está reiniciando y la importación se ha cancelado sin guardar nada: vuelve a importar el archivo en unos minutos.',
  conflict: 'No se ha podido guardar la importación y no se ha guardado nada: vuelve a intentarlo.',
} as const;

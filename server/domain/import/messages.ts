import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../src/lib/contract-import';

/** Limits of one imported file (issue #27, item 4): past them nothing is read. */
export const IMPORT_LIMITS = { bytes: IMPORT_MAX_BYTES, rows: IMPORT_MAX_ROWS } as const;

/** The import's Spanish messages (`{ message }` of its 4xx answers). */
export const IMPORT_MESSAGES = {
  tooBig: 'El archivo es demasiado grande: el límite es 5 MB y 50.000 filas.',
  tooManyRows: 'El archivo tiene demasiadas filas: el límite es 50.000.',
  empty: 'El archivo está vacío.',
  malformed: 'El archivo no es un CSV válido.',
  malformedAt: (line: number) => `El archivo no es un CSV válido (línea ${line}).`,
  unknownFormat:
    'No reconocemos el archivo: sube el CSV que exportan Strong («Exportar datos») o Hevy («Exportar entrenamientos»).',
  noSets: 'El archivo no tiene ninguna serie que importar.',
  badNumber: (line: number, column: string, value: string) =>
    `Línea ${line}: «${value.slice(0, 20)}» no es un número válido en la columna ${column}.`,
  badDate: (line: number, column: string, value: string) =>
    `Línea ${line}: «${value.slice(0, 30)}» no es una fecha válida en la columna ${column}.`,
  outOfRange: (line: number, field: string) => `Línea ${line}: el valor de ${field} está fuera de lo posible.`,
  missing: (line: number, column: string) => `Línea ${line}: falta la columna ${column}.`,
  badMapping: 'La correspondencia de ejercicios no es válida: elige un ejercicio del catálogo o «No importar».',
  nothingMapped: 'No has elegido ningún ejercicio que importar.',
  invalid: (field: string) => (field ? `La petición no es válida (${field}).` : 'La petición no es válida.'),
  rateLimited: (seconds: number) => `Demasiadas importaciones seguidas; vuelve a intentarlo en ${seconds} segundos.`,
} as const;

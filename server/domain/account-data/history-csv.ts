/**
 * The training history as CSV (docs/PRODUCT.md §11, "Tus datos"): one row per set, RFC 4180
 * (comma separator, fields quoted by csv-stringify when they hold a comma, a quote or a line
 * break, dot decimals), UTF-8 with a byte-order mark so Excel reads the accents right. No text
 * cell can run as a spreadsheet formula (csv-cell.ts: a leading `'`).
 *
 * The `excel` dialect is the same table as a Spanish-locale Excel opens it with a double click:
 * `;` between cells (its list separator), decimal comma (62,5) and dates dd-mm-yyyy, the app's
 * and SPEC's numeric form, which that Excel reads as real dates.
 */
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { todayIso } from '../profile';
import { safeTextCell } from './csv-cell';
import type { ExportedSession } from './exported';

/** The columns, in order: key of a row and its Spanish header. */
export const HISTORY_COLUMNS = [
  { key: 'fecha', header: 'Fecha' },
  { key: 'rutina', header: 'Rutina' },
  { key: 'ejercicio', header: 'Ejercicio' },
  { key: 'serie', header: 'Serie' },
  { key: 'kg', header: 'Kg' },
  { key: 'repeticiones', header: 'Repeticiones' },
  { key: 'rir', header: 'RIR' },
  { key: 'segundos', header: 'Segundos' },
  { key: 'metros', header: 'Metros' },
  { key: 'notas', header: 'Notas' },
] as const;

type HistoryRow = Record<(typeof HISTORY_COLUMNS)[number]['key'], string | number | null>;

/** `estandar`: RFC 4180 as above (the default); `excel`: for a Spanish-locale Excel. */
export type HistoryDialect = 'estandar' | 'excel';

/** `YYYY-MM-DD` → `DD-MM-YYYY`. */
const dayFirst = (iso: string): string => iso.split('-').reverse().join('-');

/**
 * A row per set, sessions oldest first: the session's date in Madrid (YYYY-MM-DD), the routine's
 * name as the session copied it, the exercise, the set's number and figures (empty when not
 * measured) and the note written on that exercise in that session.
 */
export async function* historyRows(
  sessions: AsyncIterable<ExportedSession[]>,
  dialect: HistoryDialect = 'estandar',
): AsyncGenerator<HistoryRow> {
  for await (const page of sessions) {
    for (const session of page) {
      const day = todayIso(session.iniciado_en);
      const fecha = dialect === 'excel' ? dayFirst(day) : day;
      for (const exercise of session.ejercicios) {
        for (const set of exercise.series) {
          yield {
            fecha,
            rutina: session.nombre,
            ejercicio: exercise.ejercicio,
            serie: set.orden,
            kg: set.kg,
            repeticiones: set.repeticiones,
            rir: set.rir,
            segundos: set.segundos,
            metros: set.metros,
            notas: exercise.nota,
          };
        }
      }
    }
  }
}

/** The CSV as a stream: rows are read page by page as the reader takes them. */
export function historyCsv(sessions: AsyncIterable<ExportedSession[]>, dialect: HistoryDialect = 'estandar'): Readable {
  const excel = dialect === 'excel';
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...HISTORY_COLUMNS],
    delimiter: excel ? ';' : ',',
    // Names and notes come from imported files and typed text: none may become a formula.
    // Figures are never negative, so a decimal comma cannot start one either.
    cast: { string: safeTextCell, ...(excel ? { number: (n: number) => String(n).replace('.', ',') } : {}) },
  });
  // A failed read destroys the CSV stream with its error: the reply is cut, never left hanging.
  return pipeline(Readable.from(historyRows(sessions, dialect)), csv, () => {});
}

import { parse as csvParser, CsvError } from 'csv-parse';
import { SET_LIMITS, type SetType } from '../../../src/lib/contract-training';
import { timeProblem } from '../training/plausible-time';
import { IMPORT_LIMITS, IMPORT_MESSAGES as M } from './messages';
import { Slices } from './slices';
import { madridWallTime } from './wall-time';

/** The apps whose CSV export Forja reads. */
export type ImportFormat = 'strong' | 'hevy';

export interface ImportedSet {
  /** Position in its exercise, from 1, in file order (warm-up rows included). */
  orden: number;
  repeticiones: number | null;
  kg: number | null;
  segundos: number | null;
  metros: number | null;
  rir: number | null;
  /** Warm-up, work, drop set or to failure, as the file marks it (work when it says nothing). */
  tipo: SetType;
}

export interface ImportedExercise {
  /** The exercise's name in the file, as written there. */
  nombre: string;
  nota: string;
  sets: ImportedSet[];
}

export interface ImportedSession {
  /** What identifies the session inside its file: the start as written plus the session's name. */
  key: string;
  nombre: string;
  notas: string;
  inicio: Date;
  fin: Date;
  exercises: ImportedExercise[];
}

export interface ParsedImport {
  format: ImportFormat;
  sessions: ImportedSession[];
}

/** A file we cannot read: the message says why, in Spanish. */
export class ImportFileError extends Error {}

type Row = Record<string, string>;

const STRONG_REQUIRED = ['Date', 'Workout Name', 'Exercise Name', 'Set Order', 'Weight', 'Reps'];
const HEVY_REQUIRED = ['title', 'start_time', 'exercise_title', 'set_index', 'reps'];

const LB_IN_KG = 0.45359237;
const MILE_IN_M = 1609.344;
/** Strong writes no duration on some rows; a session then lasts this long. */
const DEFAULT_MINUTES = 60;
/**
 * The longest session a file's duration may give: no training session lasts a day, while a
 * timer left running does (or a crafted 9999999999999h, which would overflow the date). Past it
 * the duration is unknown and DEFAULT_MINUTES stands.
 */
const MAX_SESSION_MINUTES = 24 * 60;
/** Bytes handed to the CSV parser per turn of the event loop (a few milliseconds of work). */
const CHUNK_BYTES = 64 * 1024;

/**
 * Reads a Strong or Hevy CSV export (format from its header); throws ImportFileError. The shape
 * is checked first (size, first line, columns; then each row's length as it is read), and the
 * reading hands the event loop back every 1,000 rows or 10 ms. An aborted
 * `signal` stops it with its reason.
 */
export async function readImport(text: string, signal?: AbortSignal): Promise<ParsedImport> {
  if (Buffer.byteLength(text, 'utf8') > IMPORT_LIMITS.bytes) throw new ImportFileError(M.tooBig);
  const clean = text.replace(/^\uFEFF/, '');
  const newline = clean.indexOf('\n');
  const firstLine = (newline < 0 ? clean : clean.slice(0, newline)).replace(/\r$/, '');
  const semicolons = firstLine.split(';').length;
  const commas = firstLine.split(',').length;
  const delimiter = semicolons > commas ? ';' : ',';
  if (Math.max(semicolons, commas) > IMPORT_LIMITS.columns) throw new ImportFileError(M.tooManyColumns);
  if (firstLine.length > IMPORT_LIMITS.lineChars) throw new ImportFileError(M.lineTooLong(1));
  if (firstLine.trim() === '') throw new ImportFileError(M.empty);
  const slices = new Slices(signal);
  const rows = await csvRows(Buffer.from(clean, 'utf8'), delimiter, slices);
  const header = Object.keys(rows[0] ?? {}).length ? Object.keys(rows[0]!) : firstLine.split(delimiter).map(clip);
  const format = detectFormat(header);
  if (!format) throw new ImportFileError(M.unknownFormat);
  if (rows.length === 0) throw new ImportFileError(M.noSets);
  const sessions = format === 'strong' ? await readStrong(rows, slices) : await readHevy(rows, slices);
  if (sessions.length === 0) throw new ImportFileError(M.noSets);
  const names = new Set(sessions.flatMap((s) => s.exercises.map((e) => e.nombre)));
  if (names.size > IMPORT_LIMITS.exercises) throw new ImportFileError(M.tooManyExercises);
  return { format, sessions };
}

/**
 * The file's rows as objects by header, fed to csv-parse's stream a chunk per turn of the event
 * loop. A row longer than IMPORT_LIMITS.lineChars, a row with another number of columns than
 * the header or more rows than IMPORT_LIMITS.rows stop it.
 */
async function csvRows(bytes: Buffer, delimiter: string, slices: Slices): Promise<Row[]> {
  const parser = csvParser({
    columns: (header: string[]) => header.map((h) => h.trim()),
    delimiter,
    skip_empty_lines: true,
    trim: true,
    max_record_size: IMPORT_LIMITS.lineChars,
  });
  const rows: Row[] = [];
  let failure: unknown = null;
  parser.on('error', (err) => {
    failure ??= err;
  });
  parser.on('data', (row: Row) => {
    rows.push(row);
    if (rows.length > IMPORT_LIMITS.rows && failure === null) {
      failure = new ImportFileError(M.tooManyRows);
      parser.destroy();
    }
  });
  const ended = new Promise<void>((resolve) => parser.once('end', resolve).once('close', resolve));
  for (let at = 0; at < bytes.length && failure === null; at += CHUNK_BYTES) {
    parser.write(bytes.subarray(at, at + CHUNK_BYTES));
    await slices.turn();
  }
  if (failure === null) {
    parser.end();
    await ended;
  }
  if (failure instanceof CsvError) {
    const line = (failure as CsvError & { lines?: number }).lines;
    if (failure.code === 'CSV_MAX_RECORD_SIZE') throw new ImportFileError(M.lineTooLong(line ?? 1));
    throw new ImportFileError(line ? M.malformedAt(line) : M.malformed);
  }
  if (failure !== null) throw failure;
  return rows;
}

const clip = (s: string) => s.trim().replace(/^"|"$/g, '');

export function detectFormat(header: string[]): ImportFormat | null {
  const has = (cols: string[]) => cols.every((c) => header.includes(c));
  if (has(STRONG_REQUIRED)) return 'strong';
  if (has(HEVY_REQUIRED)) return 'hevy';
  return null;
}

/** A number of the file ('' → null); a comma decimal is read too (Strong in Spanish). */
function num(value: string | undefined, line: number, column: string): number | null {
  const v = (value ?? '').trim().replace(',', '.');
  if (v === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new ImportFileError(M.badNumber(line, column, value ?? ''));
  return n;
}

/**
 * The set type of a Strong row from its "Set Order": a number is a work set; Strong writes "W"
 * for a warm-up, "D" for a drop set and "F" for a set to failure.
 */
export function strongSetType(order: string | undefined): SetType {
  const v = (order ?? '').trim().toUpperCase();
  if (v === 'W') return 'calentamiento';
  if (v === 'D') return 'descendente';
  if (v === 'F') return 'fallo';
  return 'trabajo';
}

/** The set type of a Hevy row from its `set_type`: warmup, normal, dropset or failure. */
export function hevySetType(type: string | undefined): SetType {
  const v = (type ?? '').trim().toLowerCase();
  if (v === 'warmup') return 'calentamiento';
  if (v === 'dropset') return 'descendente';
  if (v === 'failure') return 'fallo';
  return 'trabajo';
}

/** RIR = 10 − RPE, rounded, kept within 0-5 (the log's range); no RPE, no RIR. */
export function rirFromRpe(rpe: number | null): number | null {
  if (rpe === null || rpe === 0) return null;
  return Math.min(5, Math.max(0, Math.round(10 - rpe)));
}

const positiveOrNull = (n: number | null) => (n !== null && n > 0 ? n : null);
const round2 = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

/**
 * A name of the file as a one-line text (src/lib/text.ts `isOneLine`, the rule for typed names):
 * each run of control characters, line breaks and spaces becomes one space. They would reach
 * the calendar feed, where RFC 5545 forbids them.
 */
export const oneLine = (value: string): string => value.replace(/[\p{Cc}\s]+/gu, ' ').trim();

/** A note of the file as a multi-line text (`isMultiLine`): line feeds and tabs stay, CR LF is LF. */
export const multiLine = (value: string): string =>
  value
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\t\n]/gu, '')
    .trim();

/** Longest exercise name kept (the import's match names one, src/lib/contract-import.ts). */
const EXERCISE_NAME_MAX = 300;
/** Notes gathered per exercise: what a session exercise's note holds (src/lib/text.ts). */
const NOTE_MAX = 500;

interface SessionRow {
  key: string;
  nombre: string;
  notas: string;
  inicio: Date;
  fin: Date;
}

/** Groups rows (already in file order) into sessions and exercises. */
class SessionBuilder {
  private readonly sessions = new Map<string, { session: ImportedSession; byName: Map<string, ImportedExercise> }>();
  private readonly names = new Set<string>();

  add(row: SessionRow, exercise: string, nota: string) {
    let entry = this.sessions.get(row.key);
    if (!entry) {
      entry = { session: { ...row, exercises: [] }, byName: new Map() };
      this.sessions.set(row.key, entry);
    }
    let ex = entry.byName.get(exercise);
    if (!ex) {
      this.names.add(exercise);
      if (this.names.size > IMPORT_LIMITS.exercises) throw new ImportFileError(M.tooManyExercises);
      ex = { nombre: exercise, nota: '', sets: [] };
      entry.byName.set(exercise, ex);
      entry.session.exercises.push(ex);
    }
    if (nota && ex.nota.length < NOTE_MAX && !ex.nota.includes(nota)) ex.nota = ex.nota ? `${ex.nota} · ${nota}` : nota;
    return ex;
  }

  list(): ImportedSession[] {
    return [...this.sessions.values()]
      .map(({ session: s }) => ({ ...s, exercises: s.exercises.filter((e) => e.sets.length > 0) }))
      .filter((s) => s.exercises.length > 0);
  }
}

function setOf(
  ex: ImportedExercise,
  v: {
    reps: number | null;
    kg: number | null;
    seconds: number | null;
    metres: number | null;
    rpe: number | null;
    tipo: SetType;
  },
  line: number,
): ImportedSet | null {
  const set: ImportedSet = {
    orden: ex.sets.length + 1,
    repeticiones: v.reps !== null && v.reps > 0 ? Math.round(v.reps) : null,
    kg: round2(positiveOrNull(v.kg)),
    segundos: positiveOrNull(v.seconds === null ? null : Math.round(v.seconds)),
    metros: round2(positiveOrNull(v.metres)),
    rir: rirFromRpe(v.rpe),
    tipo: v.tipo,
  };
  if (set.repeticiones === null && set.segundos === null && set.metros === null) return null;
  for (const field of ['repeticiones', 'kg', 'segundos', 'metros'] as const) {
    if ((set[field] ?? 0) > SET_LIMITS[field].max) throw new ImportFileError(M.outOfRange(line, field));
  }
  return set;
}

/**
 * The file's dates, each read once (a session's rows repeat its start): a real calendar day and
 * time in Madrid, and a plausible instant for a training record by the rule typed data follows
 * (domain/training/plausible-time.ts: not in the future, not before 1990), else a 400 naming the
 * line.
 */
class Dates {
  private readonly seen = new Map<string, Date | null>();

  constructor(private readonly read: (v: string) => Date | null) {}

  of(value: string | undefined, line: number, column: string): Date {
    const v = (value ?? '').trim();
    let d = this.seen.get(v);
    if (d === undefined) {
      d = v ? this.read(v) : null;
      this.seen.set(v, d);
    }
    const problem = d === null ? 'invalid' : timeProblem(d);
    if (problem === 'future') throw new ImportFileError(M.futureDate(line, column, v));
    if (problem === 'too-early') throw new ImportFileError(M.earlyDate(line, column, v));
    if (problem !== null) throw new ImportFileError(M.badDate(line, column, value ?? ''));
    return d!;
  }
}

/** "2024-03-02 18:05:00" (Strong): Madrid wall time. */
function strongDate(v: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(v);
  return m ? madridWallTime(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0)) : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "2 Mar 2024, 18:05" (Hevy) or an ISO-like "2024-03-02 18:05[:00]": Madrid wall time. */
function hevyDate(v: string): Date | null {
  const m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(v);
  if (!m) return strongDate(v);
  const month = MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
  return month ? madridWallTime(+m[3]!, month, +m[1]!, +m[4]!, +m[5]!, +(m[6] ?? 0)) : null;
}

/** "1h 5m", "45m", "3600" (seconds) → minutes; unknown (DEFAULT_MINUTES) when absent or past a day. */
export function minutesOf(duration: string | undefined): number {
  const v = (duration ?? '').trim();
  let total: number;
  if (/^\d+$/.test(v)) total = Math.round(Number(v) / 60);
  else {
    const h = /(\d+)\s*h/.exec(v);
    const m = /(\d+)\s*m/.exec(v);
    total = (h ? Number(h[1]) * 60 : 0) + (m ? Number(m[1]) : 0);
  }
  return total > 0 && total <= MAX_SESSION_MINUTES ? total : DEFAULT_MINUTES;
}

/** A session's end: `end` when it is after the start and within a day of it, else the default length; never after now. */
function sessionEnd(inicio: Date, end: Date | null, now: number): Date {
  const minutes = end === null ? null : (end.getTime() - inicio.getTime()) / 60_000;
  const length = minutes !== null && minutes >= 0 && minutes <= MAX_SESSION_MINUTES ? minutes : DEFAULT_MINUTES;
  return new Date(Math.max(inicio.getTime(), Math.min(inicio.getTime() + length * 60_000, now)));
}

async function readStrong(rows: Row[], slices: Slices): Promise<ImportedSession[]> {
  const b = new SessionBuilder();
  const dates = new Dates(strongDate);
  const now = Date.now();
  for (const [i, r] of rows.entries()) {
    await slices.step();
    const line = i + 2;
    const name = oneLine(r['Exercise Name'] ?? '').slice(0, EXERCISE_NAME_MAX);
    if (!name) throw new ImportFileError(M.missing(line, 'Exercise Name'));
    // "Rest Timer" rows (set order "Rest Timer") carry no set.
    if (/rest/i.test(r['Set Order'] ?? '')) continue;
    const inicio = dates.of(r['Date'], line, 'Date');
    const minutes = minutesOf(r['Duration'] ?? r['Workout Duration']);
    const fin = sessionEnd(inicio, new Date(inicio.getTime() + minutes * 60_000), now);
    const raw = r['Workout Name'] || 'Sesión importada';
    const ex = b.add(
      // The key keeps the file's text as it was: a file imported before reads as the same sessions.
      {
        key: `${r['Date']}|${raw}`,
        nombre: oneLine(raw) || 'Sesión importada',
        notas: multiLine(r['Workout Notes'] ?? ''),
        inicio,
        fin,
      },
      name,
      multiLine(r['Notes'] ?? ''),
    );
    const lb = /^lbs?$/i.test(r['Weight Unit'] ?? '');
    const miles = /^mi/i.test(r['Distance Unit'] ?? '');
    const weight = num(r['Weight'], line, 'Weight');
    const distance = num(r['Distance'], line, 'Distance');
    const set = setOf(
      ex,
      {
        reps: num(r['Reps'], line, 'Reps'),
        kg: weight === null ? null : lb ? weight * LB_IN_KG : weight,
        seconds: num(r['Seconds'], line, 'Seconds'),
        metres: distance === null ? null : distance * (miles ? MILE_IN_M : 1000),
        rpe: num(r['RPE'], line, 'RPE'),
        tipo: strongSetType(r['Set Order']),
      },
      line,
    );
    if (set) ex.sets.push(set);
  }
  return b.list();
}

async function readHevy(rows: Row[], slices: Slices): Promise<ImportedSession[]> {
  const b = new SessionBuilder();
  const dates = new Dates(hevyDate);
  const ends = new Dates(hevyDate);
  const now = Date.now();
  for (const [i, r] of rows.entries()) {
    await slices.step();
    const line = i + 2;
    const name = oneLine(r['exercise_title'] ?? '').slice(0, EXERCISE_NAME_MAX);
    if (!name) throw new ImportFileError(M.missing(line, 'exercise_title'));
    const inicio = dates.of(r['start_time'], line, 'start_time');
    const end = r['end_time'] ? ends.of(r['end_time'], line, 'end_time') : null;
    const fin = sessionEnd(inicio, end, now);
    const raw = r['title'] || 'Sesión importada';
    const ex = b.add(
      {
        key: `${r['start_time']}|${raw}`,
        nombre: oneLine(raw) || 'Sesión importada',
        notas: multiLine(r['description'] ?? ''),
        inicio,
        fin,
      },
      name,
      multiLine(r['exercise_notes'] ?? ''),
    );
    const lbs = r['weight_lbs'] !== undefined ? num(r['weight_lbs'], line, 'weight_lbs') : null;
    const miles = r['distance_miles'] !== undefined ? num(r['distance_miles'], line, 'distance_miles') : null;
    const km = num(r['distance_km'], line, 'distance_km');
    const set = setOf(
      ex,
      {
        reps: num(r['reps'], line, 'reps'),
        kg: lbs !== null ? lbs * LB_IN_KG : num(r['weight_kg'], line, 'weight_kg'),
        seconds: num(r['duration_seconds'], line, 'duration_seconds'),
        metres: miles !== null ? miles * MILE_IN_M : km === null ? null : km * 1000,
        rpe: num(r['rpe'], line, 'rpe'),
        tipo: hevySetType(r['set_type']),
      },
      line,
    );
    if (set) ex.sets.push(set);
  }
  return b.list();
}

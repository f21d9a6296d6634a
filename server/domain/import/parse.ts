import { parse } from 'csv-parse/sync';
import { SET_LIMITS, type SetType } from '../../../src/lib/contract-training';
import { IMPORT_LIMITS, IMPORT_MESSAGES as M } from './messages';
import { madridWallTime } from './wall-time';

/** The apps whose CSV export Forja reads (issue #27, item 4). */
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

/** Reads a Strong or Hevy CSV export (format from its header); throws ImportFileError. */
export function parseImport(text: string): ParsedImport {
  if (Buffer.byteLength(text, 'utf8') > IMPORT_LIMITS.bytes) throw new ImportFileError(M.tooBig);
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.slice(0, clean.search(/\r?\n|$/));
  if (firstLine.trim() === '') throw new ImportFileError(M.empty);
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  let rows: Row[];
  try {
    rows = parse(clean, {
      columns: (header: string[]) => header.map((h) => h.trim()),
      delimiter,
      skip_empty_lines: true,
      trim: true,
      to: IMPORT_LIMITS.rows + 1,
    }) as Row[];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw new ImportFileError(line ? M.malformedAt(line) : M.malformed);
  }
  if (rows.length > IMPORT_LIMITS.rows) throw new ImportFileError(M.tooManyRows);
  const header = Object.keys(rows[0] ?? {}).length ? Object.keys(rows[0]!) : firstLine.split(delimiter).map(clip);
  const format = detectFormat(header);
  if (!format) throw new ImportFileError(M.unknownFormat);
  if (rows.length === 0) throw new ImportFileError(M.noSets);
  const sessions = format === 'strong' ? readStrong(rows) : readHevy(rows);
  if (sessions.length === 0) throw new ImportFileError(M.noSets);
  return { format, sessions };
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

/** Groups rows (already in file order) into sessions and exercises. */
class SessionBuilder {
  readonly sessions = new Map<string, ImportedSession>();

  add(row: { key: string; nombre: string; notas: string; inicio: Date; fin: Date }, exercise: string, nota: string) {
    let session = this.sessions.get(row.key);
    if (!session) {
      session = { ...row, exercises: [] };
      this.sessions.set(row.key, session);
    }
    let ex = session.exercises.at(-1);
    if (!ex || ex.nombre !== exercise) {
      ex = session.exercises.find((e) => e.nombre === exercise);
      if (!ex) {
        ex = { nombre: exercise, nota: '', sets: [] };
        session.exercises.push(ex);
      }
    }
    if (nota && !ex.nota.includes(nota)) ex.nota = ex.nota ? `${ex.nota} · ${nota}` : nota;
    return ex;
  }

  list(): ImportedSession[] {
    return [...this.sessions.values()]
      .map((s) => ({ ...s, exercises: s.exercises.filter((e) => e.sets.length > 0) }))
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

function date(value: string | undefined, line: number, column: string, read: (v: string) => Date | null): Date {
  const d = value ? read(value.trim()) : null;
  if (!d || Number.isNaN(d.getTime())) throw new ImportFileError(M.badDate(line, column, value ?? ''));
  return d;
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

/** "1h 5m", "45m", "3600" (seconds) → minutes. */
function minutesOf(duration: string | undefined): number {
  const v = (duration ?? '').trim();
  if (/^\d+$/.test(v)) return Math.round(Number(v) / 60);
  const h = /(\d+)\s*h/.exec(v);
  const m = /(\d+)\s*m/.exec(v);
  const total = (h ? Number(h[1]) * 60 : 0) + (m ? Number(m[1]) : 0);
  return total > 0 ? total : DEFAULT_MINUTES;
}

function readStrong(rows: Row[]): ImportedSession[] {
  const b = new SessionBuilder();
  rows.forEach((r, i) => {
    const line = i + 2;
    const name = r['Exercise Name'] ?? '';
    if (!name) throw new ImportFileError(M.missing(line, 'Exercise Name'));
    // "Rest Timer" rows (set order "Rest Timer") carry no set.
    if (/rest/i.test(r['Set Order'] ?? '')) return;
    const inicio = date(r['Date'], line, 'Date', strongDate);
    const duration = r['Duration'] ?? r['Workout Duration'];
    const fin = new Date(inicio.getTime() + minutesOf(duration) * 60_000);
    const nombre = r['Workout Name'] || 'Sesión importada';
    const ex = b.add(
      { key: `${r['Date']}|${nombre}`, nombre, notas: r['Workout Notes'] ?? '', inicio, fin },
      name,
      r['Notes'] ?? '',
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
  });
  return b.list();
}

function readHevy(rows: Row[]): ImportedSession[] {
  const b = new SessionBuilder();
  rows.forEach((r, i) => {
    const line = i + 2;
    const name = r['exercise_title'] ?? '';
    if (!name) throw new ImportFileError(M.missing(line, 'exercise_title'));
    const inicio = date(r['start_time'], line, 'start_time', hevyDate);
    const end = r['end_time'] ? date(r['end_time'], line, 'end_time', hevyDate) : null;
    const fin = end && end >= inicio ? end : new Date(inicio.getTime() + DEFAULT_MINUTES * 60_000);
    const nombre = r['title'] || 'Sesión importada';
    const ex = b.add(
      { key: `${r['start_time']}|${nombre}`, nombre, notas: r['description'] ?? '', inicio, fin },
      name,
      r['exercise_notes'] ?? '',
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
  });
  return b.list();
}

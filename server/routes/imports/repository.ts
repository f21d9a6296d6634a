import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import photos from '../../db/seed/data/photos.json';
import { exercises, workoutExercises, workouts, workoutSets } from '../../db/schema';
import type { CatalogueName } from '../../domain/import/match';
import type { ImportedSession, ImportedSet, ParsedImport } from '../../domain/import/parse';
import { COMMENT_MAX } from '../../../src/lib/text';

/** Rest stored with imported exercises (the files do not say it). */
const IMPORTED_REST_SECONDS = 90;
/** Rows per INSERT (PostgreSQL takes at most 65,535 parameters per statement). */
const CHUNK = 2000;

/** A UUID made from `text`: the same text always gives the same id (what makes re-imports no-ops). */
export function uuidFrom(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The client id of an imported session: user, app and the session's key in its file. */
export const sessionClientId = (userId: number, format: string, session: ImportedSession) =>
  uuidFrom(`forja-import|${userId}|${format}|${session.key}`);

/** The catalogue with its Spanish and free-exercise-db (English) names, by Spanish name. */
export async function catalogueNames(db: Db): Promise<(CatalogueName & { nombre: string })[]> {
  const rows = await db
    .select({ id: exercises.id, nombre: exercises.nombre })
    .from(exercises)
    .orderBy(asc(exercises.nombre));
  const english = photos as Record<string, string | null>;
  return rows.map((r) => {
    const en = english[String(r.id)];
    return { ...r, names: [r.nombre, ...(en ? [en.replace(/_/g, ' ')] : [])] };
  });
}

/** Which of `clientIds` the user already has. */
export async function existingClientIds(db: Db, userId: number, clientIds: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < clientIds.length; i += CHUNK) {
    const rows = await db
      .select({ c: workouts.clienteId })
      .from(workouts)
      .where(and(eq(workouts.userId, userId), inArray(workouts.clienteId, clientIds.slice(i, i + CHUNK))));
    rows.forEach((r) => found.add(r.c));
  }
  return found;
}

const measureOf = (s: ImportedSet) =>
  s.repeticiones !== null ? 'repeticiones' : s.segundos !== null ? 'tiempo' : 'distancia';

const VALUE = { repeticiones: 'repeticiones', tiempo: 'segundos', distancia: 'metros' } as const;

/**
 * An imported exercise's targets (the files have none): its work sets (warm-ups are not the
 * planned sets) and the range they spanned in its measure, the fewest to the most repetitions
 * (seconds, metres), so the advice reads a session the lifter chose as one inside its range,
 * never as a miss of a target nobody set. Only warm-ups: their values, no planned sets.
 */
export function importedTargets(sets: readonly ImportedSet[]): {
  medida: ReturnType<typeof measureOf>;
  seriesObjetivo: number;
  repeticionesObjetivo: number;
  repeticionesMin: number;
} {
  const medida = measureOf(sets[0]!);
  const work = sets.filter((s) => s.tipo !== 'calentamiento');
  const values = (work.length > 0 ? work : sets)
    .filter((s) => measureOf(s) === medida)
    .map((s) => Math.round(s[VALUE[medida]] ?? 0))
    .filter((v) => v > 0);
  const top = Math.max(0, ...values);
  return {
    medida,
    seriesObjetivo: work.length,
    repeticionesObjetivo: top,
    repeticionesMin: values.length > 0 ? Math.min(...values) : top,
  };
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

interface ExerciseRow {
  workoutId: number;
  clienteId: string;
  session: ImportedSession;
  exercise: ImportedSession['exercises'][number];
  orden: number;
}

/** The sets of the written exercises, each with its id made from its place in the file. */
function setRowsOf(exerciseRows: ExerciseRow[], exerciseIds: Map<string, number>) {
  return exerciseRows.flatMap((r) =>
    r.exercise.sets.map((s) => ({
      id: uuidFrom(`${r.clienteId}|${r.orden}|${r.exercise.nombre}|${s.orden}`),
      workoutId: r.workoutId,
      workoutExerciseId: exerciseIds.get(`${r.workoutId}|${r.orden}`)!,
      orden: s.orden,
      medida: measureOf(s),
      repeticiones: s.repeticiones,
      kg: s.kg,
      segundos: s.segundos,
      metros: s.metros,
      rir: s.rir,
      tipo: s.tipo,
      completadaEn: r.session.inicio,
    })),
  );
}

export interface ImportCounts {
  sesiones_nuevas: number;
  series_nuevas: number;
  sesiones_omitidas: number;
}

/**
 * Writes the file's sessions as finished sessions, only their exercises matched in `mapping`
 * (file name → catalogue id), in one transaction. A session whose client id the user already has
 * is skipped whole, so importing the same file again adds nothing.
 */
export async function importSessions(
  db: Db,
  userId: number,
  parsed: ParsedImport,
  mapping: Map<string, number>,
): Promise<ImportCounts> {
  const wanted = parsed.sessions
    .map((s) => ({ ...s, exercises: s.exercises.filter((e) => mapping.has(e.nombre)) }))
    .filter((s) => s.exercises.length > 0)
    .map((s) => ({ session: s, clienteId: sessionClientId(userId, parsed.format, s) }));
  return db.transaction(async (tx) => {
    const already = await existingClientIds(
      tx,
      userId,
      wanted.map((w) => w.clienteId),
    );
    const fresh = wanted.filter((w) => !already.has(w.clienteId));
    const ids = new Map<string, number>();
    await insertChunked(fresh, async (chunk) => {
      const rows = await tx
        .insert(workouts)
        .values(
          chunk.map(({ session: s, clienteId }) => ({
            userId,
            clienteId,
            nombre: s.nombre.slice(0, 100),
            notas: s.notas.slice(0, COMMENT_MAX),
            estado: 'terminado',
            iniciadoEn: s.inicio,
            terminadoEn: s.fin,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: workouts.id, clienteId: workouts.clienteId });
      rows.forEach((r) => ids.set(r.clienteId, r.id));
    });
    // A session another request wrote meanwhile (the unique index said no) is skipped too.
    const written = fresh.filter((w) => ids.has(w.clienteId));
    const exerciseRows: ExerciseRow[] = written.flatMap(({ session: s, clienteId }) =>
      s.exercises.map((e, i) => ({ workoutId: ids.get(clienteId)!, clienteId, session: s, exercise: e, orden: i + 1 })),
    );
    const exerciseIds = new Map<string, number>();
    await insertChunked(exerciseRows, async (chunk) => {
      const rows = await tx
        .insert(workoutExercises)
        .values(
          chunk.map((r) => ({
            workoutId: r.workoutId,
            exerciseId: mapping.get(r.exercise.nombre)!,
            orden: r.orden,
            ...importedTargets(r.exercise.sets),
            descanso: IMPORTED_REST_SECONDS,
            nota: r.exercise.nota.slice(0, COMMENT_MAX),
          })),
        )
        .returning({ id: workoutExercises.id, workoutId: workoutExercises.workoutId, orden: workoutExercises.orden });
      rows.forEach((r) => exerciseIds.set(`${r.workoutId}|${r.orden}`, r.id));
    });
    const setRows = setRowsOf(exerciseRows, exerciseIds);
    await insertChunked(setRows, (chunk) => tx.insert(workoutSets).values(chunk));
    return {
      sesiones_nuevas: written.length,
      series_nuevas: setRows.length,
      sesiones_omitidas: wanted.length - written.length,
    };
  });
}

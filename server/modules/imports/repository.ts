import { createHash, randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import photos from '../../db/seed/data/photos.json';
import { exercises, importNameChoices, workoutExercises, workoutImports, workouts, workoutSets } from '../../db/schema';
import { modelOf } from '../../domain/exercise-model';
import type { CatalogueName } from '../../domain/import/match';
import { ENGLISH_NAMES } from '../exercises/english-names';
import { catalogueOnly } from '../exercises/own-repository';
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

/**
 * The catalogue with its Spanish names, its English names as Strong and Hevy write them
 * (english-names.ts) and its free-exercise-db names, and what the exercise model says of each
 * (equipment, pattern), by Spanish name. No user's own exercise: one user's names never match
 * another's import.
 */
export async function catalogueNames(db: Db): Promise<(CatalogueName & { nombre: string })[]> {
  const rows = await db
    .select({ id: exercises.id, nombre: exercises.nombre })
    .from(exercises)
    .where(catalogueOnly)
    .orderBy(asc(exercises.nombre));
  const freeDb = photos as Record<string, string | null>;
  return rows.map((r) => {
    const names = [r.nombre, ENGLISH_NAMES[r.id], freeDb[String(r.id)]?.replace(/_/g, ' ')];
    return { ...r, names: names.filter((n): n is string => !!n), model: modelOf(r.id) };
  });
}

/** The exercise the user chose before for each of these normalised names (import_name_choices). */
export async function rememberedChoices(db: Db, userId: number, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ nombre: importNameChoices.nombre, id: importNameChoices.exerciseId })
    .from(importNameChoices)
    .where(and(eq(importNameChoices.userId, userId), inArray(importNameChoices.nombre, names)));
  return new Map(rows.map((r) => [r.nombre, r.id]));
}

/**
 * Remembers the user's corrections (normalised name → exercise chosen instead of the one
 * proposed) and forgets those of names where the user took the proposal again.
 */
export async function rememberChoices(
  db: Db,
  userId: number,
  chosen: { nombre: string; exerciseId: number }[],
  forget: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (forget.length > 0) {
      await tx
        .delete(importNameChoices)
        .where(and(eq(importNameChoices.userId, userId), inArray(importNameChoices.nombre, forget)));
    }
    for (let i = 0; i < chosen.length; i += CHUNK) {
      await tx
        .insert(importNameChoices)
        .values(chosen.slice(i, i + CHUNK).map((c) => ({ userId, ...c })))
        .onConflictDoUpdate({
          target: [importNameChoices.userId, importNameChoices.nombre],
          set: { exerciseId: sql`excluded.exercise_id`, elegidoEn: sql`now()` },
        });
    }
  });
}

/** Which of `clientIds` the user already has (one array parameter: cheaper than a list of 2,000). */
export async function existingClientIds(db: Db, userId: number, clientIds: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < clientIds.length; i += CHUNK * 5) {
    const rows = await db
      .select({ c: workouts.clienteId })
      .from(workouts)
      .where(
        and(
          eq(workouts.userId, userId),
          sql`${workouts.clienteId} = any(${`{${clientIds.slice(i, i + CHUNK * 5).join(',')}}`}::uuid[])`,
        ),
      );
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

interface ExerciseRow {
  workoutId: number;
  exercise: ImportedSession['exercises'][number];
  orden: number;
}

export interface ImportCounts {
  sesiones_nuevas: number;
  series_nuevas: number;
  sesiones_omitidas: number;
}

/** Another write took an id this import was writing (a unique violation): nothing of it is kept. */
export class ImportConflictError extends Error {}

/**
 * Named optimisation "imports in short batches" (docs/PERFORMANCE.md register). How long one
 * batch's transaction aims to take, by database. The embedded one answers one query at a time,
 * so there it is about what another user's request waits per batch (the budget allows 500 ms in
 * all; `npm run bench` measured a p99 of 451 ms with 50 ms batches, and
 * 703 ms with 100 ms ones, on a machine with a load average of 6 to 10 on 2 cores). PostgreSQL
 * runs other requests beside a transaction, so there batches are only kept short enough for a
 * shutdown to stop the import at once. Batches are sized in sets from the last one's time.
 */
export const BATCH_TARGET_MS = { pglite: 50, postgres: 250 } as const;
const FIRST_BATCH_SETS = 100;
const MIN_BATCH_SETS = 20;
const MAX_BATCH_SETS = 2000;
/** Sessions of an abandoned import deleted per statement (about 20 sets each). */
const DISCARD_SESSIONS = 25;
/**
 * An import whose batches have not touched it for this long is abandoned (its process stopped or
 * died): each batch touches it, a batch takes well under a second, and between two of them the
 * importer only waits for its turn.
 */
export const IMPORT_STALE_MS = 5 * 60_000;

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};

/**
 * Writes one batch of sessions into the import, owned by nobody: each as in progress (a set
 * written into a session in progress costs its summary trigger one read), then finished, which
 * computes its workout_weight_bests in one statement per session instead of one per set.
 */
async function stageBatch(
  tx: Tx,
  importId: string,
  batch: { session: ImportedSession; clienteId: string }[],
  mapping: Map<string, number>,
  newId: () => string,
) {
  const rows = await tx
    .insert(workouts)
    .values(
      batch.map(({ session: s, clienteId }) => ({
        userId: sql`null`,
        importId,
        clienteId,
        nombre: s.nombre.slice(0, 100),
        notas: s.notas.slice(0, COMMENT_MAX),
        estado: 'en_curso',
        iniciadoEn: s.inicio,
      })),
    )
    .returning({ id: workouts.id, clienteId: workouts.clienteId });
  const ids = new Map(rows.map((r) => [r.clienteId, r.id]));
  const exerciseRows: ExerciseRow[] = batch.flatMap(({ session: s, clienteId }) =>
    s.exercises.map((exercise, i) => ({ workoutId: ids.get(clienteId)!, exercise, orden: i + 1 })),
  );
  const written = await tx
    .insert(workoutExercises)
    .values(
      exerciseRows.map((r) => ({
        workoutId: r.workoutId,
        exerciseId: mapping.get(r.exercise.nombre)!,
        orden: r.orden,
        ...importedTargets(r.exercise.sets),
        descanso: IMPORTED_REST_SECONDS,
        nota: r.exercise.nota.slice(0, COMMENT_MAX),
      })),
    )
    .returning({ id: workoutExercises.id, workoutId: workoutExercises.workoutId, orden: workoutExercises.orden });
  const exerciseIds = new Map(written.map((r) => [`${r.workoutId}|${r.orden}`, r.id]));
  const ends = new Map(batch.map(({ session: s, clienteId }) => [ids.get(clienteId)!, s.fin]));
  const sets = exerciseRows.flatMap((r) =>
    r.exercise.sets.map((s) => ({
      // Random, never derived from what the file says: no one can take an imported set's id
      // before the import writes it.
      id: newId(),
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
      completadaEn: ends.get(r.workoutId)!,
    })),
  );
  for (let i = 0; i < sets.length; i += CHUNK) await tx.insert(workoutSets).values(sets.slice(i, i + CHUNK));
  const finished = sql.join(
    [...ends].map(([id, fin]) => sql`(${id}::integer, ${fin.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(sql`
    update workouts w set estado = 'terminado', terminado_en = v.fin
    from (values ${finished}) as v(id, fin) where w.id = v.id`);
  await tx
    .update(workoutImports)
    .set({ vistaEn: sql`now()` })
    .where(eq(workoutImports.id, importId));
}

/**
 * The import's final statement: its sessions become the user's, all at once (one UPDATE of the
 * sessions' owner; their exercises, sets and summaries were written by the batches). A session
 * the user got meanwhile (the same file imported twice at once) is dropped from this import
 * first. Returns the client ids it dropped.
 */
async function commitImport(db: Db, importId: string, userId: number): Promise<Set<string>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const dropped = await tx.execute<{ cliente_id: string }>(sql`
          delete from workouts w where w.import_id = ${importId}
            and exists (select 1 from workouts o where o.user_id = ${userId} and o.cliente_id = w.cliente_id)
          returning w.cliente_id`);
        await tx
          .update(workouts)
          .set({ userId, importId: null })
          .where(and(eq(workouts.importId, importId), isNull(workouts.userId)));
        await tx.delete(workoutImports).where(eq(workoutImports.id, importId));
        return new Set(dropped.rows.map((r) => r.cliente_id));
      });
    } catch (err) {
      // PostgreSQL: another import of the same sessions committed between the check and the
      // update; the next attempt drops them.
      if (!isUniqueViolation(err) || attempt === 3) throw err;
    }
  }
}

/**
 * Deletes an import that will not commit, with its sessions, a few at a time (one statement
 * holds the embedded database only for a short while). Stops when `signal` aborts; what is left
 * stays invisible until the next sweep.
 */
export async function discardImport(db: Db, importId: string, signal?: AbortSignal): Promise<void> {
  for (;;) {
    const gone = await db.execute(sql`
      delete from workouts where id in (
        select id from workouts where import_id = ${importId} limit ${DISCARD_SESSIONS})
      returning id`);
    if (gone.rows.length === 0) break;
    await nextTurn();
    if (signal?.aborted) return;
  }
  await db.delete(workoutImports).where(eq(workoutImports.id, importId));
}

/** Deletes every import not touched for IMPORT_STALE_MS (a process stopped or killed mid-import). */
export async function discardAbandonedImports(db: Db, signal?: AbortSignal): Promise<number> {
  const stale = await db
    .select({ id: workoutImports.id })
    .from(workoutImports)
    .where(lt(workoutImports.vistaEn, new Date(Date.now() - IMPORT_STALE_MS)));
  for (const { id } of stale) {
    if (signal?.aborted) break;
    await discardImport(db, id, signal);
  }
  return stale.length;
}

export interface ImportOptions {
  /** Aborted by a shutdown: the import stops before its next batch and commits nothing. */
  signal?: AbortSignal;
  /** The id of each new set (tests give a colliding one). */
  newId?: () => string;
  /** How long a batch's transaction aims to take (BATCH_TARGET_MS). */
  batchMs?: number;
}

/**
 * Writes the file's sessions as finished sessions, only their exercises matched in `mapping`
 * (file name → catalogue id). A session whose client id the user already has is skipped whole,
 * so importing the same file again adds nothing.
 *
 * All or nothing without holding the database: the sessions are written in
 * batches of about `batchMs` each, each its own transaction, owned by no user and so seen
 * by no query (workout_imports, migration 0017); between two batches other requests run. Then
 * one short transaction hands them all to the user. An error, a conflict or a shutdown before
 * that leaves the user's history as it was (an error or a conflict deletes what was written; a
 * shutdown leaves it to the next sweep, discardAbandonedImports, so as to stop at once).
 */
export async function importSessions(
  db: Db,
  userId: number,
  parsed: ParsedImport,
  mapping: Map<string, number>,
  { signal, newId = randomUUID, batchMs = BATCH_TARGET_MS.pglite }: ImportOptions = {},
): Promise<ImportCounts> {
  const wanted = parsed.sessions
    .map((s) => ({ ...s, exercises: s.exercises.filter((e) => mapping.has(e.nombre)) }))
    .filter((s) => s.exercises.length > 0)
    .map((s) => ({ session: s, clienteId: sessionClientId(userId, parsed.format, s) }));
  const already = await existingClientIds(
    db,
    userId,
    wanted.map((w) => w.clienteId),
  );
  const fresh = wanted.filter((w) => !already.has(w.clienteId));
  const setsOf = (w: (typeof fresh)[number]) => w.session.exercises.reduce((n, e) => n + e.sets.length, 0);
  if (fresh.length === 0) return { sesiones_nuevas: 0, series_nuevas: 0, sesiones_omitidas: wanted.length };

  signal?.throwIfAborted();
  const importId = randomUUID();
  await db.insert(workoutImports).values({ id: importId, userId });
  let dropped: Set<string>;
  try {
    let budget = FIRST_BATCH_SETS;
    for (let i = 0; i < fresh.length;) {
      const batch = [fresh[i]!];
      let sets = setsOf(fresh[i]!);
      for (i += 1; i < fresh.length && sets + setsOf(fresh[i]!) <= budget; i += 1) {
        batch.push(fresh[i]!);
        sets += setsOf(fresh[i]!);
      }
      const started = performance.now();
      await db.transaction((tx) => stageBatch(tx, importId, batch, mapping, newId));
      const ms = Math.max(1, performance.now() - started);
      budget = Math.round(Math.min(MAX_BATCH_SETS, Math.max(MIN_BATCH_SETS, (sets * batchMs) / ms)));
      // Whoever waited for the database goes first; a shutdown stops here.
      await nextTurn();
      signal?.throwIfAborted();
    }
    dropped = await commitImport(db, importId, userId);
  } catch (err) {
    // What failed may fail this too (a lost database): the sweep deletes it then.
    if (!signal?.aborted) await discardImport(db, importId).catch(() => undefined);
    if (isUniqueViolation(err)) throw new ImportConflictError('unique violation', { cause: err });
    throw err;
  }
  const written = fresh.filter((w) => !dropped.has(w.clienteId));
  return {
    sesiones_nuevas: written.length,
    series_nuevas: written.reduce((n, w) => n + setsOf(w), 0),
    sesiones_omitidas: wanted.length - written.length,
  };
}

/**
 * The big database of `npm run bench:scale`, generated in SQL (generate_series, INSERT ... SELECT) so
 * that 100,000 users take minutes, not hours. Per user, whatever the scale:
 * - a verified account with a live session whose token is `scaleToken(i)` (stored hashed, as
 *   server/domain/tokens.ts hashes it: SHA-256, hex), so the bench signs in as any of them;
 * - ROUTINES user routines of EXERCISES_PER_ROUTINE catalogue exercises each, one a month back
 *   from today, on a weekday, 8 weeks long;
 * - FINISHED sessions of SESSION_EXERCISES exercises × SETS sets (100 sets a user: 10,000,000 at
 *   100,000 users) over the last 7 weeks, and one session in progress, with its exercises and no
 *   set (the one the bench saves sets into);
 * - the records summary of its finished sessions (workout_weight_bests), as migration 0009's
 *   trigger would have written it.
 * Ids are given (OVERRIDING SYSTEM VALUE) so that rows of one table find their parents by
 * arithmetic instead of joins; the identity sequences are moved past them at the end. Sessions,
 * their exercises and sets are written in the order they happened (within a round of CHUNK
 * users), as an app's users fill the tables, so one user's history lies on many pages rather
 * than a few: a bench that read it from a handful of pages would flatter the big scale.
 * Generation runs with triggers and foreign-key checks off (session_replication_role = replica;
 * a role that may not set it disables the triggers only, see `triggersOff`)
 * and the tables' secondary indexes dropped, then rebuilt: a bulk load, as pg_restore does it.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

export const ROUTINES = 10;
export const EXERCISES_PER_ROUTINE = 6;
export const FINISHED = 5;
export const SESSION_EXERCISES = 5;
export const SETS = 4;
/** Users generated per round of INSERT ... SELECT (a transaction each). */
const CHUNK = 10_000;
/** Tables whose secondary indexes are dropped while they are filled, then rebuilt. */
const BULK_TABLES = [
  'users',
  'auth_tokens',
  'user_routines',
  'user_routine_exercises',
  'workouts',
  'workout_exercises',
  'workout_sets',
  'workout_weight_bests',
];

/** The session token of generated user `i` (1-based). Only its hash is stored. */
export const scaleToken = (i: number) => `scale.${i}`;
/**
 * Ids of user `i`'s session in progress and of its first exercise, of `users` generated: after
 * every finished session, as a session started today would be (see the layout above).
 */
export const inProgressWorkout = (users: number, i: number) => users * FINISHED + i;
export const firstWorkoutExercise = (users: number, i: number) =>
  (inProgressWorkout(users, i) - 1) * SESSION_EXERCISES + 1;

export interface GenerationTimes {
  users: number;
  /** Step → seconds. */
  steps: Record<string, number>;
  totalSeconds: number;
  rows: Record<string, number>;
}

/** Rows of users lo..hi (inclusive), table by table; `ex` is the catalogue's repetition exercises. */
function chunkStatements(lo: number, hi: number, users: number) {
  // Ids of the chunk's finished sessions, and of its sessions in progress.
  const finished = `between (${lo} - 1) * ${FINISHED} + 1 and ${hi} * ${FINISHED}`;
  const current = `between ${users * FINISHED + lo} and ${users * FINISHED + hi}`;
  // Catalogue exercise number n (0-based, wraps) among those measured in repetitions.
  const ex = (n: string) => `(select ids[1 + ((${n}) % cardinality(ids))] from scale_catalogue)`;
  return {
    users: `insert into users (id, nombre, apellidos, email, password_hash, fecha_nacimiento, sexo, peso, altura,
        objetivo_id, email_verified_at, created_at)
      overriding system value
      select i, 'Usuaria', 'Escala ' || i, 'scale.' || i || '@forja.test', 'scale$not-a-login-password',
        date '1965-01-01' + (i * 37) % 15000, 1 + i % 3, 50 + (i * 7) % 50, 150 + (i * 11) % 45,
        1 + i % 5, now(), now() - ((i % 700) || ' days')::interval
      from generate_series(${lo}, ${hi}) i`,
    auth_tokens: `insert into auth_tokens (user_id, kind, token_hash, expires_at, last_used_at)
      select i, 'session', encode(sha256(convert_to('scale.' || i, 'UTF8')), 'hex'), now() + interval '30 days', now()
      from generate_series(${lo}, ${hi}) i`,
    user_routines: `insert into user_routines (id, user_id, nombre, objetivo_id, dificultad_id, metodo_id,
        fecha_inicio, fecha_fin, dia, created_at)
      overriding system value
      select (i - 1) * ${ROUTINES} + r + 1, i, 'Rutina ' || (r + 1), 1 + (i + r) % 5, 1 + (i + r) % 3, 1 + (i + r) % 4,
        current_date - (r * 30 + i % 30), current_date - (r * 30 + i % 30) + 56, 1 + (i + r) % 7, now()
      from generate_series(${lo}, ${hi}) i, generate_series(0, ${ROUTINES - 1}) r`,
    user_routine_exercises: `insert into user_routine_exercises (id, user_routine_id, exercise_id, orden, series, repeticiones)
      overriding system value
      select (ur - 1) * ${EXERCISES_PER_ROUTINE} + e + 1, ur, ${ex('ur * 7 + e * 13')}, e + 1, 3 + e % 2, 8 + e % 5
      from generate_series((${lo} - 1) * ${ROUTINES} + 1, ${hi} * ${ROUTINES}) ur,
        generate_series(0, ${EXERCISES_PER_ROUTINE - 1}) e`,
    // Session k (0-based) of user i: k < FINISHED finished, k * 9 + i % 7 days ago from the
    // oldest; the last one started ten minutes ago and is in progress.
    workouts: `insert into workouts (id, user_id, user_routine_id, cliente_id, nombre, estado, iniciado_en, terminado_en)
      overriding system value
      select w.id, w.i, (w.i - 1) * ${ROUTINES} + w.k % ${ROUTINES} + 1, md5('scale-workout-' || w.id)::uuid,
        'Rutina ' || (w.k % ${ROUTINES} + 1), case when w.k < ${FINISHED} then 'terminado' else 'en_curso' end,
        w.started, case when w.k < ${FINISHED} then w.started + interval '1 hour' end
      from (
        select case when k < ${FINISHED} then (i - 1) * ${FINISHED} + k + 1 else ${users * FINISHED} + i end as id, i, k,
          case when k < ${FINISHED}
            then now() - (((${FINISHED} - k) * 9 + i % 7) || ' days')::interval - ((i % 10) || ' hours')::interval
            else now() - interval '10 minutes' end as started
        from generate_series(${lo}, ${hi}) i, generate_series(0, ${FINISHED}) k) w
      order by w.started`,
    workout_exercises: `insert into workout_exercises (id, workout_id, exercise_id, orden, series_objetivo,
        repeticiones_objetivo, descanso, medida)
      overriding system value
      select (w.id - 1) * ${SESSION_EXERCISES} + e + 1, w.id, ${ex('w.id * 3 + e * 13')}, e + 1, ${SETS}, 10, 90,
        'repeticiones'
      from workouts w, generate_series(0, ${SESSION_EXERCISES - 1}) e
      where w.id ${finished} or w.id ${current}
      order by w.iniciado_en, e`,
    // Two weights per exercise and session (two sets, then 2.5 kg more), as people lift.
    workout_sets: `insert into workout_sets (id, workout_id, workout_exercise_id, orden, medida, repeticiones, kg, rir,
        completada_en)
      select gen_random_uuid(), w.id, (w.id - 1) * ${SESSION_EXERCISES} + e + 1, s + 1, 'repeticiones',
        5 + (w.id + e + s) % 8, 20 + (w.id * 7 + e * 11) % 60 + case when s < 2 then 0 else 2.5 end, s % 4,
        w.iniciado_en + ((e * ${SETS} + s + 1) || ' minutes')::interval
      from workouts w, generate_series(0, ${SESSION_EXERCISES - 1}) e, generate_series(0, ${SETS - 1}) s
      where w.id ${finished} and w.estado = 'terminado'
      order by w.iniciado_en, e, s`,
    // What workout_weight_bests_compute (migrations 0009, 0015) writes for a finished session.
    workout_weight_bests: `insert into workout_weight_bests (workout_id, exercise_id, kg, repeticiones, e1rm, volumen)
      select s.workout_id, we.exercise_id, s.kg::float8, max(s.repeticiones)::float8,
        max(s.kg::float8 * (1 + s.repeticiones / 30.0::float8)) filter (where s.repeticiones between 1 and 10 and s.kg > 0),
        sum(s.kg::float8 * s.repeticiones)
      from workout_sets s join workout_exercises we on we.id = s.workout_exercise_id
      where s.workout_id ${finished}
        and s.medida = 'repeticiones' and s.kg is not null and s.repeticiones is not null
        and s.tipo <> 'calentamiento'
      group by s.workout_id, we.exercise_id, s.kg::float8`,
  };
}

async function rows(db: Db, query: string) {
  return (await db.execute<Record<string, unknown>>(sql.raw(query))).rows;
}

/** PostgreSQL refused a statement for want of privilege (42501), directly or as drizzle's cause. */
function permissionDenied(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.cause?.code ?? e.code) === '42501';
}

/**
 * Triggers off for the load; returns what turns them back on. A superuser (the bench's admin URL)
 * sets session_replication_role = replica, which also skips the foreign-key checks. A role that
 * only owns the tables (CI's, the tests') may not: it disables the bulk tables' own triggers
 * instead, and the foreign keys are checked.
 */
async function triggersOff(db: Db): Promise<() => Promise<void>> {
  try {
    await rows(db, `set session_replication_role = replica`);
    return async () => void (await rows(db, `set session_replication_role = origin`));
  } catch (error) {
    if (!permissionDenied(error)) throw error;
    for (const table of BULK_TABLES) await rows(db, `alter table ${table} disable trigger user`);
    return async () => {
      for (const table of BULK_TABLES) await rows(db, `alter table ${table} enable trigger user`);
    };
  }
}

/**
 * Fills a freshly prepared (migrated and seeded, no users) database with `users` users and their
 * data. `log` hears each step's time. Runs on one connection (Database.exclusive): the session
 * settings below hold for it alone.
 */
export async function generateScaleData(
  database: Database,
  users: number,
  log: (line: string) => void = () => {},
): Promise<GenerationTimes> {
  const steps: Record<string, number> = {};
  const started = performance.now();
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const result = await work();
    steps[name] = (steps[name] ?? 0) + (performance.now() - t) / 1000;
    return result;
  };
  const counts: Record<string, number> = {};
  await database.exclusive(async (db) => {
    const triggersOn = await triggersOff(db);
    await rows(db, `set maintenance_work_mem = '256MB'`);
    await rows(
      db,
      `create temporary table scale_catalogue as
        select array_agg(id order by id) as ids from exercises where medida = 'repeticiones'`,
    );
    const indexes = await rows(
      db,
      `select i.indexname, i.indexdef from pg_indexes i
       where i.schemaname = 'public' and i.tablename in (${BULK_TABLES.map((t) => `'${t}'`).join(', ')})
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    );
    await step('drop indexes', async () => {
      for (const ix of indexes) await rows(db, `drop index "${String(ix.indexname)}"`);
    });
    for (let lo = 1; lo <= users; lo += CHUNK) {
      const hi = Math.min(users, lo + CHUNK - 1);
      const statements = chunkStatements(lo, hi, users);
      await rows(db, 'begin');
      for (const [table, query] of Object.entries(statements)) await step(table, () => rows(db, query));
      await rows(db, 'commit');
      log(`  users ${lo}-${hi}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    await step('rebuild indexes', async () => {
      for (const ix of indexes) await rows(db, String(ix.indexdef));
    });
    await step('sequences', async () => {
      for (const table of ['users', 'user_routines', 'user_routine_exercises', 'workouts', 'workout_exercises'])
        await rows(db, `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    });
    await triggersOn();
    // What autovacuum does after such a load: statistics for the planner, the visibility map
    // for index-only scans.
    await step('vacuum analyze', async () => {
      for (const table of BULK_TABLES) await rows(db, `vacuum analyze ${table}`);
    });
    // The load's dirty pages written out now, not by a checkpoint in the middle of the measures.
    // A role without pg_checkpoint (CI's) leaves it to the next scheduled checkpoint.
    await step('checkpoint', () =>
      rows(db, 'checkpoint').catch((error: unknown) => {
        if (!permissionDenied(error)) throw error;
        return [];
      }),
    );
    for (const table of BULK_TABLES)
      counts[table] = Number((await rows(db, `select count(*)::bigint as n from ${table}`))[0]!.n);
  });
  const totalSeconds = (performance.now() - started) / 1000;
  log(`  generated ${users} users in ${totalSeconds.toFixed(0)} s`);
  return { users, steps, totalSeconds, rows: counts };
}

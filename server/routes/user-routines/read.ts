import type { PGlite } from '@electric-sql/pglite';
import { and, eq, fillPlaceholders, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { UserRoutine, UserRoutineList } from '../../../src/lib/contract';
import type { Db } from '../../db/client';
import { difficulties, methods, userRoutineExercises as ue, userRoutines, users } from '../../db/schema';
import { bmi, formatDateTime } from '../../domain/profile';
import { todayIso } from '../../domain/routines/schedule';
import { pageCount } from '../query-schemas';
import { catalogueTexts } from './catalogue-texts';

/**
 * The read side of user routines: `GET user-routines` and `GET user-routines/{id}` (which every
 * write answers with). Both read routines with one query whatever their number (no N+1), and
 * write the API JSON (contract.ts `userRoutine`, keys in its order) as text:
 *
 * - PostgreSQL writes each routine's own fields and its exercises' numbers and comments as
 *   compact JSON (row_to_json, and string concatenation for the exercises, which is several
 *   times cheaper for PostgreSQL than row_to_json over 160 rows);
 * - Node adds the catalogue texts of each exercise from a per-process cache of ready JSON
 *   fragments (catalogue-texts.ts): they are 85 % of the bytes, and escaping them in
 *   PostgreSQL on every request was most of its time.
 *
 * The list statements are prepared (a named statement per pool connection on PostgreSQL): the
 * plan of this query costs more than running it.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;
type Placeholder = ReturnType<typeof sql.placeholder>;
type Value = Placeholder | number;

/** Today inside [start, end], in SQL (same rule as `isActive` in domain/routines/schedule.ts). */
const activeSql = (today: Placeholder | string): SQL =>
  and(
    isNotNull(userRoutines.fechaInicio),
    isNotNull(userRoutines.fechaFin),
    lte(userRoutines.fechaInicio, today),
    gte(userRoutines.fechaFin, today),
  )!;

/** Stored `YYYY-MM-DD` → wire `DD-MM-YYYY`; null stays null (as `storedToWire`). */
const wireDateSql = (column: AnyPgColumn): SQL => sql`to_char(${column}, 'DD-MM-YYYY')`;

/** One exercise as the database sends it: [id, catalogue id, orden, series, repeticiones, comentario]. */
type ExerciseRow = [number, number, number, number, number, string];
/** One routine as the database sends it: every field of the API shape, exercises as rows. */
type RoutineRow = Omit<UserRoutine, 'ejercicios'> & { ejercicios: ExerciseRow[] };

/** The exercises of the routine in the enclosing query, in API order (orden, then id). */
const exerciseRowsSql = sql`('[' || coalesce((
  select string_agg('[' || ${ue.id} || ',' || ${ue.exerciseId} || ',' || ${ue.orden} || ',' || ${ue.series}
      || ',' || ${ue.repeticiones} || ',' || to_json(${ue.comentario})::text || ']', ',' order by ${ue.orden}, ${ue.id})
  from ${ue} where ${ue.userRoutineId} = ${userRoutines.id}), '') || ']')::json`;

/** Routines matching `where`, newest first, as a JSON array of `RoutineRow` (text). */
function routineRowsSql(where: SQL, today: Placeholder | string, page?: { limit: Value; offset: Value }): SQL {
  return sql`coalesce((
    select array_to_json(array_agg(row_to_json(r) order by r.rutina_id desc)) from (
      select ${userRoutines.id} as rutina_id, ${userRoutines.nombre} as nombre,
        ${userRoutines.observaciones} as rutina_observaciones, ${difficulties.nivel} as nivel,
        ${methods.nombre} as metodo_nombre, ${methods.tiempoAerobicos} as tiempo_aerobicos,
        ${methods.tiempoAnaerobicos} as tiempo_anaerobicos, ${methods.descanso} as descanso,
        ${methods.observaciones} as metodo_observaciones,
        ${wireDateSql(userRoutines.fechaInicio)} as fecha_inicio_rutina,
        ${wireDateSql(userRoutines.fechaFin)} as fecha_fin_rutina, ${userRoutines.dia} as dia,
        ${activeSql(today)} as rutina_activa, ${userRoutines.compartida} as rutina_compartida,
        ${exerciseRowsSql} as ejercicios
      from ${userRoutines}
      join ${difficulties} on ${difficulties.id} = ${userRoutines.dificultadId}
      join ${methods} on ${methods.id} = ${userRoutines.metodoId}
      where ${where}
      order by ${userRoutines.id} desc
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}
    ) r), '[]'::json)::text`;
}

/** The routines as API JSON text: the database's fields plus the cached catalogue texts. */
async function writeRoutines(db: Queryable, rowsText: string): Promise<string> {
  const rows = JSON.parse(rowsText) as RoutineRow[];
  const texts = await catalogueTexts(
    db,
    rows.flatMap((r) => r.ejercicios.map((e) => e[1])),
  );
  const routine = ({ ejercicios, ...fields }: RoutineRow) => {
    const items = ejercicios
      // As an inner join would: an exercise missing from the catalogue is left out.
      .filter((e) => texts.has(e[1]))
      .map(
        // ejercicio_id is the row's id too (contract.ts userRoutineExercise); the catalogue's travels apart.
        ([id, ejercicio, orden, series, repeticiones, comentario]) =>
          `{"id":${id},"ejercicio_id":${id},"id_ejercicio_catalogo":${ejercicio},` +
          `"orden":${orden},${texts.get(ejercicio)},` +
          `"series":${series},"repeticiones":${repeticiones},"comentario":${JSON.stringify(comentario)}}`,
      );
    return `${JSON.stringify(fields).slice(0, -1)},"ejercicios":[${items.join(',')}]}`;
  };
  return `[${rows.map(routine).join(',')}]`;
}

/** One of the caller's routines, or null (absent or someone else's). */
export async function findUserRoutine(db: Queryable, userId: number, id: number): Promise<UserRoutine | null> {
  const owned = and(eq(userRoutines.id, id), eq(userRoutines.userId, userId))!;
  const { rows } = await db.execute<{ rutinas: string }>(sql`select ${routineRowsSql(owned, todayIso())} as rutinas`);
  const [found] = JSON.parse(await writeRoutines(db, rows[0]!.rutinas)) as UserRoutine[];
  return found ?? null;
}

const param = {
  userId: sql.placeholder('userId'),
  today: sql.placeholder('today'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};
type ListArgs = { userId: number; today: string; limit: number; offset: number };

interface ListRow {
  /** users.routines_version, read in the same snapshot as the rest (list-cache.ts) */
  version: number;
  id: number;
  nombre: string;
  apellidos: string;
  email: string;
  /** created_at in seconds since the epoch */
  created: number;
  peso: number;
  altura: number;
  total: number;
  /** JSON array of RoutineRow */
  rutinas: string;
}

type ListFilter = 'all' | 'active' | 'inactive';

/** The list query for one value of `?active`: profile, count and page, in one statement. */
function listQuery(filter: ListFilter) {
  const mine = eq(userRoutines.userId, param.userId);
  const where =
    filter === 'all'
      ? mine
      : filter === 'active'
        ? and(mine, activeSql(param.today))!
        : and(mine, sql`not (${activeSql(param.today)})`)!;
  const { sql: text, params } = new PgDialect().sqlToQuery(sql`
    select ${users.routinesVersion}::float8 as version, ${users.id} as id, ${users.nombre} as nombre, ${users.apellidos} as apellidos, ${users.email} as email,
      extract(epoch from ${users.createdAt})::float8 as created,
      ${users.peso}::float8 as peso, ${users.altura}::float8 as altura,
      (select count(*)::int from ${userRoutines} where ${where}) as total,
      ${routineRowsSql(where, param.today, { limit: param.limit, offset: param.offset })} as rutinas
    from ${users} where ${users.id} = ${param.userId}`);
  return { name: `user_routine_list_${filter}`, text, params };
}

/** A SQL literal for an EXECUTE argument: only integers and ISO dates ever get here. */
function literal(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `'${value}'`;
  throw new Error(`Unexpected list query argument: ${String(value)}`);
}

const queries = new Map<ListFilter, ReturnType<typeof listQuery>>();
const preparedIn = new WeakMap<PGlite, Set<string>>();

/**
 * Runs the list query as a prepared statement: its plan costs more than running it. On
 * PostgreSQL a named statement, which node-postgres prepares once per pool connection. PGlite's
 * protocol only uses the unnamed statement, so there the statement is PREPAREd once per database
 * and run with EXECUTE, whose arguments are literals (integers and a date, see `literal`).
 */
async function runList(db: Db, filter: ListFilter, args: ListArgs): Promise<ListRow | undefined> {
  let query = queries.get(filter);
  if (!query) queries.set(filter, (query = listQuery(filter)));
  const values = fillPlaceholders(query.params, args);
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  // Told apart by shape, not instanceof, so that neither driver's module has to be loaded here
  // (db/client.ts imports only the one in use): PGlite has exec(), pg.Pool has not.
  if (!('exec' in client)) {
    const { rows } = await client.query<ListRow>({ name: query.name, text: query.text, values });
    return rows[0];
  }
  let names = preparedIn.get(client);
  if (!names) preparedIn.set(client, (names = new Set()));
  if (!names.has(query.name)) {
    await client.exec(`prepare ${query.name} as ${query.text}`);
    names.add(query.name);
  }
  const { rows } = await client.query<ListRow>(`execute ${query.name}(${values.map(literal).join(', ')})`);
  return rows[0];
}

/**
 * `GET user-routines`: the caller's profile, their routine count and one page of routines
 * (newest first), with `today` deciding `rutina_activa`. Returns the response body as JSON
 * text, keys in the order of `userRoutineList` (contract.ts), and the user's `routines_version`
 * read by the same statement (list-cache.ts); null when the user is gone.
 */
export async function listUserRoutines(
  db: Db,
  userId: number,
  opts: { page: number; limit: number; active?: boolean; today: string },
): Promise<{ body: string; version: number } | null> {
  const filter = opts.active === undefined ? 'all' : opts.active ? 'active' : 'inactive';
  const user = await runList(db, filter, {
    userId,
    today: opts.today,
    limit: opts.limit,
    offset: (opts.page - 1) * opts.limit,
  });
  if (!user) return null;
  const head: Omit<UserRoutineList, 'rutinas' | 'total_routines' | 'current_page' | 'total_pages'> = {
    id: user.id,
    nombre: user.nombre,
    apellidos: user.apellidos,
    email: user.email,
    fecha_alta: formatDateTime(new Date(user.created * 1000)),
    peso: user.peso,
    altura: user.altura,
    imc: bmi(user.peso, user.altura),
  };
  const tail: Pick<UserRoutineList, 'total_routines' | 'current_page' | 'total_pages'> = {
    total_routines: user.total,
    current_page: opts.page,
    total_pages: pageCount(user.total, opts.limit),
  };
  // {...head, rutinas, ...tail}: the key order of userRoutineList.
  const rutinas = await writeRoutines(db, user.rutinas);
  return {
    body: `${JSON.stringify(head).slice(0, -1)},"rutinas":${rutinas},${JSON.stringify(tail).slice(1)}`,
    version: user.version,
  };
}

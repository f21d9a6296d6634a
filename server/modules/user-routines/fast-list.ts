import { and, eq, fillPlaceholders, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { UserRoutine, UserRoutineList } from '../../../src/lib/contract';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import {
  difficulties,
  exercises,
  methods,
  muscleGroups,
  plans,
  userRoutineExercises as ue,
  userRoutines,
  users,
} from '../../db/schema';
import { bmi, formatDateTime } from '../../domain/profile';
import { pageCount } from '../shared/query-schemas';
import { activeWhere, listWhere, type ListOptions } from './read';

/**
 * The fast path of `GET user-routines`, an optional wrapper around the plain one (read.ts
 * `listUserRoutines`, written by the route's zod schema), switched by LIST_FAST_PATH (server/
 * config.ts; on by default). It exists for two figures of docs/PERFORMANCE.md: "routine list ÷
 * lookup throughput" (budget >= 0.5, on both databases) and the PostgreSQL list's "p99 <= 50 ms",
 * which the plain path misses (the bench's rows "the same on the plain path (LIST_FAST_PATH=0)"
 * and "the same with the list cache off" show what each part buys). It gives the plain path's
 * bytes: list.test.ts compares the two byte for byte, and list-cache.test.ts checks that every
 * write shows in the next read of every process.
 *
 * Two parts, both only here:
 *
 * 1. **The body as JSON text, from one prepared statement.** PostgreSQL writes the profile, the
 *    count and each routine's own fields (row_to_json; its keys in contract.ts order) and the
 *    exercises' numbers and comments (string concatenation, several times cheaper than
 *    row_to_json over 160 rows), the page's routines read once (a CTE) and all their exercises in
 *    one set-based scan (issue #25: a subquery per routine cost a quarter more on PGlite). Node
 *    groups the exercises under their routines and adds each exercise's catalogue texts from a per-process
 *    cache of ready JSON fragments: they are 85 % of the bytes, and escaping them in PostgreSQL on
 *    every request was most of its time. The statement is prepared: its plan costs more than
 *    running it. The raw SQL of the list lives in this file and nowhere else.
 * 2. **Ready bodies per process** (`BodyCache`), validated by users.routines_version and
 *    catalogue_version, which triggers bump in the writing transaction (migrations 0003, 0014)
 *    and the session lookup reads (plugins/auth.ts). Sized by USER_ROUTINES_CACHE_MB (0: every list is built afresh).
 *
 * `GET user-routines/{id}` takes the same path for one routine (`FastList.routine`: the list's
 * statement narrowed to the caller's routine, its body kept under the same versions), held to
 * read.ts `findUserRoutine` by one-routine.test.ts.
 *
 * A field added to the list goes into read.ts first (the plain path), then here: into
 * `pageSql` for a routine's own field (in its key order), `exerciseRowsSql` and
 * `writeRoutines` for an exercise's, `writeBody` for the profile's.
 */

// ---------------------------------------------------------------------------------------------
// Catalogue texts as ready JSON fragments.

/**
 * Name, type, instructions and muscle group of catalogue exercises as a JSON fragment, the
 * middle of a routine exercise in contract.ts order:
 * `"nombre":…,"tipo":…,"step_1":…,"step_2":…,"grupos_musculares":…`.
 *
 * Kept per app instance (each API process) under `catalogue_version` (migration 0014: bumped in the same transaction
 * as any change to the exercises or muscle groups), as the caller's session lookup read it
 * (plugins/auth.ts): a newer version empties them, so a catalogue change made through any
 * process shows in the next read of every process. Ids not seen yet are read on demand, after
 * the version was read, so a fragment is never older than the version it is kept under; a
 * request that read an older version than these gets fragments of its own, not kept.
 */
class CatalogueFragments {
  private version = -1;
  private texts = new Map<number, string>();

  constructor(private readonly db: Db) {}

  /** The fragments of exercises `ids` at catalogue version `version` (or later). */
  async get(ids: Iterable<number>, version: number): Promise<ReadonlyMap<number, string>> {
    if (version > this.version) {
      this.version = version;
      this.texts = new Map();
    }
    const texts = version === this.version ? this.texts : new Map<number, string>();
    const missing = [...new Set(ids)].filter((id) => !texts.has(id));
    if (missing.length > 0) {
      const rows = await this.db
        .select({
          id: exercises.id,
          nombre: exercises.nombre,
          tipo: exercises.tipo,
          step_1: exercises.inicio,
          step_2: exercises.fin,
          grupos_musculares: muscleGroups.nombre,
        })
        .from(exercises)
        .innerJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
        .where(inArray(exercises.id, missing));
      for (const { id, ...fragment } of rows) texts.set(id, JSON.stringify(fragment).slice(1, -1));
    }
    return texts;
  }
}

// ---------------------------------------------------------------------------------------------
// The statement.

const param = {
  userId: sql.placeholder('userId'),
  today: sql.placeholder('today'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  id: sql.placeholder('id'),
};
type ListArgs = { userId: number; today: string; limit: number; offset: number };

/** Stored `YYYY-MM-DD` → wire `DD-MM-YYYY`; null stays null (as `storedToWire`). */
const wireDateSql = (column: AnyPgColumn): SQL => sql`to_char(${column}, 'DD-MM-YYYY')`;

/**
 * One exercise as the database sends it: [routine id, id, catalogue id, orden, series,
 * repeticiones, comentario].
 */
type ExerciseRow = [number, number, number, number, number, number, string];
/** One routine as the database sends it: every field of the API shape but its exercises. */
type RoutineRow = Omit<UserRoutine, 'ejercicios'>;

/**
 * Every exercise of the page's routines (the `page` CTE of `listQuery`) as one JSON array of
 * `ExerciseRow`, by routine (newest first), then in API order (orden, then id): one set-based
 * scan of the page's routines' exercises, not a subquery per routine.
 */
const exerciseRowsSql = sql`'[' || coalesce((
  select string_agg('[' || ${ue.userRoutineId} || ',' || ${ue.id} || ',' || ${ue.exerciseId} || ',' || ${ue.orden}
      || ',' || ${ue.series} || ',' || ${ue.repeticiones} || ',' || to_json(${ue.comentario})::text || ']', ','
      order by ${ue.userRoutineId} desc, ${ue.orden}, ${ue.id})
  from ${ue} where ${ue.userRoutineId} in (select rutina_id from page)), '') || ']'`;

/**
 * The routine's programme (contract-plans.ts `routinePlanInfo`, keys in its order), null outside
 * one; `progresion` is stored as `json`, whose text keeps the contract's key order.
 */
const planInfoSql = sql`case when ${plans.id} is null then null else json_build_object(
    'plan_id', ${plans.id}, 'nombre', ${plans.nombre}, 'semanas', ${plans.semanas},
    'semana_actual', case when ${param.today}::date between ${plans.fechaInicio} and ${plans.fechaFin}
      then (${param.today}::date - ${plans.fechaInicio}) / 7 + 1 end,
    'progresion', ${plans.progresion}) end`;

/** One page of the routines matching `where`, newest first, each with every field but its exercises. */
const pageSql = (where: SQL) => sql`
      select ${userRoutines.id} as rutina_id, ${userRoutines.nombre} as nombre,
        ${userRoutines.observaciones} as rutina_observaciones, ${difficulties.nivel} as nivel,
        ${methods.nombre} as metodo_nombre, ${methods.tiempoAerobicos} as tiempo_aerobicos,
        ${methods.tiempoAnaerobicos} as tiempo_anaerobicos, ${methods.descanso} as descanso,
        ${methods.observaciones} as metodo_observaciones,
        ${wireDateSql(userRoutines.fechaInicio)} as fecha_inicio_rutina,
        ${wireDateSql(userRoutines.fechaFin)} as fecha_fin_rutina, ${userRoutines.dia} as dia,
        ${activeWhere(param.today)} as rutina_activa, ${userRoutines.compartida} as rutina_compartida,
        ${planInfoSql} as plan
      from ${userRoutines}
      join ${difficulties} on ${difficulties.id} = ${userRoutines.dificultadId}
      join ${methods} on ${methods.id} = ${userRoutines.metodoId}
      left join ${plans} on ${plans.id} = ${userRoutines.planId}
      where ${where}
      order by ${userRoutines.id} desc
      limit ${param.limit} offset ${param.offset}`;

/** The `page` CTE as a JSON array of `RoutineRow` (text), newest first. */
const routinesJsonSql = sql`coalesce((select array_to_json(array_agg(row_to_json(p) order by p.rutina_id desc))
  from page p), '[]'::json)::text`;

interface ListRow {
  /** users.routines_version, read in the same snapshot as the rest (the body is cached under it) */
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
  /** JSON array of ExerciseRow, every exercise of those routines */
  ejercicios: string;
}

type ListFilter = 'all' | 'active' | 'inactive';

/** The list statement for one value of `?active`: version, profile, count and page, in one statement. */
function listQuery(filter: ListFilter) {
  const where = listWhere(param.userId, filter === 'all' ? undefined : filter === 'active', param.today);
  const { sql: text, params } = new PgDialect().sqlToQuery(sql`
    with page as materialized (${pageSql(where)})
    select ${users.routinesVersion}::float8 as version, ${users.id} as id, ${users.nombre} as nombre, ${users.apellidos} as apellidos, ${users.email} as email,
      extract(epoch from ${users.createdAt})::float8 as created,
      ${users.peso}::float8 as peso, ${users.altura}::float8 as altura,
      (select count(*)::int from ${userRoutines} where ${where}) as total,
      ${routinesJsonSql} as rutinas, ${exerciseRowsSql} as ejercicios
    from ${users} where ${users.id} = ${param.userId}`);
  return { name: `user_routine_list_${filter}`, text, params };
}

/**
 * Named optimisation **"one routine from the list's statement"** (docs/PERFORMANCE.md, "Issue
 * #25: original routes on the embedded database"): `GET user-routines/{id}` as the list writes
 * its routines, the `page` CTE narrowed to the caller's routine `id` (another user's: no row).
 */
function routineQuery() {
  const where = and(eq(userRoutines.id, param.id), eq(userRoutines.userId, param.userId))!;
  const { sql: text, params } = new PgDialect().sqlToQuery(sql`
    with page as materialized (${pageSql(where)})
    select ${users.routinesVersion}::float8 as version, ${routinesJsonSql} as rutinas, ${exerciseRowsSql} as ejercicios
    from ${users} where ${users.id} = ${param.userId}`);
  return { name: 'user_routine_one', text, params };
}
let oneRoutine: ReturnType<typeof routineQuery> | undefined;

const queries = new Map<ListFilter, ReturnType<typeof listQuery>>();

/**
 * Runs the list statement prepared (db/prepared.ts: a named statement per pool connection on
 * PostgreSQL, PREPARE once and EXECUTE on PGlite, whose protocol only uses the unnamed
 * statement).
 */
async function runList(db: Db, filter: ListFilter, args: ListArgs): Promise<ListRow | undefined> {
  let query = queries.get(filter);
  if (!query) queries.set(filter, (query = listQuery(filter)));
  const { rows } = await executePrepared<ListRow>(db, query, fillPlaceholders(query.params, args));
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// The body.

/** The routines as API JSON text: the database's fields plus the cached catalogue texts. */
async function writeRoutines(
  fragments: CatalogueFragments,
  rowsText: string,
  exercisesText: string,
  catalogueVersion: number,
): Promise<string> {
  const rows = JSON.parse(rowsText) as RoutineRow[];
  const exercises = JSON.parse(exercisesText) as ExerciseRow[];
  const texts = await fragments.get(
    exercises.map((e) => e[2]),
    catalogueVersion,
  );
  const items = new Map<number, string[]>();
  for (const [routine, id, ejercicio, orden, series, repeticiones, comentario] of exercises) {
    const text = texts.get(ejercicio);
    // As read.ts's inner join: an exercise missing from the catalogue is left out.
    if (text === undefined) continue;
    let list = items.get(routine);
    if (!list) items.set(routine, (list = []));
    // ejercicio_id is the row's id too (contract.ts userRoutineExercise); the catalogue's travels apart.
    list.push(
      `{"id":${id},"ejercicio_id":${id},"id_ejercicio_catalogo":${ejercicio},` +
        `"orden":${orden},${text},` +
        `"series":${series},"repeticiones":${repeticiones},"comentario":${JSON.stringify(comentario)}}`,
    );
  }
  const routine = (fields: RoutineRow) =>
    `${JSON.stringify(fields).slice(0, -1)},"ejercicios":[${(items.get(fields.rutina_id) ?? []).join(',')}]}`;
  return `[${rows.map(routine).join(',')}]`;
}

/** The whole body, keys in the order of `userRoutineList` (contract.ts). */
async function writeBody(
  fragments: CatalogueFragments,
  user: ListRow,
  opts: ListOptions,
  catalogueVersion: number,
): Promise<string> {
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
  const rutinas = await writeRoutines(fragments, user.rutinas, user.ejercicios, catalogueVersion);
  return `${JSON.stringify(head).slice(0, -1)},"rutinas":${rutinas},${JSON.stringify(tail).slice(1)}`;
}

// ---------------------------------------------------------------------------------------------
// Ready bodies per process.

/** What identifies one `GET user-routines` body besides the data behind it. */
export type ListKey = ListOptions & { userId: number };

/** The versions a body was built at: the user's routines_version and the catalogue's. */
export interface Versions {
  routines: number;
  catalogue: number;
}

/** Bytes counted per entry besides its body (the key, the entry, the cache's bookkeeping). */
const ENTRY_OVERHEAD = 200;

/**
 * Ready response bodies, per API process, bounded by total bytes (least recently used out
 * first): list pages keyed by user, page, limit, `?active` and today's date (`rutina_activa`
 * depends on it), single routines by user, routine and today's date.
 *
 * Correct across several stateless processes on one database: an entry is only served when its
 * versions equal the user's `routines_version` and the `catalogue_version` that this request's
 * session lookup just read (auth.ts). Triggers bump the first in the same transaction as any
 * change to the user's routines, their exercises or the profile fields the list shows (migration
 * 0003), the second with any change to the catalogue, muscle groups, methods or difficulties
 * (migration 0014). The statements return the routines version they read with the rest, so a
 * body is stored under the version of the very snapshot it was built from; the catalogue's was
 * read before it (an entry is never older than its versions). A write anywhere (this process,
 * another one, plain SQL) makes every cached body of that user, or every body, stale at once.
 * Not covered: a programme's row (`plans`) changed in SQL alone; the API never updates one
 * (creating and deleting one writes the user's routines too, which bumps the version).
 */
class BodyCache {
  private readonly entries: LRUCache<string, Versions & { body: Buffer }>;

  constructor(maxBytes: number) {
    this.entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => entry.body.length + key.length + ENTRY_OVERHEAD,
    });
  }

  /** The body cached under `key` if it was built at `versions`, else undefined. */
  get(key: string, versions: Versions): Buffer | undefined {
    const entry = this.entries.get(key);
    return entry?.routines === versions.routines && entry.catalogue === versions.catalogue ? entry.body : undefined;
  }

  /** Keeps `body`, built at `versions`, unless a body of a newer version is already there. */
  set(key: string, versions: Versions, body: Buffer): void {
    const current = this.entries.peek(key);
    if (current && (current.routines > versions.routines || current.catalogue > versions.catalogue)) return;
    this.entries.set(key, { ...versions, body });
  }
}

/** The fast path, one per app instance (each API process keeps its own bodies). */
export class FastList {
  private readonly cache: BodyCache | null;
  private readonly fragments: CatalogueFragments;

  /** `cacheBytes`: USER_ROUTINES_CACHE_MB in bytes; 0 builds every body afresh. */
  constructor(
    private readonly db: Db,
    cacheBytes: number,
  ) {
    this.cache = cacheBytes > 0 ? new BodyCache(cacheBytes) : null;
    this.fragments = new CatalogueFragments(db);
  }

  /**
   * The `GET user-routines` body (the JSON the plain path's serializer would write) for `key`,
   * with `versions` as the caller's session lookup read them; null when the user is gone.
   */
  async body(key: ListKey, versions: Versions): Promise<Buffer | null> {
    const { userId, page, limit, active, today } = key;
    const cacheKey = `list/${userId}/${page}/${limit}/${active ?? ''}/${today}`;
    const cached = this.cache?.get(cacheKey, versions);
    if (cached) return cached;
    const filter = active === undefined ? 'all' : active ? 'active' : 'inactive';
    const user = await runList(this.db, filter, { userId, today, limit, offset: (page - 1) * limit });
    if (!user) return null;
    const body = Buffer.from(await writeBody(this.fragments, user, key, versions.catalogue));
    this.cache?.set(cacheKey, { routines: user.version, catalogue: versions.catalogue }, body);
    return body;
  }

  /**
   * The `GET user-routines/{id}` body (read.ts `findUserRoutine` as the route's schema writes
   * it) of the caller's routine `id`, null when it is not theirs or absent (the route's 404).
   */
  async routine(userId: number, id: number, today: string, versions: Versions): Promise<Buffer | null> {
    const cacheKey = `routine/${userId}/${id}/${today}`;
    const cached = this.cache?.get(cacheKey, versions);
    if (cached) return cached;
    oneRoutine ??= routineQuery();
    const args = { userId, id, today, limit: 1, offset: 0 };
    const { rows } = await executePrepared<{ version: number; rutinas: string; ejercicios: string }>(
      this.db,
      oneRoutine,
      fillPlaceholders(oneRoutine.params, args),
    );
    const [row] = rows;
    if (!row || row.rutinas === '[]') return null;
    const written = await writeRoutines(this.fragments, row.rutinas, row.ejercicios, versions.catalogue);
    const body = Buffer.from(written.slice(1, -1));
    this.cache?.set(cacheKey, { routines: row.version, catalogue: versions.catalogue }, body);
    return body;
  }
}

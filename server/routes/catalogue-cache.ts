/**
 * Named optimisation **"catalogue bodies per process"** (docs/PERFORMANCE.md, "Issue #25: each
 * route's work"): the exercise catalogue and the public templates, which every user shares and
 * only the seed changes, are kept per process as ready JSON (written through the routes' own
 * response schemas, so the bytes are the plain path's), under `catalogue_version.version`.
 *
 * Correct with several API processes on one database: triggers (migration 0014) bump the version
 * in the same transaction as any change to those tables, and every request reads it (in the
 * session lookup, plugins/auth.ts, for the exercises; in one prepared statement that also reads
 * the caller's own `realizada` ids fresh, never cached, for the templates).
 * The version is read before the data a cache entry is built from, so an entry is never older
 * than its version. Off with CATALOGUE_CACHE=0 (the plain path: exercises/repository.ts,
 * routines/repository.ts). Held to the plain path by catalogue-cache.test.ts.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { exercise, publicRoutine } from '../../src/lib/contract';
import type { Db } from '../db/client';
import { preparedSelect } from '../db/prepared';
import { catalogueVersion, routines, userRoutines } from '../db/schema';
import { listExercises, type ExerciseFilter } from './exercises/repository';
import { findTemplates } from './routines/repository';

/** What every catalogue request reads: the version, and the templates the caller has saved. */
export interface CatalogueRead {
  version: number;
  /** routine ids of the caller's user routines (a template's `realizada`) */
  saved: Set<number>;
}

/** JSON of one value as Fastify's zod serializer writes it (parsed, then stringified). */
export const asWritten = <S extends z.ZodType>(schema: S, value: z.input<S>): string =>
  JSON.stringify(schema.parse(value));

export class CatalogueCache {
  private version = -1;
  private readonly entries = new Map<string, Promise<unknown>>();
  private readonly statement;

  /** `prepare`: PGLITE_PREPARE (db/prepared.ts). */
  constructor(db: Db, prepare: boolean) {
    const query = db
      .select({
        version: catalogueVersion.version,
        saved: sql<number[] | null>`(select json_agg(${userRoutines.routineId}) from ${userRoutines}
          where ${userRoutines.userId} = ${sql.placeholder('userId')} and ${userRoutines.routineId} is not null)`,
      })
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1));
    this.statement = preparedSelect(db, query, 'catalogue_version_and_saved', prepare);
  }

  /** One statement: the catalogue's version and the caller's saved template ids. */
  async read(userId: number): Promise<CatalogueRead> {
    const [row] = await this.statement.execute({ userId });
    if (!row) throw new Error('catalogue_version has no row (migration 0014)');
    return { version: Number(row.version), saved: new Set(row.saved ?? []) };
  }

  /**
   * The entry `key` built at `version` (or later): built once per version per process, shared by
   * the requests that arrive while it builds. A request that read an older version than another
   * already did gets a build of its own, not kept.
   */
  get<T>(key: string, version: number, build: () => Promise<T>): Promise<T> {
    if (version > this.version) {
      this.version = version;
      this.entries.clear();
    }
    if (version < this.version) return build();
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = build();
      this.entries.set(key, entry);
      // A failed build is not kept: the next request tries again.
      entry.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    return entry;
  }
}

/** A JSON array of ready items. */
const jsonArray = (items: string[]) => `[${items.join(',')}]`;

/** A filter's test on one id: `wanted` undefined matches any. */
const fits = (wanted: number | undefined, value: number) => wanted === undefined || wanted === value;

// ---------------------------------------------------------------- the exercise catalogue

interface ExerciseEntry {
  group: number;
  level: number;
  json: string;
}

const buildExercises = async (db: Db): Promise<ExerciseEntry[]> =>
  (await listExercises(db)).map((e) => ({
    group: e.grupos_musculares_id,
    level: e.dificultad_id,
    json: asWritten(exercise, e),
  }));

/**
 * `GET exercises` and `exercises/filter`'s body, as listExercises(db, filter) written.
 * `version`: the catalogue's, as the caller's session lookup read it (plugins/auth.ts), so
 * this costs no statement of its own.
 */
export async function exercisesBody(cache: CatalogueCache, db: Db, version: number, filter: ExerciseFilter = {}) {
  const all = await cache.get('exercises', version, () => buildExercises(db));
  return jsonArray(all.filter((e) => fits(filter.group, e.group) && fits(filter.level, e.level)).map((e) => e.json));
}

// ---------------------------------------------------------------- public templates

/** A public template's JSON around its `realizada`, which is the caller's: head + boolean + tail. */
interface TemplateEntry {
  id: number;
  goal: number;
  level: number;
  head: string;
  tail: string;
}

/**
 * Every public template, written with `realizada: false` and cut at that value. The cut is the
 * first `"realizada":false`: the keys before it are numbers and strings, and a JSON string never
 * holds an unescaped quote, so that text can only be the key itself.
 */
const buildTemplates = (db: Db): Promise<TemplateEntry[]> =>
  db.transaction(async (tx) => {
    const ids = await tx
      .select({ id: routines.id, goal: routines.objetivoId, level: routines.dificultadId })
      .from(routines)
      .where(isNull(routines.ownerUserId));
    const byId = new Map(ids.map((r) => [r.id, r]));
    const templates = await findTemplates(tx, null, isNull(routines.ownerUserId));
    return templates.map((t) => {
      const json = asWritten(publicRoutine, t);
      const at = json.indexOf('"realizada":false');
      const head = json.slice(0, at + '"realizada":'.length);
      return { ...byId.get(t.id_rutina)!, head, tail: json.slice(at + '"realizada":false'.length) };
    });
  });

const written = (t: TemplateEntry, saved: Set<number>) => `${t.head}${saved.has(t.id)}${t.tail}`;

/** `GET routines/filter`'s body, as listPublicRoutines(db, userId, filter) written. */
export async function publicRoutinesBody(
  cache: CatalogueCache,
  db: Db,
  userId: number,
  filter: { objetivos_id?: number; dificultad_id?: number },
) {
  const { version, saved } = await cache.read(userId);
  const all = await cache.get('templates', version, () => buildTemplates(db));
  return jsonArray(
    all
      .filter((t) => fits(filter.objetivos_id, t.goal) && fits(filter.dificultad_id, t.level))
      .map((t) => written(t, saved)),
  );
}

/** `GET routines/{id}`'s body when `id` is a public template; null otherwise (the plain path's). */
export async function publicRoutineBody(cache: CatalogueCache, db: Db, userId: number, id: number) {
  const { version, saved } = await cache.read(userId);
  const found = (await cache.get('templates', version, () => buildTemplates(db))).find((t) => t.id === id);
  return found ? written(found, saved) : null;
}

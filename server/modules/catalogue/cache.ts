/**
 * Named optimisation **"catalogue bodies per process"** (docs/PERFORMANCE.md, "Issue #25: each
 * route's work"): the exercise catalogue and the public templates, which every user shares and
 * only the seed changes, are kept per process as ready JSON (written through the routes' own
 * response schemas, so the bytes are the plain path's), under `catalogue_version.version`, and
 * sent as ready bytes (a `Buffer`: no body is joined or encoded per request).
 *
 * Correct with several API processes on one database: triggers (migration 0014) bump the version
 * in the same transaction as any change to those tables, and every request reads it in its
 * session lookup (plugins/auth.ts). A template's `realizada` is the caller's: the ids of the
 * templates they saved are kept per caller under their `users.routines_version`, read by the same
 * lookup, which migration 0003's triggers bump with any write of their user routines.
 * A version is read before the data a cache entry is built from, so an entry is never older
 * than its version. Off with CATALOGUE_CACHE=0 (the plain path: exercises/repository.ts,
 * routines/repository.ts). Held to the plain path by catalogue/cache.test.ts.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { exercise, publicRoutine } from '../../../src/lib/contract';
import type { Db } from '../../db/client';
import { preparedSelect } from '../../db/prepared';
import { routines, userRoutines } from '../../db/schema';
import { listExercises, type ExerciseFilter } from '../exercises/repository';
import { findTemplates } from '../routines/repository';

/** JSON of one value as Fastify's zod serializer writes it (parsed, then stringified). */
export const asWritten = <S extends z.ZodType>(schema: S, value: z.input<S>): string =>
  JSON.stringify(schema.parse(value));

/** Whose `realizada` a template body shows: the caller, with the versions its session lookup read. */
export interface CatalogueReader {
  id: number;
  /** users.routines_version: every write of the caller's user routines bumps it (migration 0003). */
  routinesVersion: number;
  /** catalogue_version.version (migration 0014). */
  catalogueVersion: number;
}

/** Callers whose saved template ids are kept; the one kept longest goes first past it. */
export const SAVED_USERS_KEPT = 10_000;

export class CatalogueCache {
  private version = -1;
  private readonly entries = new Map<string, Promise<unknown>>();
  private readonly savedByUser = new Map<number, { version: number; ids: Promise<Set<number>> }>();
  private readonly statement;

  /** `prepare`: PGLITE_PREPARE (db/prepared.ts). */
  constructor(db: Db, prepare: boolean) {
    const query = db
      .select({ routineId: userRoutines.routineId })
      .from(userRoutines)
      .where(and(eq(userRoutines.userId, sql.placeholder('userId')), isNotNull(userRoutines.routineId)));
    this.statement = preparedSelect(db, query, 'catalogue_saved_templates', prepare);
  }

  /**
   * The templates the caller has saved (routine ids of their user routines: a template's
   * `realizada`), kept per caller under their `routines_version`, which any write of their user
   * routines bumps in its own transaction (migration 0003's triggers, whichever process or
   * statement wrote it): read after that version, an entry is never older than it, and a newer
   * version is read afresh.
   */
  saved(reader: CatalogueReader): Promise<Set<number>> {
    const kept = this.savedByUser.get(reader.id);
    if (kept && kept.version === reader.routinesVersion) return kept.ids;
    const ids = this.statement
      .execute({ userId: reader.id })
      .then((rows) => new Set(rows.map((r) => r.routineId).filter((id): id is number => id !== null)));
    this.savedByUser.delete(reader.id);
    if (this.savedByUser.size >= SAVED_USERS_KEPT) this.savedByUser.delete(this.savedByUser.keys().next().value!);
    this.savedByUser.set(reader.id, { version: reader.routinesVersion, ids });
    // A failed read is not kept: the next request tries again.
    ids.catch(() => {
      if (this.savedByUser.get(reader.id)?.ids === ids) this.savedByUser.delete(reader.id);
    });
    return ids;
  }

  /** Callers whose saved templates are kept. */
  get savedUsers(): number {
    return this.savedByUser.size;
  }

  /** Entries kept at the current version. */
  get size(): number {
    return this.entries.size;
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

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** A JSON array of ready items, each given as the bytes of its parts, as one `Buffer`. */
const bytesArray = (items: Buffer[][]) =>
  Buffer.concat([OPEN, ...items.flatMap((parts, i) => (i === 0 ? parts : [COMMA, ...parts])), CLOSE]);

/** A filter's test on one id: `wanted` undefined matches any. */
const fits = (wanted: number | undefined, value: number) => wanted === undefined || wanted === value;

// ---------------------------------------------------------------- the exercise catalogue

interface ExerciseEntry {
  group: number;
  level: number;
  json: string;
}

interface ExerciseCatalogue {
  entries: ExerciseEntry[];
  groups: Set<number>;
  levels: Set<number>;
}

const buildExercises = async (db: Db): Promise<ExerciseCatalogue> => {
  const entries = (await listExercises(db)).map((e) => ({
    group: e.grupos_musculares_id,
    level: e.dificultad_id,
    json: asWritten(exercise, e),
  }));
  return { entries, groups: new Set(entries.map((e) => e.group)), levels: new Set(entries.map((e) => e.level)) };
};

/**
 * `GET exercises` and `exercises/filter`'s body, as listExercises(db, filter) written, as the
 * bytes sent: a body of up to 200 KB joined and encoded anew on every request cost more than the
 * rest of the request. A filter of an existing group and level (or none) keeps its bytes under the
 * version, so their number stays bounded by the catalogue's groups times its levels; any other
 * filter's body is written for its request. `version`: the catalogue's, as the caller's session
 * lookup read it (plugins/auth.ts), so this costs no statement of its own.
 */
export async function exercisesBody(
  cache: CatalogueCache,
  db: Db,
  version: number,
  filter: ExerciseFilter = {},
): Promise<Buffer> {
  const catalogue = await cache.get('exercises', version, () => buildExercises(db));
  const write = async () =>
    Buffer.from(
      jsonArray(
        catalogue.entries.filter((e) => fits(filter.group, e.group) && fits(filter.level, e.level)).map((e) => e.json),
      ),
    );
  const known =
    (filter.group === undefined || catalogue.groups.has(filter.group)) &&
    (filter.level === undefined || catalogue.levels.has(filter.level));
  return known ? cache.get(`exercises:${filter.group ?? ''}:${filter.level ?? ''}`, version, write) : write();
}

// ---------------------------------------------------------------- public templates

/** A public template's JSON around its `realizada`, which is the caller's: head + boolean + tail. */
interface TemplateEntry {
  id: number;
  goal: number;
  level: number;
  head: Buffer;
  tail: Buffer;
}

/**
 * Every public template, written with `realizada: false` and cut at that value. The cut is the
 * first `"realizada":false`: the keys before it are numbers and strings, and a JSON string never
 * holds an unescaped quote, so that text can only be the key itself. Kept as bytes, so a body is
 * copied together rather than written and encoded anew.
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
      return {
        ...byId.get(t.id_rutina)!,
        head: Buffer.from(json.slice(0, at + '"realizada":'.length)),
        tail: Buffer.from(json.slice(at + '"realizada":false'.length)),
      };
    });
  });

const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const parts = (t: TemplateEntry, saved: Set<number>) => [t.head, saved.has(t.id) ? TRUE : FALSE, t.tail];

/** `GET routines/filter`'s body, as listPublicRoutines(db, userId, filter) written, as the bytes sent. */
export async function publicRoutinesBody(
  cache: CatalogueCache,
  db: Db,
  reader: CatalogueReader,
  filter: { objetivos_id?: number; dificultad_id?: number },
): Promise<Buffer> {
  const all = await cache.get('templates', reader.catalogueVersion, () => buildTemplates(db));
  const saved = await cache.saved(reader);
  return bytesArray(
    all
      .filter((t) => fits(filter.objetivos_id, t.goal) && fits(filter.dificultad_id, t.level))
      .map((t) => parts(t, saved)),
  );
}

/** `GET routines/{id}`'s body when `id` is a public template; null otherwise (the plain path's). */
export async function publicRoutineBody(cache: CatalogueCache, db: Db, reader: CatalogueReader, id: number) {
  const found = (await cache.get('templates', reader.catalogueVersion, () => buildTemplates(db))).find(
    (t) => t.id === id,
  );
  return found ? Buffer.concat(parts(found, await cache.saved(reader))) : null;
}

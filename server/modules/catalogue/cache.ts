/**
 * Named optimisation **"catalogue bodies per process"** (docs/PERFORMANCE.md register): the
 * exercise catalogue and the public templates, which every user shares, are kept per process as
 * ready JSON (written through the routes' own response schemas, so the bytes are the plain
 * path's) and sent as ready bytes (a `Buffer`: no body is joined or encoded per request). It buys
 * the figures "GET /api/exercises" and "GET /api/routines/filter", signed in.
 *
 * Only the seed writes the catalogue, at start-up, before the process serves (server/db/prepare.ts);
 * nothing else does (docs/OPERATIONS.md, "Editing the catalogue"). So an entry, built on its first
 * request, holds for the process's lifetime: with several processes, each fills its cache after
 * its own seed, and a rolling deploy replaces the processes of the old catalogue with ones of the
 * new. A template's `realizada` is the caller's: read per request (one prepared statement,
 * routines/repository.ts `savedTemplatesReader`). Off with CATALOGUE_CACHE=0 (the plain path:
 * exercises/repository.ts, routines/repository.ts). Held to the plain path by
 * catalogue/cache.test.ts.
 */
import type { z } from 'zod';
import { exercise, publicRoutine } from '../../../src/lib/contract';
import type { Db } from '../../db/client';
import { listExercises, type ExerciseFilter } from '../exercises/repository';
import { listTemplateKeys, publicTemplates, savedTemplatesReader } from '../routines/repository';

/** JSON of one value as Fastify's zod serializer writes it (parsed, then stringified). */
export const asWritten = <S extends z.ZodType>(schema: S, value: z.input<S>): string =>
  JSON.stringify(schema.parse(value));

export class CatalogueCache {
  private readonly entries = new Map<string, Promise<unknown>>();
  /** The ids of the templates a user saved (their `realizada`), read on every call. */
  readonly saved: (userId: number) => Promise<Set<number>>;

  /** `prepare`: PGLITE_PREPARE (server/db/prepared.ts). */
  constructor(db: Db, prepare: boolean) {
    this.saved = savedTemplatesReader(db, prepare);
  }

  /** Entries kept. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The entry `key`: built once per process, on its first request, and shared by the requests
   * that arrive while it builds. A failed build is not kept: the next request tries again.
   */
  get<T>(key: string, build: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = build();
      this.entries.set(key, entry);
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
 * filter's body is written for its request.
 */
export async function exercisesBody(cache: CatalogueCache, db: Db, filter: ExerciseFilter = {}): Promise<Buffer> {
  const catalogue = await cache.get('exercises', () => buildExercises(db));
  const write = async () =>
    Buffer.from(
      jsonArray(
        catalogue.entries.filter((e) => fits(filter.group, e.group) && fits(filter.level, e.level)).map((e) => e.json),
      ),
    );
  const known =
    (filter.group === undefined || catalogue.groups.has(filter.group)) &&
    (filter.level === undefined || catalogue.levels.has(filter.level));
  return known ? cache.get(`exercises:${filter.group ?? ''}:${filter.level ?? ''}`, write) : write();
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
 * copied together rather than written and encoded anew. Read in one snapshot (repeatable read),
 * so another process's seed committing in between cannot mix two catalogues.
 */
const buildTemplates = (db: Db): Promise<TemplateEntry[]> =>
  db.transaction(
    async (tx) => {
      const byId = new Map((await listTemplateKeys(tx)).map((r) => [r.id, r]));
      return (await publicTemplates(tx)).map((t) => {
        const json = asWritten(publicRoutine, t);
        const at = json.indexOf('"realizada":false');
        return {
          ...byId.get(t.id_rutina)!,
          head: Buffer.from(json.slice(0, at + '"realizada":'.length)),
          tail: Buffer.from(json.slice(at + '"realizada":false'.length)),
        };
      });
    },
    { isolationLevel: 'repeatable read' },
  );

/** Every public template's entry, built once per process. */
const templatesOf = (cache: CatalogueCache, db: Db) => cache.get('templates', () => buildTemplates(db));

const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const parts = (t: TemplateEntry, saved: Set<number>) => [t.head, saved.has(t.id) ? TRUE : FALSE, t.tail];

/** `GET routines/filter`'s body, as listPublicRoutines(db, userId, filter) written, as the bytes sent. */
export async function publicRoutinesBody(
  cache: CatalogueCache,
  db: Db,
  userId: number,
  filter: { objetivos_id?: number; dificultad_id?: number },
): Promise<Buffer> {
  const [all, saved] = await Promise.all([templatesOf(cache, db), cache.saved(userId)]);
  return bytesArray(
    all
      .filter((t) => fits(filter.objetivos_id, t.goal) && fits(filter.dificultad_id, t.level))
      .map((t) => parts(t, saved)),
  );
}

/** `GET routines/{id}`'s body when `id` is a public template; null otherwise (the plain path's). */
export async function publicRoutineBody(cache: CatalogueCache, db: Db, userId: number, id: number) {
  const found = (await templatesOf(cache, db)).find((t) => t.id === id);
  return found ? Buffer.concat(parts(found, await cache.saved(userId))) : null;
}

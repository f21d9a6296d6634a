/**
 * One user's import holds neither the embedded database (it writes in
 * short batches, another user's requests are answered between them, and the importer sees all of
 * it or none) nor the event loop (a file is read in slices); absurd shapes are refused before
 * they are read; a shutdown stops an import between batches, nothing of it committed.
 */
import { randomUUID } from 'node:crypto';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '../../../src/lib/contract-import';
import { readImport } from '../../domain/import/parse';
import { users, workoutImports, workouts, workoutSets } from '../../db/schema';
import { closeAll } from '../../shutdown';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app';
import { GENERATED_EXERCISES, STRONG_HEADER, strongFile } from '../../test/import-files';
import { createTestUser, type TestUser } from '../../test/users';
import { call } from '../../test/call';
import { importSessions } from './repository';

let t: TestApp;
let ana: TestUser;
let bea: TestUser;
/** File name → catalogue id, as the preview proposes them. */
let correspondencias: { nombre: string; ejercicio_id: number | null }[];

beforeAll(async () => {
  t = await createTestApp();
  ana = await createTestUser(t.database.db);
  bea = await createTestUser(t.database.db);
  const p = (await call(t.app, ana, 'POST', 'imports/preview', { archivo: strongFile(20) })).json<ImportPreview>();
  correspondencias = p.ejercicios.map((e) => ({ nombre: e.nombre, ejercicio_id: e.propuesta }));
  expect(correspondencias.map((c) => c.nombre).sort()).toEqual([...GENERATED_EXERCISES].sort());
  expect(correspondencias.every((c) => c.ejercicio_id !== null)).toBe(true);
});
afterAll(() => t.close());

async function visibleSessions(db: TestApp['database']['db'], who: TestUser) {
  const [row] = await db.select({ n: count() }).from(workouts).where(eq(workouts.userId, who.id));
  return row!.n;
}

/** Sessions written by imports not committed yet (owned by nobody). */
async function stagedSessions(db: TestApp['database']['db']) {
  const [row] = await db.select({ n: count() }).from(workouts).where(isNotNull(workouts.importId));
  return row!.n;
}

/** Resolves once `ready()` is true, checking after each turn of the event loop. */
async function until(ready: () => Promise<boolean>) {
  while (!(await ready())) await new Promise((resolve) => setImmediate(resolve));
}

describe('an import holds nobody up', () => {
  it("answers another user's requests between its batches; the importer sees all of it or none", async () => {
    const sessions = 300;
    const before = await visibleSessions(t.database.db, ana);
    let done = false;
    const importing = call(t.app, ana, 'POST', 'imports', {
      archivo: strongFile(sessions * 20, 'B'),
      correspondencias,
    }).finally(() => {
      done = true;
    });
    let answeredDuring = 0;
    const seen = new Set<number>();
    while (!done) {
      // A request arrives from the network, on a turn of the event loop of its own.
      await new Promise((resolve) => setImmediate(resolve));
      const res = await call(t.app, bea, 'GET', 'workouts?limit=1');
      expect(res.statusCode, res.body).toBe(200);
      if (!done) answeredDuring += 1;
      seen.add(await visibleSessions(t.database.db, ana));
    }
    const res = await importing;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>()).toEqual({
      formato: 'strong',
      sesiones_nuevas: sessions,
      series_nuevas: sessions * 20,
      sesiones_omitidas: 0,
    });
    // 6,000 sets are at least a dozen batches: the other user got in between them (the whole
    // import in one transaction answered them once it committed, 0 or 1 of them before).
    expect(answeredDuring).toBeGreaterThanOrEqual(5);
    // Never a part of the file: what ana saw before the import, or all of it.
    expect(
      [...seen].every((n) => n === before || n === before + sessions),
      [...seen].join(),
    ).toBe(true);
    expect(await visibleSessions(t.database.db, ana)).toBe(before + sessions);
    expect(await stagedSessions(t.database.db)).toBe(0);
  });

  it('reads a 50,000-row file without holding the event loop: it turns at least once per 1,000 rows', async () => {
    const archivo = strongFile(50_000, 'C');
    let turns = 0;
    let done = false;
    const spin = (async () => {
      while (!done) {
        await new Promise((resolve) => setImmediate(resolve));
        turns += 1;
      }
    })();
    const res = await call(t.app, ana, 'POST', 'imports/preview', { archivo });
    done = true;
    await spin;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportPreview>()).toMatchObject({ sesiones: 2500, series: 50_000 });
    expect(turns).toBeGreaterThanOrEqual(50);
  });
});

describe('shapes refused before the file is read', () => {
  const tryBoth = async (archivo: string) => {
    const p = await call(t.app, ana, 'POST', 'imports/preview', { archivo });
    const i = await call(t.app, ana, 'POST', 'imports', { archivo, correspondencias });
    expect(i.statusCode).toBe(p.statusCode);
    expect(i.json().message).toBe(p.json().message);
    return p;
  };

  it('a first line of 4 MB', async () => {
    const res = await tryBoth('Date,' + 'x'.repeat(4 * 1024 * 1024));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Línea 1: es demasiado larga (el límite es 64 KB por línea).');
  });

  it('a header of 330,000 columns', async () => {
    const res = await tryBoth('a,'.repeat(330_000) + '\n1\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El archivo tiene demasiadas columnas: el límite es 100.');
  });

  it('a row of 100,000 characters, naming its line', async () => {
    const long = `2024-03-04 18:02:11,A,1h,Plank,1,0,0,0,30,"${'n'.repeat(100_000)}",,\n`;
    const res = await tryBoth(strongFile(40) + long);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Línea 42: es demasiado larga (el límite es 64 KB por línea).');
  });

  it('more distinct exercises than anyone logs', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `2024-03-04 18:02:11,A,1h,Ejercicio ${i},1,10,5,0,0,,,\n`);
    const res = await tryBoth(STRONG_HEADER + rows.join(''));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El archivo tiene demasiados ejercicios distintos: el límite es 1.000.');
  });
});

describe('shutdown during an import', () => {
  it('stops it between batches: 503, nothing of it the user’s, its rows gone at the next start', async () => {
    const own = await createTestApp();
    const who = await createTestUser(own.database.db);
    const sets = 20_000;
    const importing = call(own.app, who, 'POST', 'imports', {
      archivo: strongFile(sets, 'D'),
      correspondencias,
    });
    let answered = false;
    void importing.finally(() => {
      answered = true;
    });
    // Once the import has written a batch (or has answered: the old single transaction).
    await until(async () => answered || (await stagedSessions(own.database.db)) > 0);
    // What main.ts does on SIGTERM, but the database stays open for the checks below.
    await closeAll({ app: own.app, dropAfterMs: 5000, stopJobs: async () => {}, closeDatabase: async () => {} });
    const res = await importing;
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers.connection).toBe('close');
    expect(res.json().message).toBe(
      'El servidor se está reiniciando y la importación se ha cancelado sin guardar nada: vuelve a importar el archivo en unos minutos.',
    );
    expect(await visibleSessions(own.database.db, who)).toBe(0);
    // It stopped early, not after writing everything.
    const [staged] = await own.database.db
      .select({ n: count() })
      .from(workoutSets)
      .innerJoin(workouts, eq(workouts.id, workoutSets.workoutId))
      .where(isNotNull(workouts.importId));
    expect(staged!.n).toBeGreaterThan(0);
    expect(staged!.n).toBeLessThan(sets);
    // The next start (a single process on the embedded database; on PostgreSQL, once the import
    // has not been seen for its staleness limit) deletes what was written.
    await own.database.db.update(workoutImports).set({ vistaEn: new Date(Date.now() - 3_600_000) });
    const next = await createSiblingApp(own);
    await until(async () => (await own.database.db.select().from(workoutImports)).length === 0);
    expect(await stagedSessions(own.database.db)).toBe(0);
    await next.close();
    await own.close();
  });
});

describe('an unfinished import', () => {
  it("is nobody's until it commits, and goes with its user's account", async () => {
    const who = await createTestUser(t.database.db);
    const parsed = await readImport(strongFile(2000, 'E'));
    const mapping = new Map(correspondencias.map((c) => [c.nombre, c.ejercicio_id!]));
    const stop = new AbortController();
    const reason = new Error('stopped');
    const newId = () => {
      stop.abort(reason); // during the first batch: it stops before the second
      return randomUUID();
    };
    await expect(importSessions(t.database.db, who.id, parsed, mapping, { signal: stop.signal, newId })).rejects.toBe(
      reason,
    );
    const [mine] = await t.database.db.select().from(workoutImports).where(eq(workoutImports.userId, who.id));
    const staged = () => t.database.db.select({ n: count() }).from(workouts).where(eq(workouts.importId, mine!.id));
    expect((await staged())[0]!.n).toBeGreaterThan(0);
    expect(await visibleSessions(t.database.db, who)).toBe(0);
    await t.database.db.delete(users).where(eq(users.id, who.id));
    expect((await staged())[0]!.n).toBe(0);
    expect(await t.database.db.select().from(workoutImports).where(eq(workoutImports.userId, who.id))).toEqual([]);
  });
});

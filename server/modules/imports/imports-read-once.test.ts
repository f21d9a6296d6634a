/**
 * The import that follows a preview does not read the file again. Counted at
 * the CSV parser, whichever entry point of csv-parse reads it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportPreview, ImportResult } from '../../../src/lib/contract-import';
import { createTestApp, type TestApp } from '../../test/app';
import { strongFile } from '../../test/import-files';
import { createTestUser, type TestUser } from '../../test/users';
import { call } from '../../test/call';

const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('csv-parse', async (original) => {
  const csv = await original<typeof import('csv-parse')>();
  return {
    ...csv,
    parse: (...args: unknown[]) => {
      reads.count += 1;
      return (csv.parse as (...a: unknown[]) => unknown)(...args);
    },
  };
});
vi.mock('csv-parse/sync', async (original) => {
  const csv = await original<typeof import('csv-parse/sync')>();
  return {
    ...csv,
    parse: (...args: Parameters<typeof csv.parse>) => {
      reads.count += 1;
      return csv.parse(...args);
    },
  };
});

let t: TestApp;
let ana: TestUser;
let bea: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ana = await createTestUser(t.database.db);
  bea = await createTestUser(t.database.db);
});
afterAll(() => t.close());

async function previewThenImport(who: TestUser, archivo: string) {
  const p = await call(t.app, who, 'POST', 'imports/preview', { archivo });
  expect(p.statusCode, p.body).toBe(200);
  const correspondencias = p
    .json<ImportPreview>()
    .ejercicios.map((e) => ({ nombre: e.nombre, ejercicio_id: e.propuesta }));
  const i = await call(t.app, who, 'POST', 'imports', { archivo, correspondencias });
  expect(i.statusCode, i.body).toBe(200);
  return i.json<ImportResult>();
}

describe('a file is read once', () => {
  it('the import after its preview uses what the preview read', async () => {
    const archivo = strongFile(2000, 'R');
    reads.count = 0;
    expect(await previewThenImport(ana, archivo)).toMatchObject({ sesiones_nuevas: 100, series_nuevas: 2000 });
    expect(reads.count).toBe(1);
  });

  it('another file, or the same file from another user, is read again', async () => {
    reads.count = 0;
    await previewThenImport(ana, strongFile(40, 'S'));
    expect(reads.count).toBe(1);
    await previewThenImport(bea, strongFile(40, 'S'));
    expect(reads.count).toBe(2);
  });
});

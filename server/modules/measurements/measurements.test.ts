/**
 * Body measurements (routes.ts, migration 0026): written under the app's id exactly once however
 * often it is sent, listed and deleted by their owner only, checked for plausible dates and
 * values with Spanish messages, in the account export and gone with the account.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyMeasurement, MEASUREMENTS_PER_USER } from '../../../src/lib/contract-measurements';
import { bodyMeasurements, users } from '../../db/schema';
import { todayIso } from '../../domain/profile';
import { createTestApp, type TestApp } from '../../test/app';
import { call as apiCall, type Method } from '../../test/call';
import { createTestUser, type TestUser } from '../../test/users';
import { latestDay } from './schemas';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const newUser = () => createTestUser(t.database.db);
const call = (who: TestUser | null, method: Method, url: string, payload?: unknown) =>
  apiCall(t.app, who, method, url, payload);
const put = (who: TestUser, id: string, body: object) => call(who, 'PUT', `measurements/${id}`, body);
const rowsOf = (userId: number) =>
  t.database.db.select().from(bodyMeasurements).where(eq(bodyMeasurements.userId, userId));

const WEIGHT = { fecha: '2026-03-02', tipo: 'peso', valor: 81.4 };

describe('PUT /api/measurements/{clienteId}', () => {
  it('creates the measurement once however often the same write arrives, and replaces it', async () => {
    const u = await newUser();
    const id = randomUUID();
    const first = await put(u, id, WEIGHT);
    expect(first.statusCode, first.body).toBe(201);
    expect(bodyMeasurement.strict().parse(first.json())).toEqual({ cliente_id: id, ...WEIGHT });
    const again = await put(u, id, WEIGHT);
    expect(again.statusCode).toBe(200);
    const both = await Promise.all([put(u, id, WEIGHT), put(u, id, WEIGHT)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await rowsOf(u.id)).toHaveLength(1);

    const fixed = await put(u, id, { ...WEIGHT, valor: 81.2 });
    expect(fixed.json()).toMatchObject({ valor: 81.2 });
    expect((await rowsOf(u.id)).map((r) => r.valor)).toEqual([81.2]);
  });

  it('keeps kilograms and centimetres with two decimals', async () => {
    const u = await newUser();
    await put(u, randomUUID(), { fecha: '2026-03-02', tipo: 'cintura', valor: 82.55 });
    const list = (await call(u, 'GET', 'measurements')).json<unknown[]>();
    expect(list).toEqual([expect.objectContaining({ tipo: 'cintura', valor: 82.55 })]);
  });

  it.each([
    [{ ...WEIGHT, valor: 19.9 }, 'valor: el peso debe estar entre 20 y 400 kg'],
    [{ ...WEIGHT, valor: 400.01 }, 'valor: el peso debe estar entre 20 y 400 kg'],
    [{ ...WEIGHT, tipo: 'brazo', valor: 9 }, 'valor: la medida debe estar entre 10 y 300 cm'],
    [{ ...WEIGHT, tipo: 'muslo', valor: 301 }, 'valor: la medida debe estar entre 10 y 300 cm'],
    [{ ...WEIGHT, valor: 80.123 }, 'valor: admite como mucho dos decimales'],
    [{ ...WEIGHT, valor: '80' }, 'valor: debe ser un número'],
    [{ ...WEIGHT, tipo: 'cuello' }, 'tipo: debe ser uno de: peso, cintura, cadera, pecho, brazo, muslo'],
    [{ ...WEIGHT, fecha: '2026-02-30' }, 'fecha: debe ser una fecha real (AAAA-MM-DD)'],
    [{ ...WEIGHT, fecha: '02-03-2026' }, 'fecha: debe ser una fecha real (AAAA-MM-DD)'],
    [{ ...WEIGHT, fecha: '1899-12-31' }, 'fecha: no puede ser anterior a 1900-01-01'],
    [{ fecha: '2026-03-02', tipo: 'peso' }, 'valor: es obligatorio'],
  ])('refuses %j with a Spanish message and stores nothing', async (body, message) => {
    const u = await newUser();
    const res = await put(u, randomUUID(), body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION' });
    expect(await rowsOf(u.id)).toEqual([]);
  });

  it('takes tomorrow (a device a zone ahead) but not the day after', async () => {
    const u = await newUser();
    const tomorrow = latestDay();
    expect(tomorrow > todayIso()).toBe(true);
    expect((await put(u, randomUUID(), { ...WEIGHT, fecha: tomorrow })).statusCode).toBe(201);
    const after = new Date(Date.parse(`${tomorrow}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const res = await put(u, randomUUID(), { ...WEIGHT, fecha: after });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('fecha: no puede ser posterior a mañana');
  });

  it('refuses a path id that is not a UUID, and a caller without a session', async () => {
    const u = await newUser();
    const bad = await put(u, '12', WEIGHT);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('clienteId: debe ser un UUID');
    expect((await call(null, 'PUT', `measurements/${randomUUID()}`, WEIGHT)).statusCode).toBe(401);
  });

  it(`refuses a new measurement past ${MEASUREMENTS_PER_USER}, still replacing an old one`, async () => {
    const u = await newUser();
    const ids = Array.from({ length: MEASUREMENTS_PER_USER }, () => randomUUID());
    await t.database.db
      .insert(bodyMeasurements)
      .values(ids.map((clienteId) => ({ userId: u.id, clienteId, fecha: '2025-01-01', tipo: 'peso', valor: 80 })));
    const res = await put(u, randomUUID(), WEIGHT);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^No puedes guardar más de 5000 medidas/);
    expect((await put(u, ids[0]!, WEIGHT)).statusCode).toBe(200);
  });

  it('a deleted user’s session finds the user gone (403), never a 500', async () => {
    const u = await newUser();
    await t.database.db.delete(users).where(eq(users.id, u.id));
    const res = await put(u, randomUUID(), WEIGHT);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('GET /api/measurements', () => {
  it('lists the caller’s own, oldest date first, filtered by kind and dates', async () => {
    const u = await newUser();
    const other = await newUser();
    await put(other, randomUUID(), WEIGHT);
    await put(u, randomUUID(), { fecha: '2026-03-05', tipo: 'peso', valor: 80 });
    await put(u, randomUUID(), { fecha: '2026-03-01', tipo: 'peso', valor: 82 });
    await put(u, randomUUID(), { fecha: '2026-03-03', tipo: 'cadera', valor: 100 });

    const all = (await call(u, 'GET', 'measurements')).json<{ fecha: string; tipo: string }[]>();
    expect(all.map((m) => [m.fecha, m.tipo])).toEqual([
      ['2026-03-01', 'peso'],
      ['2026-03-03', 'cadera'],
      ['2026-03-05', 'peso'],
    ]);
    const weights = (await call(u, 'GET', 'measurements?tipo=peso&desde=2026-03-02&hasta=2026-03-31')).json();
    expect(weights).toEqual([expect.objectContaining({ fecha: '2026-03-05', valor: 80 })]);
    expect((await call(u, 'GET', 'measurements?tipo=&desde=&hasta=')).json()).toHaveLength(3);
  });

  it.each([
    ['tipo=cuello', 'tipo: debe ser uno de: peso, cintura, cadera, pecho, brazo, muslo'],
    ['desde=2026-13-01', 'desde: debe ser una fecha real (AAAA-MM-DD)'],
    ['desde=2026-03-05&hasta=2026-03-01', 'desde: no puede ser posterior a hasta'],
  ])('?%s is a 400 in Spanish', async (query, message) => {
    const res = await call(await newUser(), 'GET', `measurements?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('DELETE /api/measurements/{clienteId}', () => {
  it('deletes the caller’s own; another user’s, or an unknown id, is a 404 that leaves it', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const id = randomUUID();
    await put(owner, id, WEIGHT);

    const theirs = await call(intruder, 'DELETE', `measurements/${id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Medida no encontrada', code: 'NOT_FOUND' });
    expect(await rowsOf(owner.id)).toHaveLength(1);
    // The same id written by another user is theirs alone: the owner's stays as it was.
    expect((await put(intruder, id, { ...WEIGHT, valor: 99 })).statusCode).toBe(201);
    expect((await rowsOf(owner.id)).map((r) => r.valor)).toEqual([81.4]);
    expect((await call(owner, 'GET', 'measurements')).json()).toEqual([{ cliente_id: id, ...WEIGHT }]);

    const mine = await call(owner, 'DELETE', `measurements/${id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ message: 'Medida eliminada' });
    expect(await rowsOf(owner.id)).toEqual([]);
    expect((await call(owner, 'DELETE', `measurements/${id}`)).statusCode).toBe(404);
    expect(await rowsOf(intruder.id)).toHaveLength(1);
  });
});

describe('measurements and the account', () => {
  it('are in the account export and go with the account', async () => {
    const u = await newUser();
    const id = randomUUID();
    await put(u, id, { fecha: '2026-03-02', tipo: 'pecho', valor: 101.5 });
    const doc = (await call(u, 'GET', 'users/me/export.json')).json<{ medidas_corporales: unknown[] }>();
    expect(doc.medidas_corporales).toEqual([
      { cliente_id: id, fecha: '2026-03-02', tipo: 'pecho', valor: 101.5, creado_en: expect.any(String) },
    ]);
    await t.database.db.delete(users).where(eq(users.id, u.id));
    expect(await rowsOf(u.id)).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the three routes under the measurements tag, each needing a session', async () => {
    type Doc = { paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>> };
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<Doc>();
    const ops = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/measurements'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([m, op]) => `${m.toUpperCase()} ${path} ${op.tags} ${op.security?.length}`),
      );
    expect(ops.sort()).toEqual([
      'DELETE /api/measurements/{clienteId} measurements 1',
      'GET /api/measurements measurements 1',
      'PUT /api/measurements/{clienteId} measurements 1',
    ]);
  });
});

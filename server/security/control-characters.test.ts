import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRoutine } from '../../src/lib/contract';
import { createTestApp, type TestApp } from '../test/app';
import { catalogueExercises, copyToUser, publicTemplateIds } from '../test/routines';
import { createTestUser, type TestUser } from '../test/users';
import { acceptsText, openApiOperations, type Operation } from './openapi';
import { validValues } from './valid-values';

/**
 * A NUL character in any text a route takes is a 400 `{ message }` naming the field, never a
 * 500 (PostgreSQL refuses 0x00 in text). The table is read from the OpenAPI document: every body
 * field that accepts a string, every query, path and header parameter of every route, so a new
 * route or field is covered as soon as it exists. Each case is an otherwise valid request.
 */

let t: TestApp;
let operations: Operation[];
let user: TestUser;
let routine: UserRoutine;
let valid: (field: string) => unknown;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_EMAIL: '0', LOGIN_LOCK_AFTER: '0' });
  operations = openApiOperations((await t.app.inject({ url: '/api/docs/json' })).json());
  user = await createTestUser(t.database.db);
  const templateId = (await publicTemplateIds(t.database.db))[0]!;
  valid = validValues({ templateId, catalogueId: (await catalogueExercises(t.database.db))[0]!.id });
  routine = await copyToUser(t.app, user, templateId);
});
afterAll(() => t?.close());

type Where = 'body' | 'query' | 'path' | 'header';
interface Case {
  op: Operation;
  where: Where;
  field: string;
}

function casesOf(op: Operation): Case[] {
  const body = Object.entries(op.bodySchema?.properties ?? {})
    .filter(([, schema]) => acceptsText(schema))
    .map(([field]) => ({ op, where: 'body' as const, field }));
  const params = (where: Where, names: string[]) => names.map((field) => ({ op, where, field }));
  return [
    ...body,
    ...params('query', op.queryParams),
    ...params('path', op.pathParams),
    ...params('header', op.headerParams),
  ];
}

/** A real value of a path parameter (the fixture routine and its first exercise). */
const pathValue = (name: string) => String(name === 'exerciseId' ? routine.ejercicios[0]!.id : routine.rutina_id);
/** A value with a NUL in the middle (`"1"` for a value too short to have a middle). */
const withNul = (value: unknown) => {
  const text = typeof value === 'string' && value.length > 1 ? value : '12';
  return `${text.slice(0, 1)}\u0000${text.slice(1)}`;
};

function requestFor({ op, where, field }: Case): InjectOptions {
  const fields = Object.keys(op.bodySchema?.properties ?? {});
  const body = Object.fromEntries(fields.map((f) => [f, valid(f)]));
  const query: Record<string, string> = {};
  const headers: Record<string, string> = { ...user.headers };
  let path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValue(name));
  if (where === 'body') body[field] = withNul(valid(field));
  if (where === 'query') query[field] = withNul('1');
  if (where === 'header') headers[field] = withNul('a'.repeat(43));
  if (where === 'path')
    path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(name === field ? withNul(pathValue(name)) : pathValue(name)),
    );
  return {
    method: op.method,
    url: path,
    query,
    headers,
    ...(fields.length > 0 ? { payload: body } : {}),
  };
}

describe('a NUL character in any text a route takes', () => {
  it('finds the text fields in /api/docs/json', () => {
    const names = operations.flatMap(casesOf).map((c) => `${c.op.method} ${c.op.path} ${c.where}.${c.field}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/users/register body.nombre',
        'POST /api/users/login body.email',
        'PUT /api/users/reset-password header.reset-token',
        'GET /api/user-routines query.page',
        'PATCH /api/user-routines/{id}/exercises/{exerciseId} body.comentario',
        'PATCH /api/user-routines/{id}/exercises/{exerciseId} path.exerciseId',
      ]),
    );
  });

  it('is a 400 { message } naming the field, on every route', async () => {
    const wrong: string[] = [];
    for (const c of operations.flatMap(casesOf)) {
      const res = await t.app.inject(requestFor(c));
      const message = String(res.headers['content-type']).startsWith('application/json')
        ? res.json<{ message?: unknown }>().message
        : undefined;
      if (res.statusCode !== 400 || typeof message !== 'string' || !message.includes(`${c.field}:`)) {
        wrong.push(`${c.op.method} ${c.op.path} ${c.where}.${c.field} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the NUL guard in front of every API route (server/plugins/nul-guard.ts)', () => {
  it('also refuses a NUL in a field name, or deep in a body no schema describes', async () => {
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const key = await post('{"email":"ana@forja.es","password":"x","a\\u0000b":1}');
    expect(key.statusCode).toBe(400);
    expect(key.json()).toMatchObject({
      message: 'body: a field name must not contain a NUL character',
      code: 'VALIDATION',
    });
    const deep = await post(
      `{"email":"ana@forja.es","password":"x","deep":${'['.repeat(3000)}"\\u0000"${']'.repeat(3000)}}`,
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json<{ message: string }>().message).toBe('deep: must not contain a NUL character');
  });
});

describe('other control characters (the shared schemas, src/lib/validation)', () => {
  const register = (field: string, value: string) => {
    const fields = [
      'nombre',
      'apellidos',
      'email',
      'password',
      'fecha_nacimiento',
      'sexo',
      'peso',
      'altura',
      'objetivo_id',
    ];
    const payload = { ...Object.fromEntries(fields.map((f) => [f, valid(f)])), [field]: value };
    return t.app.inject({ method: 'POST', url: '/api/users/register', payload });
  };

  it.each([
    ['nombre', 'Ana\nRuiz'],
    ['nombre', 'Ana\tRuiz'],
    ['apellidos', 'Ruiz\u0007'],
    ['apellidos', 'Ruiz\u0085'],
    ['email', 'ana\u0001@forja.es'],
  ])('names and e-mails are one line: %s = %j is a 400', async (field, value) => {
    const res = await register(field, value);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: `${field}: must not contain control characters`, code: 'VALIDATION' });
  });

  it('a profile name is one line too', async () => {
    const payload = { ...(await t.app.inject({ url: '/api/users', headers: user.headers })).json(), id_objetivo: 1 };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: user.headers,
      payload: { ...payload, nombre: 'Ana\r\nEntra en https://example.com' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('nombre: must not contain control characters');
  });

  it('a comment keeps tab and line feed, and refuses any other control character', async () => {
    const url = `/api/user-routines/${routine.rutina_id}/exercises/${routine.ejercicios[0]!.id}`;
    const patch = (comentario: string) =>
      t.app.inject({ method: 'PATCH', url, headers: user.headers, payload: { comentario } });
    const kept = await patch('Baja lento\n\t3 s arriba');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<UserRoutine>().ejercicios.map((e) => e.comentario)).toContain('Baja lento\n\t3 s arriba');
    for (const comentario of ['a\u0007b', 'a\r\nb', 'a\u001bb', 'a\u007fb']) {
      const res = await patch(comentario);
      expect(res.statusCode, JSON.stringify(comentario)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('comentario: must not contain control characters');
    }
  });
});

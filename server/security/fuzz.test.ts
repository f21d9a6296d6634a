import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRoutine } from '../../src/lib/contract';
import { createTestApp, type TestApp } from '../test/app';
import { catalogueExercises, copyToUser, publicTemplateIds } from '../test/routines';
import { createTestUser, newSession, type TestUser } from '../test/users';
import { openApiOperations, type Operation } from './openapi';
import { validValues } from './valid-values';

/**
 * Property: whatever a client sends to any route of the OpenAPI document (hostile path params,
 * query strings, headers, tokens and bodies), the answer is never a 5xx, and every error is JSON
 * with a string `message`. Routes are read from /api/docs/json, so a new route is fuzzed as soon
 * as it exists. Reproduce a failure with FUZZ_SEED=<seed printed below>; FUZZ_RUNS sets the
 * number of cases per route.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261121;
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 100;

let t: TestApp;
let operations: Operation[];
let user: TestUser;
let routine: UserRoutine;
let templateId: number;
/** A valid value of a body field (valid-values.ts), once the fixtures exist. */
let valid: (field: string) => unknown;

beforeAll(async () => {
  // Rate limits off: the fuzzer hits login/register hundreds of times (limits have their own tests).
  t = await createTestApp({ RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_EMAIL: '0', LOGIN_LOCK_AFTER: '0' });
  const doc = await t.app.inject({ url: '/api/docs/json' });
  expect(doc.statusCode).toBe(200);
  operations = openApiOperations(doc.json());
  user = await createTestUser(t.database.db);
  templateId = (await publicTemplateIds(t.database.db))[0]!;
  valid = validValues({ templateId, catalogueId: (await catalogueExercises(t.database.db))[0]!.id });
  routine = await copyToUser(t.app, user, templateId);
  console.info(`fuzz: seed ${SEED}, ${RUNS} cases per route (FUZZ_SEED / FUZZ_RUNS to change)`);
});
afterAll(() => t?.close());

/** Strings that have broken servers before: encodings, injections, sizes, numbers in disguise. */
const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\u0007',
  '\t',
  '\n',
  '\r\n',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u2028',
  '\uFFFF',
  '\uD800',
  '😀',
  'ñandú',
  '31-02-2026',
  '00-00-0000',
  '2026-01-01',
  'a'.repeat(5000),
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
/** Control characters (C0, DEL, C1, Unicode line breaks): NUL reached PostgreSQL as a 500 once. */
const control = fc.constantFrom('\u0000', '\u0001', '\u0007', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u2028');
/** A value with a control character at some place in it. */
const tainted = (value: string) =>
  fc.tuple(control, fc.nat({ max: value.length })).map(([c, at]) => `${value.slice(0, at)}${c}${value.slice(at)}`);
/** Header values must be visible ASCII (the HTTP client refuses anything else before sending). */
const headerText = fc.oneof(nasty, fc.string({ maxLength: 40 })).map((s) => s.replace(/[^\x20-\x7e]/g, ''));
/** encodeURIComponent without throwing on lone surrogates (they become U+FFFD, as in a browser). */
const encode = (s: string) =>
  encodeURIComponent(
    s.replace(/[\uD800-\uDFFF]/g, (c, i: number, all: string) => {
      const code = c.charCodeAt(0);
      const next = all.charCodeAt(i + 1);
      const prev = all.charCodeAt(i - 1);
      if (code < 0xdc00 && next >= 0xdc00 && next <= 0xdfff) return c;
      if (code >= 0xdc00 && prev >= 0xd800 && prev < 0xdc00) return c;
      return '\uFFFD';
    }),
  );
const numberLike = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e300, -0, 0.5),
  fc.double(),
);
/** Any JSON value, hostile leaves included. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    numberLike,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(text, fc.constantFrom('__proto__', 'constructor')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

function pathValue(name: string): fc.Arbitrary<string> {
  const real =
    name === 'exerciseId'
      ? fc.constant(() => String(routine.ejercicios[0]?.id ?? 1))
      : name === 'clienteId'
        ? fc.constant(() => randomUUID())
        : fc.constantFrom(
            () => String(routine.rutina_id),
            () => String(templateId),
            () => '1',
          );
  return fc.oneof(
    real.map((f) => f()),
    text,
    numberLike.map(String),
  );
}

const anyKey = fc.oneof(text, fc.constantFrom('__proto__', 'constructor', 'prototype'));

/**
 * A body for the operation: mostly a valid body with a field or two spoiled (to get past
 * validation into the handler), else random JSON, broken JSON, or another content type.
 */
function bodyFor(op: Operation): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const fields = Object.keys(op.bodySchema?.properties ?? {});
  const spoiled = fc
    .record({
      drop: fc.subarray(fields, { maxLength: Math.min(1, fields.length) }),
      replace: fc.dictionary(fc.constantFrom(...(fields.length ? fields : ['x'])), jsonValue, { maxKeys: 2 }),
      extra: fc.dictionary(anyKey, jsonValue, { maxKeys: 1 }),
    })
    .map(({ drop, replace, extra }) => {
      const obj: Record<string, unknown> = { ...extra };
      for (const f of fields) if (!drop.includes(f)) obj[f] = valid(f);
      return { payload: JSON.stringify({ ...obj, ...replace }) };
    });
  // A valid body with a control character in one of its text fields (past every other check).
  const textFields = fields.filter((f) => typeof valid(f) === 'string');
  const withControl = fc
    .constantFrom(...(textFields.length ? textFields : ['x']))
    .chain((field) => {
      const value = valid(field);
      return tainted(typeof value === 'string' ? value : 'x').map((bad) => ({ field, bad }));
    })
    .map(({ field, bad }) => ({
      payload: JSON.stringify({ ...Object.fromEntries(fields.map((f) => [f, valid(f)])), [field]: bad }),
    }));
  const untouched = fc.constant(null).map(() => ({
    payload: JSON.stringify(Object.fromEntries(fields.map((f) => [f, valid(f)]))),
  }));
  const random = fc
    .dictionary(fc.oneof(fc.constantFrom(...(fields.length ? fields : ['x'])), anyKey), jsonValue, { maxKeys: 5 })
    .map((obj) => ({ payload: JSON.stringify(obj) }));
  return fc.oneof(
    { weight: 2, arbitrary: untouched },
    { weight: 4, arbitrary: spoiled },
    { weight: 2, arbitrary: withControl },
    { weight: 2, arbitrary: random },
    { weight: 1, arbitrary: jsonValue.map((v) => ({ payload: JSON.stringify(v) ?? 'null' })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"__proto__": {"isAdmin": true}}',
          '{"constructor": {"prototype": {"x": 1}}}',
          '{',
          '{"a":',
          'null',
          '',
          '   ',
          '"x"',
          '[1,2,3]',
          '{"a":1}{"b":2}',
          `{"deep":${'['.repeat(2000)}${']'.repeat(2000)}}`,
          `{"big":"${'x'.repeat(300 * 1024)}"}`,
        )
        .map((payload) => ({ payload })),
    },
    { weight: 1, arbitrary: text.map((payload) => ({ payload })) },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: text,
        contentType: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=latin1',
          'application/json; charset=utf-16',
          'garbage',
          '',
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

type Token = 'none' | 'valid' | 'bearer' | 'garbage';

function requestFor(op: Operation) {
  const params = fc.record(Object.fromEntries(op.pathParams.map((p) => [p, pathValue(p)])));
  const knownQuery = fc.dictionary(
    fc.constantFrom(...(op.queryParams.length ? op.queryParams : ['page'])),
    fc.oneof(text, numberLike.map(String), fc.array(text, { maxLength: 3 })),
    { maxKeys: 3 },
  );
  const query = fc
    .tuple(knownQuery, fc.dictionary(text, text, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
  const token = fc.record({
    kind: fc.constantFrom<Token>('none', 'valid', 'valid', 'bearer', 'garbage'),
    garbage: fc.oneof(
      headerText,
      fc.constantFrom('Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', 'null', 'a'.repeat(10_000)),
    ),
  });
  const headers = fc.record(
    {
      'reset-token': headerText,
      accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'garbage', ''),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', 'garbage', '*'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', ''),
      origin: fc.constantFrom('https://evil.example', 'null', 'http://forja.test'),
    },
    { requiredKeys: [] },
  );
  // XSRF: no cookie (API client), cookie and matching header (the web app), or a mismatch.
  const xsrf = fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 2, arbitrary: headerText.map((v) => ({ cookie: `XSRF-TOKEN=${encode(v)}`, 'x-xsrf-token': v })) },
    {
      weight: 1,
      arbitrary: fc
        .record({ cookie: headerText, 'x-xsrf-token': headerText }, { requiredKeys: [] })
        .map((h) => (h.cookie === undefined ? h : { ...h, cookie: `XSRF-TOKEN=${encode(h.cookie)}` })),
    },
  );
  return fc.record({
    params,
    query,
    token,
    headers: fc.tuple(headers, xsrf).map(([a, b]) => ({ ...a, ...b })),
    body: bodyFor(op),
  });
}

function urlWith(path: string, params: Record<string, string>, query: Record<string, string | string[]>) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encode(params[name] ?? ''));
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) qs.append(k, one);
  const search = qs.toString();
  return search ? `${filled}?${search}` : filled;
}

/** Error codes of the gates in front of the handlers (parsing, XSRF, authentication, validation). */
const GATES = new Set([
  'VALIDATION',
  'XSRF',
  'AUTH_REQUIRED',
  'INVALID_TOKEN',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/** The property every answer must keep. */
function checkAnswer(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  // A redirect (the verification link's) never leaves the web app's own address.
  if (res.statusCode >= 300 && res.statusCode < 400) {
    const location = String(res.headers.location);
    expect(location.startsWith(`${t.config.appUrl}/`), `${what} → ${location}`).toBe(true);
  }
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], what).toMatch(/^application\/json/);
    const body = res.json<{ message?: unknown }>();
    expect(typeof body.message, `${what} → ${res.body.slice(0, 300)}`).toBe('string');
    expect(String(body.message).length).toBeGreaterThan(0);
  }
}

describe('fuzzing every route of the OpenAPI document', () => {
  it('finds the routes in /api/docs/json', () => {
    // The public routes of docs/PRODUCT.md §10-§14 are all there (a broken discovery would fuzz nothing).
    const names = operations.map((o) => `${o.method} ${o.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/users/login',
        'GET /api/routines/{id}',
        'PATCH /api/user-routines/{id}/exercises/{exerciseId}',
      ]),
    );
    expect(names.length).toBeGreaterThanOrEqual(30);
  });

  it('never answers 5xx, always JSON { message } on errors', async () => {
    const statuses = new Map<string, Map<number, number>>();
    const reached = new Set<Operation>();
    for (const op of operations) {
      const seen = new Map<number, number>();
      statuses.set(`${op.method} ${op.path}`, seen);
      await fc.assert(
        fc.asyncProperty(requestFor(op), async ({ params, query, token, headers, body }) => {
          const authorization =
            token.kind === 'valid'
              ? user.token
              : token.kind === 'bearer'
                ? `Bearer ${user.token}`
                : token.kind === 'garbage'
                  ? token.garbage
                  : undefined;
          const req: InjectOptions = {
            method: op.method,
            url: urlWith(op.path, params, query),
            headers: {
              ...headers,
              ...(authorization === undefined ? {} : { authorization }),
              ...(body.payload !== undefined ? { 'content-type': body.contentType ?? 'application/json' } : {}),
            },
            ...(body.payload !== undefined && op.method !== 'GET' ? { payload: body.payload } : {}),
          };
          const res = await t.app.inject(req);
          checkAnswer(res, `${op.method} ${req.url as string}`);
          seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode < 400 || !GATES.has(res.json<{ code?: string }>().code ?? '')) reached.add(op);
          // Keep the fuzzing user's routine: if a case deleted it, make a new one.
          if (op.method === 'DELETE' && res.statusCode < 300 && op.path === '/api/user-routines/{id}') {
            routine = await copyToUser(t.app, user, templateId);
          }
          // Keep the fuzzing user signed in: a logout ended its session, so give it a new one.
          if (op.path === '/api/users/logout' && res.statusCode < 300) {
            user = { ...user, ...(await newSession(t.database.db, user.id)) };
          }
        }),
        {
          seed: SEED,
          numRuns: RUNS,
          endOnFailure: true,
          reporter: (details) => {
            if (details.failed) {
              throw new Error(
                `${op.method} ${op.path}: ${fc.defaultReportMessage(details)}\nReproduce: FUZZ_SEED=${SEED} npx vitest run --project server server/security/fuzz.test.ts`,
              );
            }
          },
        },
      );
    }
    const summary = [...statuses].map(([name, seen]) => `${name}: ${[...seen].map(([s, n]) => `${s}×${n}`).join(' ')}`);
    console.info(summary.join('\n'));
    // Cases got past authentication, the XSRF check and validation on every route (so the
    // handlers themselves were fuzzed, not only the gates in front of them).
    const missed = operations.filter((op) => !reached.has(op)).map((op) => `${op.method} ${op.path}`);
    expect(missed, 'routes whose handler no case reached').toEqual([]);
  }, 600_000);

  it('is still up and healthy afterwards', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/users', headers: user.headers });
    expect(me.statusCode).toBe(200);
  });
});

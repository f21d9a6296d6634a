import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, getTableName, inArray, is, like, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import {
  exerciseRemovals,
  loginFailures,
  rateLimitHits,
  routineExercises,
  routines,
  userExerciseSettings,
  userMeasurements,
  userRoutineExercises,
  users,
  workoutExercises,
  workouts,
  workoutSets,
  workoutWeightBests,
} from '../../db/schema';
import { hashPassword } from '../../domain/passwords';
import { hashToken } from '../../domain/tokens';
import { createTestApp, type TestApp } from '../../test/app';
import { startMailbox, type Mailbox } from '../../test/mailbox';
import { catalogueExercises, copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { call } from '../../test/call';
import { insertFinishedWorkout } from '../../test/workouts';

const PASSWORD = 'Secreta#2025';
const BOM = '\uFEFF';
const HEADER = 'Fecha,Rutina,Ejercicio,Serie,Kg,Repeticiones,RIR,Segundos,Metros,Notas';
/** A note that needs every kind of CSV quoting. */
const TRICKY_NOTE = 'Rodilla, bien; "sin dolor"\nsegunda línea';

let t: TestApp;
let mailbox: Mailbox;
let exerciseIds: number[];
let templateId: number;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url, RATE_LIMIT_PER_IP: '10000', RATE_LIMIT_PER_EMAIL: '10000' });
  exerciseIds = (await catalogueExercises(t.database.db)).map((e) => e.id);
  templateId = (await publicTemplateIds(t.database.db))[0]!;
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const db = () => t.database.db;

/** A verified user whose password is PASSWORD (the deletion asks for it). */
async function userWithPassword(overrides: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  return createTestUser(db(), { passwordHash: await hashPassword(PASSWORD), ...overrides });
}

/**
 * Something in every table of a user: a measurement, a routine copied, one saved from it, a
 * programme (with its session routines), a generated routine, a removed exercise and a finished
 * session whose exercise carries `note`.
 */
async function furnish(user: TestUser, note: string, routineName = 'Rutina de prueba') {
  await db().insert(userMeasurements).values({ userId: user.id, fecha: '2025-01-10', peso: 70, altura: 175 });
  const waist = { fecha: '2025-01-10', tipo: 'cintura', valor: 81.5 };
  expect((await call(t.app, user, 'PUT', `measurements/${randomUUID()}`, waist)).statusCode).toBe(201);
  const copy = await copyToUser(t.app, user, templateId);
  expect((await call(t.app, user, 'POST', `user-routines/${copy.rutina_id}/save`)).statusCode).toBe(201);
  const plan = await call(t.app, user, 'POST', 'plans', {
    dias: [1, 3, 5],
    sesiones_semana: 3,
    semanas: 4,
    duracion_min: 60,
    equipamiento: ['gimnasio'],
    experiencia: 'de_6_a_24_meses',
  });
  expect(plan.statusCode, plan.body).toBe(201);
  expect((await call(t.app, user, 'POST', 'autogenerate')).statusCode).toBe(200);
  await db().insert(exerciseRemovals).values({ userId: user.id, exerciseId: exerciseIds[0]! });
  await db().insert(userExerciseSettings).values({ userId: user.id, exerciseId: exerciseIds[1]!, descanso: 150 });
  const workoutId = await insertFinishedWorkout(db(), user.id, new Date('2025-03-04T18:30:00Z'), [
    { exerciseId: exerciseIds[1]!, repeticiones: 8, kg: 62.5 },
    { exerciseId: exerciseIds[1]!, repeticiones: 7, kg: 62.5 },
  ]);
  await db().update(workouts).set({ nombre: routineName }).where(eq(workouts.id, workoutId));
  await db().update(workoutExercises).set({ nota: note }).where(eq(workoutExercises.workoutId, workoutId));
  return { workoutId, plan: plan.json<{ id: number }>() };
}

const exportCsv = (user: TestUser) => call(t.app, user, 'GET', 'users/me/history.csv');
const exportJson = (user: TestUser) => call(t.app, user, 'GET', 'users/me/export.json');

describe('GET /api/users/me/history.csv', () => {
  it('needs a signed-in user', async () => {
    const res = await call(t.app, null, 'GET', 'users/me/history.csv');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authorization header is required', code: 'AUTH_REQUIRED' });
  });

  it('is one row per set with a BOM, Spanish headers and correct quoting, only of the caller', async () => {
    const me = await userWithPassword();
    const other = await userWithPassword();
    await furnish(me, TRICKY_NOTE, 'Pierna, "día" 1');
    await furnish(other, 'nota ajena', 'Rutina ajena');

    const res = await exportCsv(me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="forja-historial-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith(`${BOM}${HEADER}\n`)).toBe(true);
    const exercise = (await catalogueExercises(db())).find((e) => e.id === exerciseIds[1])!.nombre;
    const quoted = `"${TRICKY_NOTE.replaceAll('"', '""')}"`;
    expect(res.body.slice(BOM.length)).toBe(
      [
        HEADER,
        `2025-03-04,"Pierna, ""día"" 1",${exercise},1,62.5,8,,,,${quoted}`,
        `2025-03-04,"Pierna, ""día"" 1",${exercise},2,62.5,7,,,,${quoted}`,
        '',
      ].join('\n'),
    );
    expect(res.body).not.toContain('ajena');
  });

  it('exports a history of several thousand sets in full, oldest first', async () => {
    const me = await userWithPassword();
    const sessions = 150;
    const setsPerSession = 24;
    for (let i = 0; i < sessions; i += 1) {
      // Pairs of sessions share their start: the keyset must tell them apart by id.
      const start = new Date(Date.UTC(2024, 0, 1 + Math.floor(i / 2), 9));
      const sets = Array.from({ length: setsPerSession }, (_, s) => ({
        exerciseId: exerciseIds[s % 4]!,
        repeticiones: 10,
        kg: i + 1,
      }));
      await insertFinishedWorkout(db(), me.id, start, sets);
    }
    const res = await exportCsv(me);
    expect(res.statusCode).toBe(200);
    const lines = res.body.slice(BOM.length).trimEnd().split('\n');
    expect(lines).toHaveLength(1 + sessions * setsPerSession);
    const kgColumn = lines.slice(1).map((l) => Number(l.split(',')[4]));
    expect(kgColumn).toEqual(kgColumn.toSorted((a, b) => a - b));
    expect(new Set(kgColumn).size).toBe(sessions);

    const json = (await exportJson(me)).json<{ sesiones: { ejercicios: { series: unknown[] }[] }[] }>();
    expect(json.sesiones).toHaveLength(sessions);
    const sets = json.sesiones.flatMap((s) => s.ejercicios.flatMap((e) => e.series));
    expect(sets).toHaveLength(sessions * setsPerSession);
  });

  it('is rate-limited per user', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_EMAIL: '2' });
    try {
      const me = await createTestUser(limited.database.db);
      const get = () => call(limited.app, me, 'GET', 'users/me/history.csv');
      expect((await get()).statusCode).toBe(200);
      expect((await get()).statusCode).toBe(200);
      const third = await get();
      expect(third.statusCode).toBe(429);
      expect(third.json<{ message: string }>().message).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});

interface ExportDocument {
  formato: string;
  version: number;
  perfil: Record<string, unknown>;
  mediciones: { fecha: string }[];
  rutinas: { id: number; nombre: string; plan_id: number | null; ejercicios: { ejercicio: string }[] }[];
  rutinas_guardadas: { source_user_routine_id: number }[];
  rutinas_generadas: { ejercicios: unknown[] }[];
  programas: { id: number; nombre: string }[];
  sesiones: { nombre: string; ejercicios: { nota: string; ejercicio: string; series: { kg: number }[] }[] }[];
  ejercicios_quitados: { exercise_id: number }[];
  descansos_por_ejercicio: { ejercicio_id: number; ejercicio: string; descanso: number }[];
  medidas_corporales: { fecha: string; tipo: string; valor: number }[];
}

describe('GET /api/users/me/export.json', () => {
  it('needs a signed-in user', async () => {
    expect((await call(t.app, null, 'GET', 'users/me/export.json')).statusCode).toBe(401);
  });

  it('holds the profile without password and every section of the caller only', async () => {
    const me = await userWithPassword({ nombre: 'Lucía' });
    const other = await userWithPassword();
    const { plan } = await furnish(me, TRICKY_NOTE);
    await furnish(other, 'nota ajena', 'Rutina ajena');

    const res = await exportJson(me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="forja-datos-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.body).not.toMatch(/password|routines_version|scrypt/);
    expect(res.body).not.toContain('ajena');
    const doc = res.json<ExportDocument>();
    expect(doc).toMatchObject({ formato: 'forja-datos', version: 1 });
    expect(doc.perfil).toMatchObject({ id: me.id, email: me.email, nombre: 'Lucía', fecha_nacimiento: '1990-05-17' });
    expect(doc.mediciones).toEqual([expect.objectContaining({ fecha: '2025-01-10', peso: 70, altura: 175 })]);
    expect(doc.medidas_corporales).toEqual([
      expect.objectContaining({ fecha: '2025-01-10', tipo: 'cintura', valor: 81.5 }),
    ]);
    expect(doc.programas).toEqual([expect.objectContaining({ id: plan.id })]);
    const planSessions = doc.rutinas.filter((r) => r.plan_id === plan.id);
    expect(planSessions).toHaveLength(3);
    expect(doc.rutinas.every((r) => r.ejercicios.length > 0 && r.ejercicios.every((e) => e.ejercicio))).toBe(true);
    const copied = doc.rutinas.find((r) => r.plan_id === null)!;
    expect(doc.rutinas_guardadas).toEqual([expect.objectContaining({ source_user_routine_id: copied.id })]);
    expect(doc.rutinas_generadas).toHaveLength(1);
    expect(doc.rutinas_generadas[0]!.ejercicios.length).toBeGreaterThan(0);
    expect(doc.ejercicios_quitados).toEqual([expect.objectContaining({ exercise_id: exerciseIds[0] })]);
    expect(doc.descansos_por_ejercicio).toEqual([
      { ejercicio_id: exerciseIds[1], ejercicio: expect.any(String), descanso: 150 },
    ]);
    expect(doc.sesiones).toHaveLength(1);
    expect(doc.sesiones[0]!.ejercicios[0]).toMatchObject({ nota: TRICKY_NOTE, series: [{ kg: 62.5 }, { kg: 62.5 }] });
  });

  it('is an empty document, not an error, for a new user', async () => {
    const me = await userWithPassword();
    const doc = (await exportJson(me)).json<ExportDocument>();
    expect(doc.sesiones).toEqual([]);
    expect(doc.rutinas).toEqual([]);
    expect((await exportCsv(me)).body).toBe(`${BOM}${HEADER}\n`);
  });
});

/** Every table with a user_id or owner_user_id column (whichever tables the schema holds). */
const userTables = Object.values(schema).flatMap((table) => {
  if (!is(table, PgTable)) return [];
  const columns = Object.values(getTableColumns(table)).filter((c) => ['user_id', 'owner_user_id'].includes(c.name));
  return columns.map((column) => ({ table, column }));
});

async function rowsOf(userId: number, email: string, workoutIds: number[], routineIds: number[], urIds: number[]) {
  const count = async (table: PgTable, where: ReturnType<typeof eq>) =>
    Number(
      (
        await db()
          .select({ n: sql<number>`count(*)` })
          .from(table)
          .where(where)
      )[0]!.n,
    );
  const counts: Record<string, number> = {};
  for (const { table, column } of userTables) {
    counts[`${getTableName(table)}.${column.name}`] = await count(table, eq(column, userId));
  }
  counts.users = await count(users, eq(users.id, userId));
  counts.workout_exercises = await count(workoutExercises, inArray(workoutExercises.workoutId, [0, ...workoutIds]));
  counts.workout_sets = await count(workoutSets, inArray(workoutSets.workoutId, [0, ...workoutIds]));
  counts.workout_weight_bests = await count(
    workoutWeightBests,
    inArray(workoutWeightBests.workoutId, [0, ...workoutIds]),
  );
  counts.routine_exercises = await count(routineExercises, inArray(routineExercises.routineId, [0, ...routineIds]));
  counts.user_routine_exercises = await count(
    userRoutineExercises,
    inArray(userRoutineExercises.userRoutineId, [0, ...urIds]),
  );
  counts.login_failures = await count(loginFailures, eq(loginFailures.emailHash, hashToken(email)));
  counts.rate_limit_hits = await count(rateLimitHits, like(rateLimitHits.key, `%${hashToken(`user:${userId}`)}`));
  return counts;
}

async function idsOf(userId: number) {
  const w = await db().select({ id: workouts.id }).from(workouts).where(eq(workouts.userId, userId));
  const r = await db().select({ id: routines.id }).from(routines).where(eq(routines.ownerUserId, userId));
  const ur = await db()
    .select({ id: schema.userRoutines.id })
    .from(schema.userRoutines)
    .where(eq(schema.userRoutines.userId, userId));
  return [w.map((x) => x.id), r.map((x) => x.id), ur.map((x) => x.id)] as const;
}

const deleteMe = (user: TestUser, body: unknown) => call(t.app, user, 'DELETE', 'users/me', body);

describe('DELETE /api/users/me', () => {
  it('needs a signed-in user and a password', async () => {
    const res = await call(t.app, null, 'DELETE', 'users/me', { password: PASSWORD });
    expect(res.statusCode).toBe(401);
    const me = await userWithPassword();
    expect((await deleteMe(me, {})).statusCode).toBe(400);
    expect((await deleteMe(me, { password: '' })).statusCode).toBe(400);
  });

  it('a wrong password is a 401 with a Spanish message and deletes nothing', async () => {
    const me = await userWithPassword();
    await furnish(me, 'nota');
    const before = await rowsOf(me.id, me.email, ...(await idsOf(me.id)));
    const res = await deleteMe(me, { password: 'Otra#2025x' });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toBe('La contraseña no es correcta');
    const after = await rowsOf(me.id, me.email, ...(await idsOf(me.id)));
    // The failed attempt itself is counted by the rate limit; nothing else moved.
    expect({ ...after, rate_limit_hits: 0 }).toEqual({ ...before, rate_limit_hits: 0 });
    expect(after.users).toBe(1);
    expect(after.workout_sets).toBe(2);
    expect((await call(t.app, me, 'GET', 'users')).statusCode).toBe(200);
  });

  it('deletes every row of the user, leaves other users intact, mails them and ends their session', async () => {
    const me = await userWithPassword({ nombre: '<b>Ana</b>' });
    const other = await userWithPassword();
    await furnish(me, 'nota mía');
    await furnish(other, 'nota ajena');
    // A failed login (login_failures), a counted export (rate_limit_hits) and a cached list.
    await call(t.app, null, 'POST', 'users/login', { email: me.email, password: 'Mala#2025x' });
    expect((await exportCsv(me)).statusCode).toBe(200);
    expect((await call(t.app, me, 'GET', 'user-routines')).statusCode).toBe(200);
    const ids = await idsOf(me.id);
    const before = await rowsOf(me.id, me.email, ...ids);
    expect(before.workout_sets).toBe(2);
    expect(before.login_failures).toBe(1);
    expect(before.rate_limit_hits).toBeGreaterThan(0);
    const otherBefore = await rowsOf(other.id, other.email, ...(await idsOf(other.id)));

    const res = await deleteMe(me, { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Tu cuenta se ha eliminado' });

    const after = await rowsOf(me.id, me.email, ...ids);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await rowsOf(other.id, other.email, ...(await idsOf(other.id)))).toEqual(otherBefore);
    expect((await exportCsv(other)).body).toContain('nota ajena');

    const mail = await mailbox.next(me.email);
    expect(mail.subject).toBe('Tu cuenta de Forja se ha eliminado');
    expect(mail.text).toContain('Hola, <b>Ana</b>:');
    expect(mail.html).toContain('Hola, &lt;b&gt;Ana&lt;/b&gt;:');
    expect(mail.html).not.toContain('<b>Ana');

    // The old session, the cached routine list and the exports are gone with the user.
    for (const url of ['users', 'user-routines', 'users/me/history.csv', 'users/me/export.json']) {
      const gone = await call(t.app, me, 'GET', url);
      expect(gone.statusCode, url).toBe(403);
      expect(gone.json()).toMatchObject({ message: 'User not found' });
    }
    const login = await call(t.app, null, 'POST', 'users/login', { email: me.email, password: PASSWORD });
    expect(login.statusCode).toBe(401);
  });

  it('the deletion stands when the mail server fails', async () => {
    const noMail = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const me = await createTestUser(noMail.database.db, { passwordHash: await hashPassword(PASSWORD) });
      const res = await call(noMail.app, me, 'DELETE', 'users/me', { password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      const left = await noMail.database.db.select().from(users).where(eq(users.id, me.id));
      expect(left).toEqual([]);
    } finally {
      await noMail.close();
    }
  });

  it("deletes the caller only, whatever other user's id the request names", async () => {
    const me = await userWithPassword();
    const other = await userWithPassword();
    const res = await call(t.app, me, 'DELETE', `users/me?id=${other.id}`, { password: PASSWORD, id: other.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t.app, me, 'GET', 'users')).statusCode).toBe(403);
    expect((await call(t.app, other, 'GET', 'users')).statusCode).toBe(200);
  });
});

import { addDays, formatISO, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoutine } from '../../../src/lib/contract';
import { plan, planListItem, targetForWeek, type Plan } from '../../../src/lib/contract-plans';
import { userRoutines } from '../../db/schema';
import { todayIso } from '../../domain/profile';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestUser, type TestUser } from '../../test/users';
import { call } from '../../test/call';
import { generatorProfile } from '../autogenerate/profile';
import { loadUserState, referenceCache } from '../autogenerate/repository';
import { nextMonday } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHOICES = {
  dias: [1, 2, 4, 5],
  sesiones_semana: 4,
  semanas: 6,
  duracion_min: 60,
  equipamiento: ['gimnasio'],
  experiencia: 'de_6_a_24_meses',
};

async function create(user: TestUser, body: object = CHOICES) {
  return call(t.app, user, 'POST', 'plans', body);
}
async function created(user: TestUser, body: object = CHOICES): Promise<Plan> {
  const res = await create(user, body);
  expect(res.statusCode, res.body).toBe(201);
  return plan.parse(res.json());
}

describe('POST /api/plans', () => {
  it('needs a signed-in user', async () => {
    const res = await call(t.app, null, 'POST', 'plans', CHOICES);
    expect(res.statusCode).toBe(401);
  });

  it('creates a 6-week, 4-session programme whose sessions are user routines with the block dates and weekdays', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 3 });
    const p = await created(user);
    expect(p).toMatchObject({
      division: 'torso_pierna',
      semanas: 6,
      sesiones_semana: 4,
      objetivo: 'Hipertrofia',
      // '6 a 24 meses' with no log: Intermedio (generator/level.ts levelFor's floor).
      nivel: 2,
    });
    expect(p.fecha_inicio).toBe(nextMonday(todayIso()));
    expect(p.sesiones.map((s) => s.dia)).toEqual([1, 2, 4, 5]);
    expect(p.sesiones.map((s) => s.etiqueta)).toEqual(['Torso A', 'Pierna A', 'Torso B', 'Pierna B']);
    expect(p.progresion.at(-1)).toMatchObject({ semana: 6, descarga: true });
    expect(p.sesiones.every((s) => s.ejercicios.some((e) => e.principal))).toBe(true);
    // The routines: in SPEC.md's list, with the block's dates, and `plan` in their JSON.
    const list = await call(t.app, user, 'GET', 'user-routines');
    const rutinas = list.json().rutinas as unknown[];
    expect(rutinas).toHaveLength(4);
    const one = userRoutine.parse(rutinas[0]);
    expect(one.plan).toMatchObject({ plan_id: p.id, semanas: 6, nombre: p.nombre });
    expect(one.fecha_inicio_rutina).toBe(p.fecha_inicio.split('-').reverse().join('-'));
    const single = await call(t.app, user, 'GET', `user-routines/${p.sesiones[0]!.rutina_id}`);
    expect(single.json().plan.progresion).toEqual(p.progresion);
    const week3 = targetForWeek(p.sesiones[0]!.ejercicios[0]!, p.progresion[2]!);
    expect(week3.semana).toBe(3);
  });

  it('answers 400 with a message for bad input, never a 500', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 3 });
    const cases: [object, RegExp][] = [
      [{ ...CHOICES, dias: [1, 1, 3] }, /repeat/],
      [{ ...CHOICES, dias: [1, 3], sesiones_semana: 3 }, /cannot be more than the days/],
      [{ ...CHOICES, fecha_inicio: '2001-01-01' }, /past/],
      [{ ...CHOICES, fecha_inicio: '2999-02-30' }, /valid date/],
      [{ ...CHOICES, evitar_ejercicios: [999999] }, /Unknown exercise ids/],
      [{ ...CHOICES, semanas: 9 }, /.+/],
      [{ ...CHOICES, duracion_min: 50 }, /.+/],
      [{ ...CHOICES, dias: [2] }, /.+/],
      [{ ...CHOICES, equipamiento: ['gimnasio\u0001'] }, /.+/],
      [{ ...CHOICES, experiencia: 'nunca\u0000' }, /.+/],
      [{ ...CHOICES, evitar_zonas: ['cuello'] }, /.+/],
      [{}, /.+/],
    ];
    for (const [body, message] of cases) {
      const res = await create(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const noGoal = await createTestUser(t.database.db, { objetivoId: null });
    expect((await create(noGoal)).json()).toMatchObject({ code: 'NO_GOAL' });
  });

  it('three days in a row: the days chosen are the days used (upper, lower, upper), never "Pediste"', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 1 });
    const p = await created(user, { ...CHOICES, dias: [1, 2, 3], sesiones_semana: 3, experiencia: 'nunca' });
    expect(p.sesiones.map((s) => [s.etiqueta, s.dia])).toEqual([
      ['Torso A', 1],
      ['Pierna A', 2],
      ['Torso B', 3],
    ]);
    expect(p.observaciones).not.toMatch(/Pediste/);
    expect(p.sesiones.every((s) => s.duracion_estimada_min <= 60)).toBe(true);
  });

  it("counts imported history as the level's evidence: its sessions and the weeks from the first to the last", async () => {
    // Three months of a Strong export: 26 sessions of bench press 82.5 kg × 8 (with a warm-up),
    // from 97 days ago to 2 days ago, and no routine dated then.
    const today = todayIso();
    const day = (n: number) => formatISO(addDays(parseISO(today), -n), { representation: 'date' });
    const rows = ['Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps'];
    for (let i = 0; i < 26; i++) {
      const date = `${day(97 - Math.round((i * 95) / 25))} 18:00:00`;
      rows.push(`${date},Torso,1h 0m,Bench Press (Barbell),W,41.25,10`);
      for (const order of [1, 2, 3]) rows.push(`${date},Torso,1h 0m,Bench Press (Barbell),${order},82.5,8`);
    }
    const archivo = `${rows.join('\n')}\n`;
    const user = await createTestUser(t.database.db, { objetivoId: 3 });
    const imported = await call(t.app, user, 'POST', 'imports', {
      archivo,
      correspondencias: [{ nombre: 'Bench Press (Barbell)', ejercicio_id: 1 }],
    });
    expect(imported.json()).toMatchObject({ sesiones_nuevas: 26 });
    const state = (await loadUserState(t.database.db, user.id, today))!;
    const ref = await referenceCache(t.database.db)();
    const goal = { goalId: 3, goal: ref.goals.get(3)! };
    // Was "26 sesiones completadas en 0 semanas": the weeks come from the sessions' dates.
    expect(generatorProfile(state, goal, today)).toMatchObject({ finishedSessions: 26, trainedWeeks: 13 });
    // "Más de 2 años" and a quarter of steady training: Avanzado; "menos de 6 meses": Intermedio.
    expect((await created(user, { ...CHOICES, experiencia: 'mas_de_2_anos' })).nivel).toBe(3);
    expect((await created(user, { ...CHOICES, experiencia: 'menos_6_meses' })).nivel).toBe(2);
  });

  it('leaves out the exercises to avoid', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 3 });
    const first = await created(user);
    const avoid = first.sesiones.flatMap((s) => s.ejercicios.map((e) => e.id_ejercicio_catalogo)).slice(0, 10);
    const second = await created(user, { ...CHOICES, evitar_ejercicios: avoid });
    const used = second.sesiones.flatMap((s) => s.ejercicios.map((e) => e.id_ejercicio_catalogo));
    expect(used.filter((id) => avoid.includes(id))).toEqual([]);
  });
});

describe('GET and DELETE /api/plans', () => {
  it('lists newest first; another user gets 404 for it', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 2 });
    const other = await createTestUser(t.database.db, { objetivoId: 2 });
    const a = await created(user);
    const b = await created(user, { ...CHOICES, semanas: 4 });
    const list = await call(t.app, user, 'GET', 'plans');
    expect(list.statusCode).toBe(200);
    expect((list.json() as unknown[]).map((x) => planListItem.parse(x).id)).toEqual([b.id, a.id]);
    expect((await call(t.app, other, 'GET', 'plans')).json()).toEqual([]);
    const read = await call(t.app, user, 'GET', `plans/${a.id}`);
    expect(plan.parse(read.json())).toEqual(a);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(t.app, other, method, `plans/${a.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Plan not found' });
    }
    expect((await call(t.app, user, 'GET', 'plans/abc')).statusCode).toBe(400);
    const badQuery = await call(t.app, user, 'DELETE', `plans/${a.id}?rutinas=todo`);
    expect(badQuery.statusCode).toBe(400);
  });

  it('deletes keeping the routines (detached) or with them', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 3 });
    const keep = await created(user);
    const drop = await created(user);
    const del = (id: number, q: string) => call(t.app, user, 'DELETE', `plans/${id}${q}`);
    expect((await del(keep.id, '')).statusCode).toBe(204);
    expect((await del(drop.id, '?rutinas=borrar')).statusCode).toBe(204);
    expect((await del(drop.id, '')).statusCode).toBe(404);
    const rows = await t.database.db.select().from(userRoutines).where(eq(userRoutines.userId, user.id));
    expect(rows.map((r) => r.id).sort()).toEqual(keep.sesiones.map((s) => s.rutina_id).sort());
    expect(rows.every((r) => r.planId === null)).toBe(true);
    const list = await call(t.app, user, 'GET', 'user-routines');
    expect(list.json().rutinas.every((r: { plan: unknown }) => r.plan === null)).toBe(true);
  });
});

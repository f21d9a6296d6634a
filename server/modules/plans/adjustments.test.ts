import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { planAdjustment, planAdjustments, type PlanAdjustment } from '../../../src/lib/contract-feedback';
import { plan as planSchema, type Plan } from '../../../src/lib/contract-plans';
import type { Workout } from '../../../src/lib/contract-training';
import { todayIso } from '../../domain/profile';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createTestUser, type TestUser } from '../../test/users';

// The same programme every run (the generator draws its seed with randomInt): its back is under
// the band's top (room for a set) and its chest has a barbell press (a swap to make).
vi.mock('node:crypto', async (original) => ({
  ...(await original<typeof import('node:crypto')>()),
  randomInt: () => 7,
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BACK = 2;
const CHEST = 1;

/** A hypertrophy upper/lower programme that starts today (week 1 now). */
async function programme(): Promise<{ user: TestUser; plan: Plan }> {
  const user = await createTestUser(t.database.db, { objetivoId: 3 });
  const res = await call(t.app, user, 'POST', 'plans', {
    dias: [1, 2, 4, 5],
    sesiones_semana: 4,
    semanas: 6,
    duracion_min: 60,
    equipamiento: ['gimnasio'],
    experiencia: 'de_6_a_24_meses',
    fecha_inicio: todayIso(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user, plan: planSchema.parse(res.json()) };
}

/** A session of the programme's first routine, with this feedback. */
async function trainWith(user: TestUser, p: Plan, musculos: object[]): Promise<Workout> {
  const start = await call(t.app, user, 'POST', 'workouts', {
    rutina_id: p.sesiones[0]!.rutina_id,
    cliente_id: randomUUID(),
  });
  expect(start.statusCode, start.body).toBe(201);
  const workout = start.json<Workout>();
  const res = await call(t.app, user, 'PUT', `workouts/${workout.id}/feedback`, { musculos });
  expect(res.statusCode, res.body).toBe(200);
  return workout;
}

const adjustments = (who: TestUser | null, id: number) => call(t.app, who, 'GET', `plans/${id}/adjustments`);
const decide = (who: TestUser | null, id: number, proposal: number, estado: unknown) =>
  call(t.app, who, 'PUT', `plans/${id}/adjustments/${proposal}`, { estado });
const readPlan = async (who: TestUser, id: number) =>
  planSchema.parse((await call(t.app, who, 'GET', `plans/${id}`)).json());
const setsByExercise = (p: Plan) =>
  new Map(p.sesiones.flatMap((s) => s.ejercicios.map((e) => [e.id, e.series] as const)));

describe('GET /api/plans/{id}/adjustments', () => {
  it('no feedback yet: next week, nothing proposed', async () => {
    const { user, plan } = await programme();
    const res = await adjustments(user, plan.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(planAdjustments.parse(res.json())).toEqual({ plan_id: plan.id, semana: 2, propuestas: [], sin_cambios: [] });
  });

  it('proposes from this week’s feedback, each with its reason; the same look again keeps the ids', async () => {
    const { user, plan } = await programme();
    await trainWith(user, plan, [
      { grupo_muscular_id: BACK, bombeo: 0, agujetas: 0, carga: 'justa' },
      { grupo_muscular_id: CHEST, dolor: 'algo' },
    ]);
    const body = planAdjustments.parse((await adjustments(user, plan.id)).json());
    expect(body.semana).toBe(2);
    const sets = body.propuestas.find((p) => p.tipo === 'series')!;
    expect(sets).toMatchObject({ grupo_muscular_id: BACK, grupo_muscular: 'Espalda', delta: 1, estado: 'propuesta' });
    expect(sets.motivo).toMatch(/^Añadimos 1 serie de espalda: recuperaste bien y el bombeo fue bajo \(/);
    const swap = body.propuestas.find((p) => p.tipo === 'cambio_ejercicio')!;
    expect(swap).toMatchObject({ grupo_muscular_id: CHEST, estado: 'propuesta', ejercicio: expect.any(String) });
    expect(swap.motivo).toContain(`Cambiamos ${swap.ejercicio} por ${swap.alternativa}: te molestó una articulación`);
    const again = planAdjustments.parse((await adjustments(user, plan.id)).json());
    expect(again.propuestas).toEqual(body.propuestas);
  });
  it('answers that call for no change: each muscle answered says why in sin_cambios, beside the proposals', async () => {
    const { user, plan } = await programme();
    await trainWith(user, plan, [
      { grupo_muscular_id: BACK, bombeo: 3, agujetas: 0, carga: 'justa' },
      { grupo_muscular_id: CHEST, bombeo: 1, agujetas: 2, carga: 'justa' },
    ]);
    const body = planAdjustments.parse((await adjustments(user, plan.id)).json());
    expect(body.propuestas).toEqual([]);
    expect(body.sin_cambios).toEqual([
      {
        grupo_muscular_id: BACK,
        grupo_muscular: 'Espalda',
        motivo: 'Sin cambios en espalda: el estímulo ya fue suficiente.',
      },
      {
        grupo_muscular_id: CHEST,
        grupo_muscular: 'Pecho',
        motivo: 'Sin cambios en pecho: aún te duraban las agujetas.',
      },
    ]);
  });
});

describe('PUT /api/plans/{id}/adjustments/{propuestaId}', () => {
  it('accepting a set changes one routine exercise by one set; again is the same; refusing it then is a 409', async () => {
    const { user, plan } = await programme();
    await trainWith(user, plan, [{ grupo_muscular_id: BACK, bombeo: 1, agujetas: 1 }]);
    const [sets] = planAdjustments.parse((await adjustments(user, plan.id)).json()).propuestas;
    const before = setsByExercise(await readPlan(user, plan.id));
    const res = await decide(user, plan.id, sets!.id, 'aceptada');
    expect(res.statusCode, res.body).toBe(200);
    expect(planAdjustment.parse(res.json())).toEqual({ ...sets, estado: 'aceptada' });
    const after = setsByExercise(await readPlan(user, plan.id));
    const changed = [...after].filter(([id, n]) => before.get(id) !== n);
    expect(changed).toHaveLength(1);
    expect(changed[0]![1]).toBe(before.get(changed[0]![0])! + 1);
    expect((await decide(user, plan.id, sets!.id, 'aceptada')).statusCode).toBe(200);
    expect(setsByExercise(await readPlan(user, plan.id))).toEqual(after);
    const refuse = await decide(user, plan.id, sets!.id, 'rechazada');
    expect(refuse.statusCode).toBe(409);
    expect(refuse.json<{ message: string }>().message).toMatch(/ya se aplicó/);
    // Found again next look, it stays accepted and is not made twice.
    const look = planAdjustments.parse((await adjustments(user, plan.id)).json());
    expect(look.propuestas.filter((p) => p.tipo === 'series')).toEqual([{ ...sets, estado: 'aceptada' }]);
    expect(setsByExercise(await readPlan(user, plan.id))).toEqual(after);
  });

  it('refusing a swap leaves the routine; accepting it later swaps the exercise everywhere in the programme', async () => {
    const { user, plan } = await programme();
    await trainWith(user, plan, [{ grupo_muscular_id: CHEST, dolor: 'me_paro' }]);
    const swap = planAdjustments
      .parse((await adjustments(user, plan.id)).json())
      .propuestas.find((p) => p.tipo === 'cambio_ejercicio')!;
    expect(swap.motivo).toContain('el dolor articular te hizo parar');
    const ids = (p: Plan) => p.sesiones.flatMap((s) => s.ejercicios.map((e) => e.id_ejercicio_catalogo));
    const refused = await decide(user, plan.id, swap.id, 'rechazada');
    expect(refused.json<PlanAdjustment>().estado).toBe('rechazada');
    expect(ids(await readPlan(user, plan.id))).toContain(swap.ejercicio_id);
    const accepted = await decide(user, plan.id, swap.id, 'aceptada');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const now = ids(await readPlan(user, plan.id));
    expect(now).not.toContain(swap.ejercicio_id);
    expect(now).toContain(swap.alternativa_id);
    // The same muscle's pain proposes no second swap that week.
    const look = planAdjustments.parse((await adjustments(user, plan.id)).json());
    expect(look.propuestas.filter((p) => p.tipo === 'cambio_ejercicio')).toEqual([{ ...swap, estado: 'aceptada' }]);
  });

  it('an early deload: accepted, next week becomes a deload week', async () => {
    const { user, plan } = await programme();
    await trainWith(
      user,
      plan,
      [1, 2, 5, 12, 7].map((g) => ({ grupo_muscular_id: g, carga: 'demasiada' })),
    );
    const body = planAdjustments.parse((await adjustments(user, plan.id)).json());
    expect(body.propuestas.map((p) => p.tipo)).toEqual(['descarga']);
    expect(body.propuestas[0]!.motivo).toMatch(/^Adelantamos la descarga a la semana 2: la carga fue demasiada en /);
    expect((await decide(user, plan.id, body.propuestas[0]!.id, 'aceptada')).statusCode).toBe(200);
    const p = await readPlan(user, plan.id);
    expect(p.progresion[1]).toMatchObject({ semana: 2, descarga: true, series_extra: -1, rir: 4 });
    expect(p.progresion.at(-1)).toMatchObject({ descarga: true });
  });

  it('bad input is a 400 in Spanish, never a 500', async () => {
    const { user, plan } = await programme();
    const cases: [string, unknown, RegExp][] = [
      [`plans/${plan.id}/adjustments/1`, { estado: 'propuesta' }, /^estado: /],
      [`plans/${plan.id}/adjustments/1`, {}, /^estado: /],
      [`plans/${plan.id}/adjustments/abc`, { estado: 'aceptada' }, /entero positivo/],
      [`plans/${plan.id}/adjustments/99999999999`, { estado: 'aceptada' }, /como mucho|entero/],
    ];
    for (const [url, body, message] of cases) {
      const res = await call(t.app, user, 'PUT', url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    const missing = await decide(user, plan.id, 2_000_000, 'aceptada');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Propuesta no encontrada en este programa', code: 'NOT_FOUND' });
  });
});

/** Every programme route under /api/plans/{id}/adjustments, as another user calls it. */
const ROUTES: {
  method: 'GET' | 'PUT';
  path: string;
  url: (planId: number, proposal: number) => string;
  body?: object;
}[] = [
  { method: 'GET', path: '/api/plans/{id}/adjustments', url: (p) => `plans/${p}/adjustments` },
  {
    method: 'PUT',
    path: '/api/plans/{id}/adjustments/{propuestaId}',
    url: (p, a) => `plans/${p}/adjustments/${a}`,
    body: { estado: 'aceptada' },
  },
];

describe('ownership', () => {
  it('the table covers every /api/plans/{id}/adjustments route', () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const declared = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/plans/{id}/adjustments'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(declared);
  });

  it.each(ROUTES)("$method $path: another user's programme is a 404 and nothing changes", async (route) => {
    const { user, plan } = await programme();
    await trainWith(user, plan, [{ grupo_muscular_id: BACK, bombeo: 0, agujetas: 0 }]);
    const [sets] = planAdjustments.parse((await adjustments(user, plan.id)).json()).propuestas;
    const intruder = await createTestUser(t.database.db, { objetivoId: 3 });
    const res = await call(t.app, intruder, route.method, route.url(plan.id, sets!.id), route.body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Programa no encontrado', code: 'NOT_FOUND' });
    expect(res.body).not.toContain(sets!.motivo);
    // Their own programme cannot reach this one's proposal either.
    const theirs = await programme();
    const cross = await decide(theirs.user, theirs.plan.id, sets!.id, 'aceptada');
    expect(cross.statusCode).toBe(404);
    const still = planAdjustments.parse((await adjustments(user, plan.id)).json()).propuestas;
    expect(still).toEqual([sets]);
    expect((await call(t.app, null, route.method, route.url(plan.id, sets!.id), route.body)).statusCode).toBe(401);
  });

  it('the proposals are in the export and go with the programme', async () => {
    const { user, plan } = await programme();
    await trainWith(user, plan, [{ grupo_muscular_id: BACK, bombeo: 0, agujetas: 0 }]);
    await adjustments(user, plan.id);
    const doc = (await call(t.app, user, 'GET', 'users/me/export.json')).json<{ ajustes_programas: object[] }>();
    expect(doc.ajustes_programas).toEqual([
      expect.objectContaining({
        plan_id: plan.id,
        semana: 2,
        tipo: 'series',
        grupo_muscular_id: BACK,
        estado: 'propuesta',
      }),
    ]);
    expect((await call(t.app, user, 'DELETE', `plans/${plan.id}`)).statusCode).toBe(204);
    const after = (await call(t.app, user, 'GET', 'users/me/export.json')).json<{ ajustes_programas: object[] }>();
    expect(after.ajustes_programas).toEqual([]);
  });
});

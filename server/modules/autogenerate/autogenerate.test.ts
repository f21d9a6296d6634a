import { format, subDays } from 'date-fns';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedRoutine, type GeneratedRoutine } from '../../../src/lib/contract';
import type { PlanInput } from '../../../src/lib/contract-plans';
import { exerciseRemovals, exercises, plans, routineExercises, routines, userRoutines } from '../../db/schema';
import { equipmentFits, modelOf, sparesAreas } from '../../domain/exercise-model';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createTestUser, type TestUser } from '../../test/users';
import { insertFinishedWorkout } from '../../test/workouts';
import { schedulePrune } from './prune';
import { KEEP_GENERATED, loadUserState, pruneGenerated, type PruneResult } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = (daysAgo: number) => format(subDays(new Date(), daysAgo), 'yyyy-MM-dd');

async function generate(user: TestUser): Promise<GeneratedRoutine> {
  const res = await call(t.app, user, 'POST', 'autogenerate');
  expect(res.statusCode, res.body).toBe(200);
  return generatedRoutine.parse(res.json());
}

async function catalogue() {
  return t.database.db.select().from(exercises);
}

describe('POST /api/autogenerate', () => {
  it('needs a signed-in user', async () => {
    const res = await call(t.app, null, 'POST', 'autogenerate');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Authorization header is required' });
  });

  it('answers 400 with a clear message to a user without a goal', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: null });
    const res = await call(t.app, user, 'POST', 'autogenerate');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NO_GOAL', message: expect.stringMatching(/goal \(objetivo\)/) });
  });

  it('builds, stores and answers a new routine in the docs/PRODUCT.md §13 shape for a new user', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 3 });
    const body = await generate(user);
    expect(body).toMatchObject({
      realizada: false,
      objetivo: 'Hipertrofia',
      objetivos_id: 3,
      metodo: 'Hipertrofia',
      metodos_id: 3,
      dificultad: 'Principiante',
      dificultad_id: 1,
      tiempo_aerobicos: 10,
      tiempo_anaerobicos: 50,
      descanso: 90,
    });
    expect(body.nombre).toMatch(/\(Principiante\)$/);
    expect(body.rutina_observaciones).toMatch(/hipertrofia/);
    expect(body.metodo_observaciones.length).toBeGreaterThan(40);
    expect(body.ejercicios.length).toBeGreaterThanOrEqual(5);
    expect(body.ejercicios.length).toBeLessThanOrEqual(9);

    const all = new Map((await catalogue()).map((e) => [e.id, e]));
    body.ejercicios.forEach((e, i) => {
      const c = all.get(e.id_ejercicio)!;
      expect(e).toMatchObject({ orden: i + 1, nombre: c.nombre, tipo: c.tipo, step_1: c.inicio, step_2: c.fin });
      expect(c.dificultadId).toBeLessThanOrEqual(2);
      expect(e.series).toBeGreaterThanOrEqual(3);
      expect(e.series).toBeLessThanOrEqual(4);
      expect(e.comentario.length).toBeGreaterThan(40);
      expect(e.grupo_muscular).not.toBe('Desconocido');
    });

    // Stored as a template owned by the caller, with its exercises and seed.
    const [stored] = await t.database.db.select().from(routines).where(eq(routines.id, body.rutina_id));
    expect(stored).toMatchObject({
      ownerUserId: user.id,
      nombre: body.nombre,
      observaciones: body.rutina_observaciones,
      objetivoId: 3,
      dificultadId: 1,
      metodoId: 3,
      dia: body.dia,
      slug: null,
    });
    expect(stored!.generatorSeed).toMatch(/^\d+$/);
    const rows = await t.database.db
      .select()
      .from(routineExercises)
      .where(eq(routineExercises.routineId, body.rutina_id))
      .orderBy(asc(routineExercises.orden));
    expect(rows.map((r) => [r.exerciseId, r.orden, r.series, r.repeticiones, r.comentario])).toEqual(
      body.ejercicios.map((e) => [e.id_ejercicio, e.orden, e.series, e.repeticiones, e.comentario]),
    );
    expect(rows.every((r) => r.descanso !== null && r.descanso >= 60 && r.descanso <= 90)).toBe(true);
  });

  it('gives a new routine (new id and seed, not the same plan) on every call', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 1 });
    const first = await generate(user);
    const second = await generate(user);
    expect(second.rutina_id).not.toBe(first.rutina_id);
    const ids = (r: GeneratedRoutine) => r.ejercicios.map((e) => e.id_ejercicio).sort((a, b) => a - b);
    expect(ids(second)).not.toEqual(ids(first));
    const seeds = await t.database.db
      .select({ seed: routines.generatorSeed })
      .from(routines)
      .where(eq(routines.ownerUserId, user.id));
    expect(new Set(seeds.map((s) => s.seed)).size).toBe(2);
  });

  it('never raises the level from dates alone and keeps weekdays of running routines', async () => {
    // 68 years old, BMI 35, one routine backdated by three years (as in the coach's audit),
    // plus a running one on Wednesdays.
    const user = await createTestUser(t.database.db, {
      objetivoId: 2,
      fechaNacimiento: '1958-01-10',
      peso: 100,
      altura: 169,
    });
    const base = { userId: user.id, objetivoId: 2, dificultadId: 1, metodoId: 2, nombre: 'Mía' };
    await t.database.db.insert(userRoutines).values([
      { ...base, fechaInicio: day(3 * 365), fechaFin: day(1), dia: 1 },
      { ...base, fechaInicio: day(3), fechaFin: day(-30), dia: 3 },
    ]);
    const all = new Map((await catalogue()).map((e) => [e.id, e]));
    for (let i = 0; i < 3; i++) {
      const body = await generate(user);
      expect(body).toMatchObject({ dificultad_id: 1, dificultad: 'Principiante' });
      expect(body.rutina_observaciones).toMatch(/no con las fechas/);
      // Wednesday is taken by the running routine; Monday's routine has ended.
      expect(body.dia).not.toBe(3);
      for (const e of body.ejercicios) {
        const c = all.get(e.id_ejercicio)!;
        expect(c.dificultadId).toBeLessThanOrEqual(2);
        expect(c.tecnico).toBe(false);
        expect(c.nombre).not.toMatch(/buenos días con barra|déficit|sentadilla trasera/i);
      }
      // 65+: a single-leg exercise for balance.
      expect(body.rutina_observaciones).toMatch(/equilibrio/);
    }
  });

  it('finished sessions of the training log raise the level, capped by weeks of routine time', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 2, fechaNacimiento: '1995-05-05' });
    const base = { userId: user.id, objetivoId: 2, dificultadId: 1, metodoId: 2, nombre: 'Mía' };
    await t.database.db.insert(userRoutines).values({ ...base, fechaInicio: day(400), fechaFin: day(1), dia: 1 });
    expect(await generate(user)).toMatchObject({ dificultad_id: 1 });
    // 30 finished sessions (>= 24) over more than 12 weeks of routine time: Intermedio's evidence.
    const squat = (await catalogue())[0]!.id;
    for (let i = 0; i < 30; i++) {
      await insertFinishedWorkout(t.database.db, user.id, subDays(new Date(), 3 + i * 3), [
        { exerciseId: squat, repeticiones: 8, kg: 40 },
      ]);
    }
    expect((await loadUserState(t.database.db, user.id, day(0)))!.finishedSessions).toBe(30);
    const body = await generate(user);
    expect(body.dificultad_id).toBe(2);
    expect(body.rutina_observaciones).toMatch(/30 sesiones completadas/);
  });

  /** A programme as POST /api/plans stores it, with these wizard answers (elecciones). */
  async function storeProgramme(userId: number, answers: Partial<PlanInput>) {
    await t.database.db.insert(plans).values({
      userId,
      nombre: 'Programa',
      objetivoId: 3,
      nivel: 1,
      division: 'cuerpo_completo',
      semanas: 4,
      sesionesSemana: 3,
      duracionMin: 45,
      fechaInicio: day(40),
      fechaFin: day(12),
      elecciones: { dias: [1, 3, 5], semanas: 4, duracion_min: 45, equipamiento: ['gimnasio'], ...answers },
      progresion: [],
      observaciones: '',
      volumen: {},
    });
  }

  it('sets the level from the latest programme’s experience answer AND the log', async () => {
    // The audit's lifter: "Más de 2 años" and three months of history (26 finished sessions, as
    // an import leaves them, with no routine dated then), bench 82.5 kg x 8.
    const lifter = await createTestUser(t.database.db, { objetivoId: 3, fechaNacimiento: '1990-01-01' });
    await storeProgramme(lifter.id, { experiencia: 'mas_de_2_anos' });
    const bench = (await catalogue()).find((e) => e.nombre === 'Press de banca con barra')!.id;
    for (let i = 0; i < 26; i++)
      await insertFinishedWorkout(t.database.db, lifter.id, subDays(new Date(), 2 + i * 3.5), [
        { exerciseId: bench, repeticiones: 8, kg: 82.5 },
      ]);
    const body = await generate(lifter);
    expect(body).toMatchObject({ dificultad_id: 3, dificultad: 'Avanzado' });
    expect(body.rutina_observaciones).toMatch(/nos dijiste que llevas más de 2 años entrenando y llevas 26 sesiones/);

    // The same answer and no log: Intermedio; "Nunca" and no log: Principiante.
    const returning = await createTestUser(t.database.db, { objetivoId: 3 });
    await storeProgramme(returning.id, { experiencia: 'mas_de_2_anos' });
    expect(await generate(returning)).toMatchObject({ dificultad_id: 2, dificultad: 'Intermedio' });
    const novice = await createTestUser(t.database.db, { objetivoId: 3 });
    await storeProgramme(novice.id, { experiencia: 'nunca' });
    expect(await generate(novice)).toMatchObject({ dificultad_id: 1, dificultad: 'Principiante' });
  });

  it('uses only the equipment and spares the sore areas of the latest programme', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 3 });
    await storeProgramme(user.id, { experiencia: 'de_6_a_24_meses', equipamiento: ['gimnasio'] });
    // The latest programme's answers win.
    await storeProgramme(user.id, {
      experiencia: 'de_6_a_24_meses',
      equipamiento: ['bandas'],
      evitar_zonas: ['hombro', 'muneca'],
    });
    for (let i = 0; i < 4; i++) {
      const body = await generate(user);
      expect(body.rutina_observaciones).toMatch(/Solo con lo que tienes: bandas elásticas/);
      expect(body.rutina_observaciones).toMatch(/te molesta el hombro y la muñeca/);
      for (const e of body.ejercicios) {
        const m = modelOf(e.id_ejercicio)!;
        expect(equipmentFits(m, ['bandas']), e.nombre).toBe(true);
        expect(sparesAreas(m, ['hombro', 'muneca']), e.nombre).toBe(true);
      }
    }
  });

  it('doses jumps in short sets of contacts and never as minutes of cardio', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 5, fechaNacimiento: '1998-01-01' });
    await storeProgramme(user.id, { experiencia: 'mas_de_2_anos' });
    const all = new Map((await catalogue()).map((e) => [e.id, e]));
    let jumps = 0;
    for (let i = 0; i < 8; i++) {
      const body = await generate(user);
      body.ejercicios.forEach((e, k) => {
        const patron = modelOf(e.id_ejercicio)!.patron;
        if (patron !== 'pliometria' && patron !== 'potencia') return;
        jumps += 1;
        // First in the session, 3-5 sets of 3-6, counted in repetitions, far from failure.
        expect(k).toBe(0);
        expect(e).toMatchObject({ medida: 'repeticiones' });
        expect(e.series).toBeGreaterThanOrEqual(3);
        expect(e.series).toBeLessThanOrEqual(5);
        expect(e.repeticiones).toBeLessThanOrEqual(6);
        expect(e.comentario).toMatch(/Lejos del fallo/);
        expect(all.get(e.id_ejercicio)!.tipo).not.toBe('Cardio');
      });
    }
    expect(jumps).toBeGreaterThan(0);
  });

  it('answers the rest and the measure of each exercise, as stored', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 4 });
    const body = await generate(user);
    const all = new Map((await catalogue()).map((e) => [e.id, e]));
    for (const e of body.ejercicios) {
      expect(e.descanso).toBeGreaterThanOrEqual(20);
      expect(e.descanso).toBeLessThanOrEqual(40);
      expect(['repeticiones', 'tiempo', 'distancia']).toContain(e.medida);
      const c = all.get(e.id_ejercicio)!;
      expect(c.tecnico).toBe(false);
      if (c.tipo === 'Cardio') expect(e.medida).toBe('tiempo');
    }
    const rows = await t.database.db
      .select()
      .from(routineExercises)
      .where(eq(routineExercises.routineId, body.rutina_id))
      .orderBy(routineExercises.orden);
    expect(rows.map((r) => r.descanso)).toEqual(body.ejercicios.map((e) => e.descanso));
  });

  it('leaves out exercises the user removed and jumps for a BMI of 30 or more', async () => {
    // 100 kg, 170 cm: BMI 34.6; fat loss, the goal where jumps are most likely.
    const user = await createTestUser(t.database.db, { objetivoId: 4, peso: 100, altura: 170 });
    const all = await catalogue();
    const removed = all.find((e) => e.slug === 'flexiones')!.id;
    await t.database.db.insert(exerciseRemovals).values({ userId: user.id, exerciseId: removed });
    const jumps = new Set(all.filter((e) => e.altoImpacto).map((e) => e.id));
    expect(jumps.size).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) {
      const body = await generate(user);
      const ids = body.ejercicios.map((e) => e.id_ejercicio);
      expect(ids).not.toContain(removed);
      expect(ids.filter((id) => jumps.has(id))).toEqual([]);
      expect(body.rutina_observaciones).toMatch(/alto impacto/);
    }
  });

  it('uses at least 10 repetitions for people of 60 or more', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 3, fechaNacimiento: '1950-03-01' });
    const body = await generate(user);
    for (const e of body.ejercicios.filter((x) => x.medida === 'repeticiones'))
      expect(e.repeticiones).toBeGreaterThanOrEqual(10);
  });

  it('accepts an empty JSON body and rejects a malformed one with 400', async () => {
    const user = await createTestUser(t.database.db);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/autogenerate',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode, empty.body).toBe(200);
    const braces = await call(t.app, user, 'POST', 'autogenerate', {});
    expect(braces.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/autogenerate',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Malformed JSON body' });
  });
});

describe('the prune job', () => {
  const owned = async (userId: number) =>
    (await t.database.db.select({ id: routines.id }).from(routines).where(eq(routines.ownerUserId, userId))).map(
      (r) => r.id,
    );

  /** `count` generated routines of `userId` written straight to the database (no exercises). */
  async function storeGenerated(userId: number, count: number): Promise<number[]> {
    const rows = await t.database.db
      .insert(routines)
      .values(
        Array.from({ length: count }, (_, i) => ({
          nombre: `Generada ${i}`,
          objetivoId: 1,
          dificultadId: 1,
          metodoId: 1,
          ownerUserId: userId,
        })),
      )
      .returning({ id: routines.id });
    return rows.map((r) => r.id);
  }

  it(`keeps the newest ${KEEP_GENERATED} generated routines of a user, and any that was copied`, async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 5 });
    const first = await generate(user);
    await t.database.db.insert(userRoutines).values({
      userId: user.id,
      routineId: first.rutina_id,
      nombre: first.nombre,
      objetivoId: 5,
      dificultadId: 1,
      metodoId: 3,
    });
    const second = await generate(user);
    for (let i = 0; i < KEEP_GENERATED + 3; i++) await generate(user);
    const other = await createTestUser(t.database.db);
    const theirs = await generate(other);

    const result = await pruneGenerated(t.database.db, 0);
    const ids = await owned(user.id);
    expect(ids).toHaveLength(KEEP_GENERATED + 1);
    expect(ids).toContain(first.rutina_id);
    expect(ids).not.toContain(second.rutina_id);
    expect(result.deleted).toBeGreaterThanOrEqual(4);
    expect(result.lastId).toBeGreaterThanOrEqual(theirs.rutina_id);
    // Their exercises went with them (ON DELETE CASCADE), other users' routines stay.
    expect(
      await t.database.db.select().from(routineExercises).where(eq(routineExercises.routineId, second.rutina_id)),
    ).toEqual([]);
    expect(await owned(other.id)).toEqual([theirs.rutina_id]);
    // Nothing left to delete on a second run.
    expect((await pruneGenerated(t.database.db, 0)).deleted).toBe(0);
  });

  it('looks only at users who generated a routine after the last id it saw', async () => {
    const before = await createTestUser(t.database.db);
    const stored = await storeGenerated(before.id, KEEP_GENERATED + 5);
    // As if the last run had seen these routines already.
    const seen = await pruneGenerated(t.database.db, Math.max(...stored));
    expect(seen).toEqual({ deleted: 0, lastId: Math.max(...stored) });
    expect(await owned(before.id)).toHaveLength(KEEP_GENERATED + 5);

    const after = await createTestUser(t.database.db);
    await storeGenerated(after.id, KEEP_GENERATED + 2);
    const next = await pruneGenerated(t.database.db, seen.lastId);
    expect(next.deleted).toBe(2);
    expect(await owned(after.id)).toHaveLength(KEEP_GENERATED);
    expect(await owned(before.id)).toHaveLength(KEEP_GENERATED + 5);
    expect(next.lastId).toBeGreaterThan(seen.lastId);
  });

  it('runs at once and then every interval, each run after the last id it saw, until stopped', async () => {
    const user = await createTestUser(t.database.db);
    await storeGenerated(user.id, KEEP_GENERATED + 3);
    const runs: PruneResult[] = [];
    const failures: unknown[] = [];
    const stop = schedulePrune(t.database.db, { done: (r) => runs.push(r), failed: (e) => failures.push(e) }, 20);
    await expect.poll(() => runs.length, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    expect(await owned(user.id)).toHaveLength(KEEP_GENERATED);
    await storeGenerated(user.id, 4);
    await expect.poll(() => owned(user.id).then((ids) => ids.length), { timeout: 5000 }).toBe(KEEP_GENERATED);
    await stop();
    const count = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toHaveLength(count);
    expect(failures).toEqual([]);
    expect(runs.at(-1)!.lastId).toBeGreaterThan(runs[0]!.lastId);
  });
});

describe('what the generator is told about the user', () => {
  it('reads profile, routine dates and weekdays, removals and the last plans, newest first', async () => {
    const user = await createTestUser(t.database.db, { objetivoId: 2, peso: 80, altura: 180 });
    const other = await createTestUser(t.database.db, { objetivoId: 2 });
    const base = { objetivoId: 2, dificultadId: 1, metodoId: 2, nombre: 'R' };
    await t.database.db.insert(userRoutines).values([
      { ...base, userId: user.id, fechaInicio: day(60), fechaFin: day(30), dia: 2 },
      { ...base, userId: user.id, fechaInicio: day(10), fechaFin: day(-10), dia: 6 },
      { ...base, userId: user.id, dia: 7 },
      { ...base, userId: other.id, fechaInicio: day(10), fechaFin: day(-10), dia: 4 },
    ]);
    const all = await catalogue();
    await t.database.db.insert(exerciseRemovals).values([
      { userId: user.id, exerciseId: all[0]!.id },
      { userId: user.id, exerciseId: all[0]!.id },
      { userId: user.id, exerciseId: all[3]!.id },
      { userId: other.id, exerciseId: all[5]!.id },
    ]);
    const older = await generate(user);
    const newer = await generate(user);
    await generate(other);

    const state = await loadUserState(t.database.db, user.id, day(0));
    expect(state).toMatchObject({ objetivoId: 2, peso: 80, altura: 180, sexo: 2, fechaNacimiento: '1990-05-17' });
    expect(state!.periods).toHaveLength(3);
    expect(state!.periods).toContainEqual({ start: day(60), end: day(30) });
    expect([...state!.occupiedDays].sort()).toEqual([6, 7]);
    expect([...state!.removedExerciseIds].sort((a, b) => a - b)).toEqual([all[0]!.id, all[3]!.id]);
    const planIds = (r: GeneratedRoutine) => r.ejercicios.map((e) => e.id_ejercicio);
    expect(state!.previousPlans).toEqual([planIds(newer), planIds(older)]);
    expect(await loadUserState(t.database.db, 999_999, day(0))).toBeNull();
  });
});

import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adherence,
  exerciseProgress,
  muscleVolume,
  progressExercise,
  type Adherence,
  type MuscleVolume,
} from '../../../src/lib/contract-training';
import { plan } from '../../../src/lib/contract-plans';
import { exercises, muscleGroups, userRoutines } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestUser, type TestUser } from '../../test/users';
import { call as apiCall } from '../../test/call';
import { insertFinishedWorkout } from '../../test/workouts';

let t: TestApp;
let a: { id: number; nombre: string; grupo: number };
let b: { id: number; nombre: string; grupo: number };
/** A third exercise nobody logs. */
let c: number;

beforeAll(async () => {
  t = await createTestApp();
  // Two catalogue exercises of different muscle groups.
  const rows = await t.database.db
    .select({ id: exercises.id, nombre: exercises.nombre, grupo: exercises.gruposMuscularesId })
    .from(exercises)
    .where(eq(exercises.tipo, 'Fuerza'))
    .orderBy(exercises.id);
  a = rows[0]!;
  b = rows.find((r) => r.grupo !== a.grupo)!;
  c = rows.find((r) => r.id !== a.id && r.id !== b.id)!.id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const get = (who: TestUser, url: string) => apiCall(t.app, who, 'GET', url);
/** Wednesday 21 January 2026, noon in Madrid. */
const NOW = new Date('2026-01-21T11:00:00Z');

/**
 * A user with history: A 10×100 + 5×110 and B 12×20 on Mon 5 Jan; A 8×105 on Mon 12 Jan (00:30
 * Madrid). Warm-ups too, which no figure counts: A 10×41.25 before its work on 5 Jan, and a B
 * warm-up alone on 12 Jan (B was not trained that day).
 */
async function userWithHistory(): Promise<TestUser> {
  const u = await createTestUser(t.database.db);
  await insertFinishedWorkout(t.database.db, u.id, new Date('2026-01-05T10:00:00Z'), [
    { exerciseId: a.id, repeticiones: 10, kg: 41.25, tipo: 'calentamiento' },
    { exerciseId: a.id, repeticiones: 10, kg: 100 },
    { exerciseId: a.id, repeticiones: 5, kg: 110 },
    { exerciseId: b.id, repeticiones: 12, kg: 20 },
  ]);
  await insertFinishedWorkout(t.database.db, u.id, new Date('2026-01-11T23:30:00Z'), [
    { exerciseId: a.id, repeticiones: 8, kg: 105 },
    { exerciseId: b.id, repeticiones: 10, kg: 10, tipo: 'calentamiento' },
  ]);
  return u;
}

describe('per exercise', () => {
  it('lists the exercises logged, most recent first, and one point per session (Epley)', async () => {
    const u = await userWithHistory();
    const list = (await get(u, 'progress/exercises')).json();
    expect(
      progressExercise
        .array()
        .parse(list)
        .map((e) => [e.id_ejercicio_catalogo, e.sesiones, e.ultima_vez]),
    ).toEqual([
      [a.id, 2, '2026-01-11T23:30:00.000Z'],
      [b.id, 1, '2026-01-05T10:00:00.000Z'],
    ]);
    const res = await get(u, `progress/exercises/${a.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const progress = exerciseProgress.parse(res.json());
    expect(progress).toMatchObject({ id_ejercicio_catalogo: a.id, nombre: a.nombre, formula: 'epley' });
    // 100 × (1 + 10/30) = 133.33 beats 110 × (1 + 5/30) = 128.33; 105 × (1 + 8/30) = 133.
    expect(
      progress.puntos.map(({ e1rm, mejor_kg, mejor_repeticiones, volumen_kg }) => [
        e1rm,
        mejor_kg,
        mejor_repeticiones,
        volumen_kg,
      ]),
    ).toEqual([
      [133.33, 110, 5, 1550],
      [133, 105, 8, 840],
    ]);
    const none = (await get(u, `progress/exercises/${c}`)).json();
    expect(none.puntos).toEqual([]);
    expect((await get(u, 'progress/exercises/999999')).statusCode).toBe(404);
    expect((await get(u, 'progress/exercises/x')).json()).toMatchObject({
      message: 'exerciseId: debe ser un número entero positivo',
    });
    const stranger = await createTestUser(t.database.db);
    expect((await get(stranger, 'progress/exercises')).json()).toEqual([]);
    expect((await get(stranger, `progress/exercises/${a.id}`)).json().puntos).toEqual([]);
    expect((await get(stranger, 'progress/records')).json()).toEqual([]);
  });
});

describe('weekly sets per muscle group', () => {
  it('counts sets per group and week (Monday, in tz), with the band of the goal and level', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const u = await userWithHistory();
    const groups = await t.database.db
      .select()
      .from(muscleGroups)
      .where(inArray(muscleGroups.id, [a.grupo, b.grupo]));
    const name = (id: number) => groups.find((g) => g.id === id)!.nombre;
    const madrid = muscleVolume.parse((await get(u, 'progress/muscles?semanas=3')).json());
    // The two groups logged (every programme muscle is listed too, at 0).
    const logged = (g: { nombre: string }) => g.nombre === name(a.grupo) || g.nombre === name(b.grupo);
    const cells = (m: MuscleVolume) =>
      m.semanas.map((w) => [w.semana, w.grupos.filter(logged).map((g) => [g.nombre, g.series])]);
    const sorted = [a.grupo, b.grupo].sort((x, y) => x - y);
    const row = (counts: Record<number, number>) => sorted.map((id) => [name(id), counts[id] ?? 0]);
    // No programme: Hipertrofia (the test user's goal) at Principiante (two sessions logged).
    expect(madrid.banda).toEqual({ min: 6, max: 14 });
    expect(cells(madrid)).toEqual([
      ['2026-01-05', row({ [a.grupo]: 2, [b.grupo]: 1 })],
      ['2026-01-12', row({ [a.grupo]: 1 })],
      ['2026-01-19', row({})],
    ]);
    // In UTC the second session is still Sunday 11 January.
    const utc = (await get(u, 'progress/muscles?semanas=2&tz=UTC')).json<MuscleVolume>();
    expect(cells(utc)).toEqual([
      ['2026-01-12', row({})],
      ['2026-01-19', row({})],
    ]);
    const defaults = (await get(u, 'progress/muscles')).json<MuscleVolume>();
    expect(defaults.semanas).toHaveLength(8);
    for (const [query, message] of [
      ['semanas=0', 'semanas: debe ser un número entero positivo'],
      ['semanas=53', 'semanas: debe ser como mucho 52'],
      ['tz=Europe/Nowhere', 'tz: zona horaria desconocida (un nombre IANA, p. ej. Europe/Madrid)'],
    ]) {
      const res = await get(u, `progress/muscles?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ message, code: 'VALIDATION' });
    }
  });
});

describe('weekly sets per lifter group', () => {
  /** Catalogue ids (server/db/seed/data/exercises*.json). */
  const REMO = 3; // Remo con mancuerna a un brazo: Espalda
  const DOMINADAS = 4; // Dominadas: Dorsal ancho
  const BANCA = 1; // Press de banca con barra: Pecho
  const DECLINADO = 276; // Press declinado con mancuernas: Pectoral inferior

  it('adds up the catalogue groups a lifter counts as one: Espalda + Dorsal ancho, Pecho + Pectoral inferior', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const u = await createTestUser(t.database.db);
    const sets = (exerciseId: number, n: number) =>
      Array.from({ length: n }, () => ({ exerciseId, repeticiones: 8, kg: 40 }));
    await insertFinishedWorkout(t.database.db, u.id, new Date('2026-01-19T10:00:00Z'), [
      ...sets(REMO, 3),
      ...sets(DOMINADAS, 4),
      ...sets(BANCA, 2),
      ...sets(DECLINADO, 3),
    ]);
    const res = await get(u, 'progress/muscles?semanas=1');
    expect(res.statusCode, res.body).toBe(200);
    const body = muscleVolume.parse(res.json());
    const trained = body.semanas[0]!.grupos.filter((g) => g.series > 0);
    expect(trained.map((g) => [g.nombre, g.series])).toEqual([
      ['Pecho', 5],
      ['Espalda', 7],
    ]);
    // Every programme muscle is listed, trained or not, in body order.
    expect(body.grupos.map((g) => g.nombre)).toEqual([
      'Pecho',
      'Espalda',
      'Hombros',
      'Cuádriceps',
      'Glúteos e isquiotibiales',
      'Bíceps',
      'Tríceps',
      'Gemelos',
      'Abdominales',
    ]);
    expect(body.grupos[1]).toEqual({ id: 2, clave: 'espalda', nombre: 'Espalda', banda: body.banda });
  });

  it("draws the band of the user's programme, the same one GET /plans/{id} shows, and a ceiling for the arms", async () => {
    const u = await createTestUser(t.database.db);
    const created = await apiCall(t.app, u, 'POST', 'plans', {
      dias: [1, 3, 5],
      sesiones_semana: 3,
      semanas: 6,
      duracion_min: 60,
      equipamiento: ['gimnasio'],
      experiencia: 'mas_de_2_anos',
    });
    expect(created.statusCode, created.body).toBe(201);
    const programme = plan.parse(created.json());
    const curl = (
      await t.database.db
        .select({ id: exercises.id })
        .from(exercises)
        .where(eq(exercises.gruposMuscularesId, 3))
        .orderBy(exercises.id)
        .limit(1)
    )[0]!.id;
    await insertFinishedWorkout(t.database.db, u.id, new Date(), [
      { exerciseId: REMO, repeticiones: 10, kg: 30 },
      { exerciseId: curl, repeticiones: 10, kg: 10 },
    ]);
    const body = muscleVolume.parse((await get(u, 'progress/muscles?semanas=1&tz=UTC')).json());
    // Beginners' 6-14 would be the band without the programme: the programme's is another one.
    expect(programme.banda).not.toEqual({ min: 6, max: 14 });
    expect(body.banda).toEqual(programme.banda);
    const band = (clave: string) => body.grupos.find((g) => g.clave === clave)?.banda;
    expect(band('espalda')).toEqual(programme.banda);
    expect(band('cadera')).toEqual(programme.banda);
    expect(band('biceps')).toEqual({ min: 0, max: programme.banda.max });
    const week = body.semanas[0]!.grupos.filter((g) => g.series > 0).map((g) => [g.nombre, g.series]);
    expect(week).toEqual([
      ['Espalda', 1],
      ['Bíceps', 1],
    ]);
    const stranger = await createTestUser(t.database.db);
    const theirs = muscleVolume.parse((await get(stranger, 'progress/muscles?semanas=1')).json());
    expect(theirs.semanas[0]!.grupos.every((g) => g.series === 0)).toBe(true);
    expect(theirs.banda).toEqual({ min: 6, max: 14 });
  });
});

describe('adherence', () => {
  async function plannedUser(): Promise<TestUser> {
    const u = await userWithHistory();
    const base = { userId: u.id, objetivoId: 3, dificultadId: 1, metodoId: 1, nombre: 'Plan' };
    await t.database.db.insert(userRoutines).values([
      // Mondays from 1 January 2026 on: 5, 12 and 19 January.
      { ...base, dia: 1, fechaInicio: '2026-01-01' },
      // Thursdays up to 10 January: 1 and 8 January (and every Thursday before).
      { ...base, dia: 4, fechaFin: '2026-01-10' },
      // No weekday: never planned.
      { ...base, fechaInicio: '2026-01-01' },
    ]);
    // Thursday 8 January: the second session of that week.
    await insertFinishedWorkout(t.database.db, u.id, new Date('2026-01-08T10:00:00Z'), [
      { exerciseId: b.id, repeticiones: 10, kg: 10 },
    ]);
    return u;
  }

  it('planned vs done per week and the streak, the current week not yet breaking it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const u = await plannedUser();
    const res = await get(u, 'progress/adherence?semanas=4');
    expect(res.statusCode, res.body).toBe(200);
    const body = adherence.parse(res.json());
    expect(body.semanas).toEqual([
      { semana: '2025-12-29', planificadas: 1, hechas: 0, volumen_kg: 0 },
      { semana: '2026-01-05', planificadas: 2, hechas: 2, volumen_kg: 1550 + 240 + 100 },
      { semana: '2026-01-12', planificadas: 1, hechas: 1, volumen_kg: 840 },
      { semana: '2026-01-19', planificadas: 1, hechas: 0, volumen_kg: 0 },
    ]);
    expect(body.racha).toBe(2);
    // In UTC the 12 January session is a Sunday: that week is missed and the streak is 0.
    const utc = (await get(u, 'progress/adherence?semanas=4&tz=UTC')).json<Adherence>();
    expect(utc.semanas.map((w) => w.hechas)).toEqual([0, 3, 0, 0]);
    expect(utc.racha).toBe(0);
    // Done this week too: the current week counts.
    await insertFinishedWorkout(t.database.db, u.id, new Date('2026-01-20T10:00:00Z'), [
      { exerciseId: a.id, repeticiones: 1, kg: 1 },
    ]);
    expect((await get(u, 'progress/adherence?semanas=4')).json<Adherence>().racha).toBe(3);
    expect((await get(u, 'progress/adherence')).json<Adherence>().semanas).toHaveLength(8);
  });

  it('a user with nothing planned nor done has empty weeks and no streak', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const u = await createTestUser(t.database.db);
    const body = (await get(u, 'progress/adherence?semanas=2')).json<Adherence>();
    expect(body).toEqual({
      semanas: [
        { semana: '2026-01-12', planificadas: 0, hechas: 0, volumen_kg: 0 },
        { semana: '2026-01-19', planificadas: 0, hechas: 0, volumen_kg: 0 },
      ],
      racha: 0,
    });
  });
});

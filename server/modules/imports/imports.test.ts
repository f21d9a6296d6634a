import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '../../../src/lib/contract-import';
import type { PersonalRecord, Workout, WorkoutPage } from '../../../src/lib/contract-training';
import { readImport } from '../../domain/import/parse';
import { importNameChoices, userRoutineExercises, workoutImports, workouts, workoutSets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { copyToUser, publicTemplateIds } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { call } from '../../test/call';
import { insertFinishedWorkout, startWorkout } from '../../test/workouts';
import { ImportConflictError, importSessions, sessionClientId, uuidFrom } from './repository';

const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../test/fixtures/import', name), 'utf8');
const STRONG = fixture('strong.csv');
const HEVY = fixture('hevy.csv');
const STRONG_LB = fixture('strong-lb-semicolon.csv');
const STRONG_NAMES = fixture('strong-names.csv');
const DAY_MS = 86_400_000;
/**
 * strong-set-types.csv with its days moved so that its last session (2024-04-08) was three days
 * ago: a session starts today, and what is typed live may be at most 90 days old.
 */
const STRONG_TYPES = (() => {
  const text = fixture('strong-set-types.csv');
  const last = Date.UTC(2024, 3, 8);
  const shift = Math.floor((Date.now() - 3 * DAY_MS - last) / DAY_MS) * DAY_MS;
  return text.replace(
    /\b(\d{4}-\d{2}-\d{2}) /g,
    (_, day: string) => `${new Date(Date.parse(day) + shift).toISOString().slice(0, 10)} `,
  );
})();

let t: TestApp;
let ana: TestUser;
let bea: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ana = await createTestUser(t.database.db);
  bea = await createTestUser(t.database.db);
});
afterAll(() => t.close());

const preview = (who: TestUser, archivo: string) => call(t.app, who, 'POST', 'imports/preview', { archivo });

/** Imports `archivo` taking every proposal; `changes` overrides some (name → id or null). */
async function importAll(who: TestUser, archivo: string, changes: Record<string, number | null> = {}) {
  const p = (await preview(who, archivo)).json<ImportPreview>();
  const correspondencias = p.ejercicios.map((e) => ({
    nombre: e.nombre,
    ejercicio_id: e.nombre in changes ? changes[e.nombre]! : e.propuesta,
  }));
  return call(t.app, who, 'POST', 'imports', { archivo, correspondencias });
}

async function countsOf(who: TestUser) {
  const [w] = await t.database.db.select({ n: count() }).from(workouts).where(eq(workouts.userId, who.id));
  const [s] = await t.database.db
    .select({ n: count() })
    .from(workoutSets)
    .innerJoin(workouts, eq(workouts.id, workoutSets.workoutId))
    .where(eq(workouts.userId, who.id));
  return { workouts: w!.n, sets: s!.n };
}

describe('POST /api/imports/preview', () => {
  it('reads a Strong export: format, sessions, sets, days and a proposed match per exercise', async () => {
    const res = await preview(ana, STRONG);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<ImportPreview>();
    expect(p).toMatchObject({ formato: 'strong', sesiones: 3, series: 16, ya_importadas: 0 });
    expect([p.desde, p.hasta]).toEqual(['2024-03-04', '2024-03-08']);
    const byName = Object.fromEntries(p.ejercicios.map((e) => [e.nombre, e]));
    expect(Object.keys(byName)).toHaveLength(8);
    expect(byName['Bench Press (Barbell)']).toEqual({
      nombre: 'Bench Press (Barbell)',
      sesiones: 1,
      series: 3,
      propuesta: 1,
      motivo: { origen: 'parecido', equipo: 'barra', patron: 'empuje-horizontal' },
    });
    expect(byName['Pull Up']!.propuesta).toBe(4);
    const name = (id: number | null) => p.catalogo.find((c) => c.id === id)?.nombre;
    expect(name(byName['Squat (Barbell)']!.propuesta)).toMatch(/Sentadilla/);
    expect(name(byName['Deadlift (Barbell)']!.propuesta)).toMatch(/Peso muerto/);
    expect(p.catalogo.length).toBeGreaterThan(300);
  });

  it('reads a Hevy export', async () => {
    const res = await preview(ana, HEVY);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<ImportPreview>();
    expect(p).toMatchObject({ formato: 'hevy', sesiones: 2, series: 10, desde: '2024-03-11', hasta: '2024-03-13' });
    expect(p.ejercicios.map((e) => e.nombre)).toEqual([
      'Bench Press (Barbell)',
      'Bent Over Row (Barbell)',
      'Lateral Raise (Dumbbell)',
      'Leg Press',
      'Plank',
      'Treadmill',
    ]);
  });

  it('answers 401 without a session', async () => {
    const res = await call(t.app, null, 'POST', 'imports/preview', { archivo: STRONG });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/imports', () => {
  it('writes the sessions with their sets; the same file again adds nothing', async () => {
    const before = await countsOf(ana);
    const res = await importAll(ana, STRONG, { 'Triceps Pushdown (Cable - Straight Bar)': null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>()).toEqual({
      formato: 'strong',
      sesiones_nuevas: 3,
      series_nuevas: 14,
      sesiones_omitidas: 0,
    });
    expect(await countsOf(ana)).toEqual({ workouts: before.workouts + 3, sets: before.sets + 14 });

    const list = (await call(t.app, ana, 'GET', 'workouts?limit=10')).json<WorkoutPage>();
    const push = list.items.find((w) => w.nombre === 'Empuje A')!;
    expect(push.iniciado_en).toBe('2024-03-04T17:02:11.000Z'); // 18:02:11 in Madrid (CET)
    const detail = (await call(t.app, ana, 'GET', `workouts/${push.id}`)).json<Workout>();
    expect(detail.estado).toBe('terminado');
    expect(detail.notas).toBe('Buena sesión, hombro bien');
    expect(detail.ejercicios).toHaveLength(2); // the triceps exercise was not imported
    const bench = detail.ejercicios[0]!;
    expect(bench.id_ejercicio_catalogo).toBe(1);
    expect(bench.nota).toBe('Calentamiento');
    expect(bench.series.map((s) => [s.kg, s.repeticiones, s.rir])).toEqual([
      [60, 10, null],
      [80, 6, 2],
      [80, 6, 1],
    ]);
    expect(detail.ejercicios[1]!.series[0]).toMatchObject({ segundos: 60, repeticiones: null });

    const again = await importAll(ana, STRONG, { 'Triceps Pushdown (Cable - Straight Bar)': null });
    expect(again.json<ImportResult>()).toEqual({
      formato: 'strong',
      sesiones_nuevas: 0,
      series_nuevas: 0,
      sesiones_omitidas: 3,
    });
    expect(await countsOf(ana)).toEqual({ workouts: before.workouts + 3, sets: before.sets + 14 });
    expect((await preview(ana, STRONG)).json<ImportPreview>().ya_importadas).toBe(3);
  });

  it("leaves another user's history alone, and theirs is their own", async () => {
    await insertFinishedWorkout(t.database.db, bea.id, new Date('2024-01-10T10:00:00Z'), [
      { exerciseId: 1, repeticiones: 5, kg: 70 },
    ]);
    const anaBefore = await countsOf(ana);
    const beaBefore = await countsOf(bea);
    const res = await importAll(bea, HEVY);
    expect(res.json<ImportResult>()).toMatchObject({ sesiones_nuevas: 2, sesiones_omitidas: 0 });
    expect(await countsOf(ana)).toEqual(anaBefore);
    expect((await countsOf(bea)).workouts).toBe(beaBefore.workouts + 2);
    // The same Strong file ana imported is new for bea.
    expect((await importAll(bea, STRONG)).json<ImportResult>()).toMatchObject({ sesiones_nuevas: 3 });
    expect(await countsOf(ana)).toEqual(anaBefore);
  });

  it('converts pounds and reads a semicolon-separated Strong file', async () => {
    const who = await createTestUser(t.database.db);
    const res = await importAll(who, STRONG_LB);
    expect(res.json<ImportResult>()).toMatchObject({ formato: 'strong', sesiones_nuevas: 1, series_nuevas: 2 });
    const [set] = await t.database.db
      .select({ kg: workoutSets.kg, rir: workoutSets.rir })
      .from(workoutSets)
      .innerJoin(workouts, eq(workouts.id, workoutSets.workoutId))
      .where(eq(workouts.userId, who.id))
      .orderBy(workoutSets.orden);
    expect(set).toEqual({ kg: 102.06, rir: null });
  });

  it("reads Hevy's set types; an exercise's targets are its work sets", async () => {
    const who = await createTestUser(t.database.db);
    expect((await importAll(who, HEVY)).json<ImportResult>()).toMatchObject({ sesiones_nuevas: 2, series_nuevas: 10 });
    const list = (await call(t.app, who, 'GET', 'workouts?limit=10')).json<WorkoutPage>();
    const upper = list.items.find((w) => w.nombre === 'Upper')!;
    // Six sets, one a warm-up: five done, 40 × 10 out of the volume.
    expect(upper).toMatchObject({ series_hechas: 5, volumen_kg: 82.5 * 5 + 82.5 * 4 + 70 * 8 + 10 * 15 + 6 * 12 });
    const detail = (await call(t.app, who, 'GET', `workouts/${upper.id}`)).json<Workout>();
    const [bench, row, raise] = detail.ejercicios;
    expect(bench!.series.map((s) => [s.tipo, s.kg, s.repeticiones])).toEqual([
      ['calentamiento', 40, 10],
      ['trabajo', 82.5, 5],
      ['fallo', 82.5, 4],
    ]);
    // The warm-up's 10 repetitions are not the target: the work sets' 4-5, two of them.
    expect(bench).toMatchObject({ series_objetivo: 2, repeticiones_min: 4, repeticiones_objetivo: 5 });
    expect(row).toMatchObject({ series_objetivo: 1, repeticiones_min: 8, repeticiones_objetivo: 8 });
    expect(raise!.series.map((s) => s.tipo)).toEqual(['trabajo', 'descendente']);
    const lower = list.items.find((w) => w.nombre === 'Lower')!;
    const timed = (await call(t.app, who, 'GET', `workouts/${lower.id}`)).json<Workout>().ejercicios;
    // A plank's and a run's target are their seconds (the run's measure: it has both), not 0.
    expect(timed.map((e) => [e.medida, e.repeticiones_objetivo])).toEqual([
      ['repeticiones', 12],
      ['tiempo', 45],
      ['tiempo', 1200],
    ]);
  });

  it("reads Strong's W, D and F: an imported warm-up is no record, no lower advice, and marked in 'last time'", async () => {
    const who = await createTestUser(t.database.db);
    const res = await importAll(who, STRONG_TYPES);
    expect(res.json<ImportResult>()).toMatchObject({ formato: 'strong', sesiones_nuevas: 3, series_nuevas: 13 });
    const types = await t.database.db
      .select({ tipo: workoutSets.tipo })
      .from(workoutSets)
      .innerJoin(workouts, eq(workouts.id, workoutSets.workoutId))
      .where(eq(workouts.userId, who.id));
    const countOf = (tipo: string) => types.filter((x) => x.tipo === tipo).length;
    expect([countOf('calentamiento'), countOf('trabajo'), countOf('descendente'), countOf('fallo')]).toEqual([
      3, 8, 1, 1,
    ]);
    const records = (await call(t.app, who, 'GET', 'progress/records')).json<PersonalRecord[]>();
    expect(records.map((r) => r.kg)).not.toContain(41.25);
    // A routine with the bench press (6-8), started three days after the last imported session.
    const r = await copyToUser(t.app, who, (await publicTemplateIds(t.database.db))[0]!);
    await t.database.db.delete(userRoutineExercises).where(eq(userRoutineExercises.userRoutineId, r.rutina_id));
    await t.database.db.insert(userRoutineExercises).values({
      userRoutineId: r.rutina_id,
      exerciseId: 1,
      orden: 1,
      series: 3,
      repeticiones: 6,
      repeticionesMin: 6,
      repeticionesMax: 8,
    });
    const started = await call(t.app, who, 'POST', 'workouts', {
      rutina_id: r.rutina_id,
      cliente_id: randomUUID(),
    });
    expect(started.statusCode, started.body).toBe(201);
    const bench = started.json<Workout>().ejercicios[0]!;
    expect(bench.anterior.map((s) => [s.tipo, s.kg, s.repeticiones])).toEqual([
      ['calentamiento', 41.25, 10],
      ['trabajo', 85, 8],
      ['trabajo', 85, 8],
      ['trabajo', 85, 7],
    ]);
    // Progressing (82.5 → 85 kg): never "Baja" because of the 41.25 kg warm-ups.
    expect(bench.sugerencia!.accion).not.toBe('bajar');
    expect(bench.sugerencia!.motivo).not.toMatch(/Baja/);
    expect(bench.sugerencia!.kg).toBeGreaterThanOrEqual(85);
  });

  it('refuses a match to an exercise outside the catalogue, and nothing matched', async () => {
    const before = await countsOf(ana);
    const unknown = await call(t.app, ana, 'POST', 'imports', {
      archivo: HEVY,
      correspondencias: [{ nombre: 'Leg Press', ejercicio_id: 999_999 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/correspondencia de ejercicios no es válida/);
    const none = await call(t.app, ana, 'POST', 'imports', {
      archivo: HEVY,
      correspondencias: [{ nombre: 'Leg Press', ejercicio_id: null }],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No has elegido ningún ejercicio que importar.');
    expect(await countsOf(ana)).toEqual(before);
  });
});

describe('name matching', () => {
  const proposals = async (who: TestUser) =>
    Object.fromEntries((await preview(who, STRONG_NAMES)).json<ImportPreview>().ejercicios.map((e) => [e.nombre, e]));

  it('proposes by implement and pattern, and says why', async () => {
    const p = await proposals(ana);
    expect(p['Lateral Raise (Dumbbell)']).toMatchObject({
      propuesta: 92,
      motivo: { origen: 'parecido', equipo: 'mancuernas', patron: 'hombro-elevacion' },
    });
    expect(p['Peso muerto rumano con barra']!.propuesta).toBe(243);
    expect(p['Overhead Press (Barbell)']!.propuesta).toBe(89);
  });

  it("remembers the user's correction for their next import, theirs only; taking the proposal again forgets it", async () => {
    const who = await createTestUser(t.database.db);
    expect((await proposals(who))['Dumbbell Row']!.propuesta).not.toBe(3);
    const res = await importAll(who, STRONG_NAMES, { 'Dumbbell Row': 3 });
    expect(res.statusCode, res.body).toBe(200);

    expect((await proposals(who))['Dumbbell Row']).toMatchObject({
      propuesta: 3,
      motivo: { origen: 'recordada', equipo: null, patron: null },
    });
    // Spelt another way, the same name.
    const other = STRONG_NAMES.replaceAll('"Dumbbell Row"', '"DUMBBELL ROW"');
    const again = (await preview(who, other)).json<ImportPreview>().ejercicios.find((e) => e.nombre === 'DUMBBELL ROW');
    expect(again!.propuesta).toBe(3);
    expect((await proposals(bea))['Dumbbell Row']!.propuesta).not.toBe(3);

    const proposed = (await proposals(bea))['Dumbbell Row']!.propuesta;
    await importAll(who, STRONG_NAMES, { 'Dumbbell Row': proposed });
    expect((await proposals(who))['Dumbbell Row']!.propuesta).toBe(proposed);
  });

  it("the account's JSON export holds the remembered choices", async () => {
    const who = await createTestUser(t.database.db);
    await importAll(who, STRONG_NAMES, { 'Dumbbell Row': 3 });
    const res = await call(t.app, who, 'GET', 'users/me/export.json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ ejercicios_importados: unknown[] }>().ejercicios_importados).toEqual([
      {
        nombre: 'dumbbell row',
        ejercicio_id: 3,
        ejercicio: 'Remo con mancuerna a un brazo',
        elegido_en: expect.any(String),
      },
    ]);
  });

  it("deleting the account deletes the user's remembered choices", async () => {
    const who = await createTestUser(t.database.db);
    await importAll(who, STRONG_NAMES, { 'Dumbbell Row': 3 });
    const mine = () => t.database.db.select().from(importNameChoices).where(eq(importNameChoices.userId, who.id));
    expect(await mine()).toHaveLength(1);
    await t.database.db.execute(sql`delete from users where id = ${who.id}`);
    expect(await mine()).toHaveLength(0);
  });
});

describe('rate limit', () => {
  it('answers 429 in Spanish past 60 previews an hour', async () => {
    const who = await createTestUser(t.database.db);
    for (let i = 0; i < 60; i++) expect((await preview(who, STRONG_LB)).statusCode).toBe(200);
    const res = await preview(who, STRONG_LB);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Demasiadas importaciones seguidas; vuelve a intentarlo en \d+ segundos\.$/);
  });
});

describe('files the import refuses, changing nothing', () => {
  const tryBoth = async (archivo: string) => {
    const before = await countsOf(ana);
    const p = await preview(ana, archivo);
    const i = await call(t.app, ana, 'POST', 'imports', {
      archivo,
      correspondencias: [{ nombre: 'Bench Press (Barbell)', ejercicio_id: 1 }],
    });
    expect(await countsOf(ana)).toEqual(before);
    expect(i.statusCode).toBe(p.statusCode);
    expect(i.json().message).toBe(p.json().message);
    return p;
  };

  it('a broken CSV (an unclosed quote)', async () => {
    const res = await tryBoth(`${STRONG}2024-03-09 10:00:00,"Roto,1h,"Bench Press (Barbell),1,50,5\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^El archivo no es un CSV válido/);
  });

  it('a number that is not one, naming its line and column', async () => {
    const res = await tryBoth(STRONG.replace('80.0,6.0', 'ochenta,6.0'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Línea 3: «ochenta» no es un número válido en la columna Weight.');
  });

  it('an unknown format', async () => {
    const res = await tryBoth('fecha,ejercicio,kg\n2024-01-01,Sentadilla,100\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^No reconocemos el archivo/);
  });

  it('more than 50,000 rows', async () => {
    const header = STRONG.slice(0, STRONG.indexOf('\n') + 1);
    const row = '2024-03-04 18:02:11,A,1h,Plank,1,0,0,0,30,,,\n';
    const res = await tryBoth(header + row.repeat(50_001));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El archivo tiene demasiadas filas: el límite es 50.000.');
  });

  it('more than 5 MB', async () => {
    const res = await tryBoth(STRONG + '#'.repeat(5 * 1024 * 1024));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El archivo es demasiado grande: el límite es 5 MB y 50.000 filas.');
  });

  it('a body far past the limit is cut short with 413', async () => {
    const res = await preview(ana, 'x'.repeat(13 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/^El archivo es demasiado grande/);
  });

  it('an empty file', async () => {
    const res = await preview(ana, '');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^La petición no es válida/);
  });
});

describe('ids, numbers, names and dates of a file', () => {
  it("another user cannot take an imported set's id before the import writes it", async () => {
    const victim = await createTestUser(t.database.db);
    const mallory = await createTestUser(t.database.db);
    // The id the import derived from the user, the file and the set's place in it.
    const session = { key: '2024-03-04 18:02:11|Empuje A' } as Parameters<typeof sessionClientId>[2];
    const derived = uuidFrom(`${sessionClientId(victim.id, 'strong', session)}|1|Bench Press (Barbell)|1`);
    const r = await copyToUser(t.app, mallory, (await publicTemplateIds(t.database.db))[0]!);
    const own = await startWorkout(t.app, mallory, r.rutina_id);
    const claimed = await call(t.app, mallory, 'PUT', `workouts/${own.id}/sets/${derived}`, {
      ejercicio_sesion_id: own.ejercicios[0]!.id,
      orden: 1,
      medida: 'repeticiones',
      repeticiones: 5,
      kg: 20,
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const res = await importAll(victim, STRONG);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportResult>()).toMatchObject({ sesiones_nuevas: 3, series_nuevas: 16 });
    expect(await countsOf(victim)).toEqual({ workouts: 3, sets: 16 });
  });

  it('a set id taken meanwhile fails the import cleanly: nothing of it kept, the caller told (409)', async () => {
    const who = await createTestUser(t.database.db);
    const other = await createTestUser(t.database.db);
    const otherWorkout = await insertFinishedWorkout(t.database.db, other.id, new Date('2024-01-10T10:00:00Z'), [
      { exerciseId: 1, repeticiones: 5, kg: 70 },
    ]);
    const [taken] = await t.database.db
      .select({ id: workoutSets.id })
      .from(workoutSets)
      .where(eq(workoutSets.workoutId, otherWorkout));
    const parsed = await readImport(STRONG);
    const mapping = new Map(parsed.sessions.flatMap((s) => s.exercises.map((e) => [e.nombre, 1] as const)));
    let n = 0;
    const newId = () => (++n === 5 ? taken!.id : randomUUID());
    await expect(importSessions(t.database.db, who.id, parsed, mapping, { newId })).rejects.toBeInstanceOf(
      ImportConflictError,
    );
    expect(await countsOf(who)).toEqual({ workouts: 0, sets: 0 });
    const staged = await t.database.db.select({ id: workouts.id }).from(workouts).where(isNotNull(workouts.importId));
    expect(staged).toEqual([]);
    expect(await t.database.db.select().from(workoutImports)).toEqual([]);
  });

  it('an absurd duration is an unknown one (an hour), not a 500', async () => {
    const who = await createTestUser(t.database.db);
    const header = STRONG.slice(0, STRONG.indexOf('\n') + 1);
    for (const [day, duration] of [
      ['2024-05-06', '99999999999999999999'],
      ['2024-05-07', '9999999999999h'],
    ] as const) {
      const archivo = `${header}${day} 18:00:00,Pierna,${duration},Squat (Barbell),1,100,5,0,0,,,\n`;
      const res = await importAll(who, archivo);
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await t.database.db
      .select({ inicio: workouts.iniciadoEn, fin: workouts.terminadoEn })
      .from(workouts)
      .where(eq(workouts.userId, who.id));
    expect(rows.map((w) => (w.fin!.getTime() - w.inicio.getTime()) / 60_000)).toEqual([60, 60]);
  });

  it('names and notes lose their control characters; notes keep their line breaks', async () => {
    const who = await createTestUser(t.database.db);
    const header = STRONG.slice(0, STRONG.indexOf('\n') + 1);
    const archivo = `${header}2024-05-06 18:00:00,"Pierna\u0007 \u001b[31mroja",1h,"Squat (Barbell)\u0001",1,100,5,0,0,"Rodilla\r\nbien\u0008","Notas\u000b",\n`;
    const p = await preview(who, archivo);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json<ImportPreview>().ejercicios.map((e) => e.nombre)).toEqual(['Squat (Barbell)']);
    expect((await importAll(who, archivo)).statusCode).toBe(200);
    const [w] = (await call(t.app, who, 'GET', 'workouts?limit=1')).json<WorkoutPage>().items;
    const detail = (await call(t.app, who, 'GET', `workouts/${w!.id}`)).json<Workout>();
    expect(detail.nombre).toBe('Pierna [31mroja');
    expect(detail.notas).toBe('Notas');
    expect(detail.ejercicios[0]!.nota).toBe('Rodilla\nbien');
  });

  it('dates as strict as typed ones: no 30 February, no year 0000, 1970 or 9999', async () => {
    const who = await createTestUser(t.database.db);
    const header = STRONG.slice(0, STRONG.indexOf('\n') + 1);
    const at = (date: string) => `${header}${date},Pierna,1h,Squat (Barbell),1,100,5,0,0,,,\n`;
    const cases = [
      ['2024-02-30 10:00:00', 'Línea 2: «2024-02-30 10:00:00» no es una fecha válida en la columna Date.'],
      ['0000-01-01 10:00:00', 'Línea 2: «0000-01-01 10:00:00» no es una fecha válida en la columna Date.'],
      [
        '1970-01-01 01:00:00',
        'Línea 2: «1970-01-01 01:00:00» es anterior a 1990: no parece la fecha de un entrenamiento (columna Date).',
      ],
      ['9999-12-31 10:00:00', 'Línea 2: «9999-12-31 10:00:00» es una fecha futura (columna Date).'],
    ];
    for (const [date, message] of cases) {
      const res = await call(t.app, who, 'POST', 'imports', {
        archivo: at(date!),
        correspondencias: [{ nombre: 'Squat (Barbell)', ejercicio_id: 2 }],
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await countsOf(who)).toEqual({ workouts: 0, sets: 0 });
  });
});

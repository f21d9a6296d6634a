import { describe, expect, it } from 'vitest';
import { catalogueMatcher, similarity, words } from './match';
import { isMultiLine, isOneLine } from '../../../src/lib/text';
import {
  hevySetType,
  ImportFileError,
  minutesOf,
  multiLine,
  oneLine,
  readImport,
  rirFromRpe,
  strongSetType,
} from './parse';
import { madridWallTime } from './wall-time';

describe('words and similarity', () => {
  it('ignore accents, case, punctuation, filler words and word order', () => {
    expect(words('Press de Banca (Barra)')).toEqual(['press', 'banca', 'barra']);
    expect(words('Pull-Ups')).toEqual(['pullup']);
    expect(similarity(words('Bench Press (Barbell)'), words('Barbell Bench Press'))).toBe(1);
    expect(similarity(words('Extensión de cuádriceps'), words('extension cuadricep'))).toBe(1);
    expect(similarity(words('Squat'), words('Plank'))).toBe(0);
  });

  it('proposes the closest catalogue exercise, or none', () => {
    const m = catalogueMatcher([
      { id: 1, names: ['Press de banca con barra', 'Barbell Bench Press - Medium Grip'] },
      { id: 2, names: ['Sentadilla trasera con barra', 'Barbell Squat'] },
    ]);
    expect(m.propose('Bench Press (Barbell)').id).toBe(1);
    expect(m.propose('Sentadilla con barra').id).toBe(2);
    expect(m.propose('Cycling').id).toBeNull();
  });
});

describe('readImport', () => {
  it('maps RPE to RIR = 10 − RPE within 0-5', () => {
    expect([rirFromRpe(null), rirFromRpe(10), rirFromRpe(8), rirFromRpe(7.5), rirFromRpe(3)]).toEqual([
      null,
      0,
      2,
      3,
      5,
    ]);
  });

  it("reads the set type: Strong's W, D, F (a number is work), Hevy's set_type", async () => {
    expect(['W', 'w', 'D', 'F', '1', '12', '', undefined].map(strongSetType)).toEqual([
      'calentamiento',
      'calentamiento',
      'descendente',
      'fallo',
      'trabajo',
      'trabajo',
      'trabajo',
      'trabajo',
    ]);
    expect(['warmup', 'normal', 'dropset', 'failure', 'WARMUP', 'otro', undefined].map(hevySetType)).toEqual([
      'calentamiento',
      'trabajo',
      'descendente',
      'fallo',
      'calentamiento',
      'trabajo',
      'trabajo',
    ]);
    const { sessions } = await readImport(
      'Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n' +
        '2024-03-04 18:00:00,A,Squat (Barbell),W,60,5\n' +
        '2024-03-04 18:00:00,A,Squat (Barbell),1,100,5\n' +
        '2024-03-04 18:00:00,A,Squat (Barbell),D,80,8\n',
    );
    expect(sessions[0]!.exercises[0]!.sets.map((x) => [x.orden, x.tipo])).toEqual([
      [1, 'calentamiento'],
      [2, 'trabajo'],
      [3, 'descendente'],
    ]);
  });

  it('reads Madrid wall time across the summer change', () => {
    expect(madridWallTime(2024, 1, 15, 18, 0, 0).toISOString()).toBe('2024-01-15T17:00:00.000Z');
    expect(madridWallTime(2024, 7, 15, 18, 0, 0).toISOString()).toBe('2024-07-15T16:00:00.000Z');
  });

  it('refuses a header it does not know', async () => {
    await expect(readImport('a,b\n1,2\n')).rejects.toThrow(ImportFileError);
  });

  it('reads a Hevy file in pounds and miles', async () => {
    const text =
      'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,duration_seconds,rpe\n' +
      'Run,"1 Feb 2024, 07:00","1 Feb 2024, 07:30",,Running,,,0,normal,,,1,600,\n' +
      'Run,"1 Feb 2024, 07:00","1 Feb 2024, 07:30",,Squat (Barbell),,,0,normal,100,5,,,9\n';
    const { format, sessions } = await readImport(text);
    expect(format).toBe('hevy');
    expect(sessions[0]!.exercises.map((e) => e.sets[0])).toEqual([
      { orden: 1, repeticiones: null, kg: null, segundos: 600, metros: 1609.34, rir: null, tipo: 'trabajo' },
      { orden: 1, repeticiones: 5, kg: 45.36, segundos: null, metros: null, rir: 1, tipo: 'trabajo' },
    ]);
  });
});

describe('what an imported file may hold', () => {
  const STRONG = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Notes,Workout Notes\n';
  const row = (date: string, extra: Partial<Record<'name' | 'duration' | 'exercise' | 'notes', string>> = {}) =>
    `${date},"${extra.name ?? 'A'}",${extra.duration ?? '1h'},"${extra.exercise ?? 'Squat (Barbell)'}",1,100,5,"${extra.notes ?? ''}",\n`;
  const message = (text: string) =>
    readImport(text).then(
      () => 'read',
      (err: Error) => err.message,
    );

  it('refuses a day the calendar does not have instead of rolling it into the next month', async () => {
    expect(await message(STRONG + row('2024-02-30 10:00:00'))).toBe(
      'Línea 2: «2024-02-30 10:00:00» no es una fecha válida en la columna Date.',
    );
    expect(await message(STRONG + row('2023-02-29 10:00:00'))).toMatch(/^Línea 2: .* no es una fecha válida/);
    expect(await message(STRONG + row('2024-04-31 10:00:00'))).toMatch(/^Línea 2: .* no es una fecha válida/);
    expect(await message(STRONG + row('2024-02-29 10:00:00'))).toBe('read'); // a leap day
    expect(madridWallTime(2024, 2, 30, 10, 0, 0).getTime()).toBeNaN();
  });

  it('refuses year 0000, 1970 and 9999: before 1990 or in the future, as typed data', async () => {
    expect(await message(STRONG + row('0000-01-01 10:00:00'))).toMatch(/^Línea 2: .* no es una fecha válida/);
    expect(await message(STRONG + row('1970-01-01 00:00:00'))).toBe(
      'Línea 2: «1970-01-01 00:00:00» es anterior a 1990: no parece la fecha de un entrenamiento (columna Date).',
    );
    expect(await message(STRONG + row('9999-12-31 10:00:00'))).toBe(
      'Línea 2: «9999-12-31 10:00:00» es una fecha futura (columna Date).',
    );
    const hevy = 'title,start_time,end_time,exercise_title,set_index,reps\n';
    expect(await message(`${hevy}A,"30 Feb 2024, 10:00",,Squat,0,5\n`)).toMatch(/^Línea 2: .* no es una fecha válida/);
    expect(await message(`${hevy}A,"1 Jan 9999, 10:00",,Squat,0,5\n`)).toMatch(/es una fecha futura/);
  });

  it('reads an absurd duration as unknown (an hour), never as a date past the year 275760', async () => {
    expect(minutesOf('99999999999999999999')).toBe(60);
    expect(minutesOf('9999999999999h')).toBe(60);
    expect(minutesOf('25h')).toBe(60);
    expect(minutesOf('23h 59m')).toBe(23 * 60 + 59);
    expect(minutesOf('5400')).toBe(90);
    const { sessions } = await readImport(STRONG + row('2024-03-04 18:00:00', { duration: '99999999999999999999' }));
    const [s] = sessions;
    expect(s!.fin.getTime() - s!.inicio.getTime()).toBe(60 * 60_000);
    const hevy = 'title,start_time,end_time,exercise_title,set_index,reps\n';
    const long = await readImport(`${hevy}A,"1 Feb 2024, 10:00","9 Feb 2024, 10:00",Squat,0,5\n`);
    expect(long.sessions[0]!.fin.toISOString()).toBe('2024-02-01T10:00:00.000Z'); // 11:00 in Madrid
  });

  it('takes control characters out of names and notes (a note keeps its line breaks)', async () => {
    expect(oneLine('Empuje\u0007 A\r\n\u001b[1m fuerte\u0000')).toBe('Empuje A [1m fuerte');
    expect(multiLine('Buena\r\nsesión\u0007\tbien\u0085')).toBe('Buena\nsesión\tbien');
    const { sessions } = await readImport(
      STRONG +
        row('2024-03-04 18:00:00', {
          name: 'Empuje\u0007 A',
          exercise: 'Squat\u0001 (Barbell)',
          notes: 'Rodilla\r\nbien\u001b',
        }),
    );
    const [s] = sessions;
    expect(s!.nombre).toBe('Empuje A');
    expect(s!.exercises[0]!.nombre).toBe('Squat (Barbell)');
    expect(s!.exercises[0]!.nota).toBe('Rodilla\nbien');
    expect([s!.nombre, s!.exercises[0]!.nombre].every(isOneLine)).toBe(true);
    expect(isMultiLine(s!.exercises[0]!.nota)).toBe(true);
  });

  it('refuses a row longer than 64 KB and a header of more than 100 columns before reading on', async () => {
    expect(await message(STRONG + row('2024-03-04 18:00:00', { notes: 'x'.repeat(70_000) }))).toBe(
      'Línea 2: es demasiado larga (el límite es 64 KB por línea).',
    );
    expect(await message('a;'.repeat(101) + '\n')).toBe('El archivo tiene demasiadas columnas: el límite es 100.');
    expect(await message(STRONG + row('2024-03-04 18:00:00', { notes: 'x'.repeat(60_000) }))).toBe('read');
  });

  it('hands the event loop back while it reads: at least a turn per 1,000 rows', async () => {
    const text =
      STRONG + Array.from({ length: 20_000 }, (_, i) => row('2024-03-04 18:00:00', { name: `S${i % 50}` })).join('');
    let turns = 0;
    let done = false;
    const spin = (async () => {
      while (!done) {
        await new Promise((resolve) => setImmediate(resolve));
        turns += 1;
      }
    })();
    const { sessions } = await readImport(text);
    done = true;
    await spin;
    expect(sessions).toHaveLength(50);
    expect(turns).toBeGreaterThanOrEqual(20);
  });

  it('stops at a turn once its signal is aborted', async () => {
    const controller = new AbortController();
    const reason = new Error('cerrando');
    const reading = readImport(STRONG + row('2024-03-04 18:00:00').repeat(5000), controller.signal);
    controller.abort(reason);
    await expect(reading).rejects.toBe(reason);
  });
});

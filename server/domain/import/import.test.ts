import { describe, expect, it } from 'vitest';
import { catalogueMatcher, similarity, words } from './match';
import { hevySetType, ImportFileError, parseImport, rirFromRpe, strongSetType } from './parse';
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

describe('parseImport', () => {
  it('maps RPE to RIR = 10 − RPE within 0-5', () => {
    expect([rirFromRpe(null), rirFromRpe(10), rirFromRpe(8), rirFromRpe(7.5), rirFromRpe(3)]).toEqual([
      null,
      0,
      2,
      3,
      5,
    ]);
  });

  it("reads the set type: Strong's W, D, F (a number is work), Hevy's set_type", () => {
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
    const { sessions } = parseImport(
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

  it('refuses a header it does not know', () => {
    expect(() => parseImport('a,b\n1,2\n')).toThrow(ImportFileError);
  });

  it('reads a Hevy file in pounds and miles', () => {
    const text =
      'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,duration_seconds,rpe\n' +
      'Run,"1 Feb 2024, 07:00","1 Feb 2024, 07:30",,Running,,,0,normal,,,1,600,\n' +
      'Run,"1 Feb 2024, 07:00","1 Feb 2024, 07:30",,Squat (Barbell),,,0,normal,100,5,,,9\n';
    const { format, sessions } = parseImport(text);
    expect(format).toBe('hevy');
    expect(sessions[0]!.exercises.map((e) => e.sets[0])).toEqual([
      { orden: 1, repeticiones: null, kg: null, segundos: 600, metros: 1609.34, rir: null, tipo: 'trabajo' },
      { orden: 1, repeticiones: 5, kg: 45.36, segundos: null, metros: null, rir: 1, tipo: 'trabajo' },
    ]);
  });
});

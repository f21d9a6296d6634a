import { describe, expect, it } from 'vitest';
import { adherenceFixture, exerciseProgressFixture, muscleVolumeFixture } from '../../testing/fixtures/training-log';
import { adherenceRows, e1rmDomain, e1rmRows, muscleSeries } from './chart-data';

const today = new Date(2026, 10, 25); // Wednesday 25 November 2026

describe('e1rmRows', () => {
  it('keeps only sessions with an estimate, rounded to 0.1 kg, oldest first', () => {
    const progress = exerciseProgressFixture(101, today);
    progress.puntos[2] = { ...progress.puntos[2]!, e1rm: null };
    progress.puntos[0] = { ...progress.puntos[0]!, e1rm: 70.9333 };
    const rows = e1rmRows(progress);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({ workoutId: 400, e1rm: 70.9 });
    expect(rows.map((r) => r.workoutId)).not.toContain(402);
  });
});

describe('e1rmDomain', () => {
  it('rounds to fives with room above and below, never below 0', () => {
    expect(e1rmDomain([70.9, 79.2])).toEqual([65, 85]);
    expect(e1rmDomain([1])).toEqual([0, 5]);
    expect(e1rmDomain([])).toEqual([0, 100]);
  });
});

describe('muscleSeries', () => {
  it('makes one row per week and one key per group, the busiest group first', () => {
    const series = muscleSeries(muscleVolumeFixture(today));
    expect(series.groups).toEqual(['Pecho', 'Espalda']);
    expect(series.rows).toHaveLength(8);
    expect(series.rows[0]).toEqual({ semana: '2026-10-05', Pecho: 8, Espalda: 10 });
    expect(series.rows.at(-1)!.semana).toBe('2026-11-23');
    expect(series.band).toEqual({ min: 10, max: 20 });
    // Highest week is 22 sets: the axis reaches 25.
    expect(series.yMax).toBe(25);
  });

  it('fills 0 for a group absent in a week and keeps the band visible without data', () => {
    const volume = muscleVolumeFixture(today);
    volume.semanas[1]!.grupos = [{ id: 1, nombre: 'Pecho', series: 3 }];
    expect(muscleSeries(volume).rows[1]).toEqual({ semana: '2026-10-12', Pecho: 3, Espalda: 0 });
    expect(muscleSeries({ banda: { min: 10, max: 20 }, grupos: [], semanas: [] })).toEqual({
      groups: [],
      rows: [],
      band: { min: 10, max: 20 },
      bands: {},
      yMax: 25,
    });
  });

  it('leaves out the groups with no set in the period and keeps each group its own band', () => {
    const volume = muscleVolumeFixture(today);
    volume.grupos.push({ id: 3, clave: 'biceps', nombre: 'Bíceps', banda: { min: 0, max: 20 } });
    for (const week of volume.semanas) week.grupos.push({ id: 3, nombre: 'Bíceps', series: 0 });
    const series = muscleSeries(volume);
    expect(series.groups).toEqual(['Pecho', 'Espalda']);
    expect(series.bands['Bíceps']).toEqual({ min: 0, max: 20 });
    expect(series.bands['Espalda']).toEqual({ min: 10, max: 20 });
  });
});

describe('adherenceRows', () => {
  it('keeps planned and done per week, oldest first', () => {
    const rows = adherenceRows(adherenceFixture(today));
    expect(rows[0]).toEqual({ semana: '2026-10-05', planificadas: 3, hechas: 2 });
    expect(rows).toHaveLength(8);
  });
});

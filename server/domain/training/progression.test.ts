import { describe, expect, it } from 'vitest';
import { nextTarget } from '../../../src/lib/contract-plans';
import {
  lighterLoad,
  loadStep,
  MOTIVOS,
  nextTargetFor,
  rangeBottom,
  type LoggedSession,
  type ProgressionInput,
} from './progression';

/** A session of `reps` (one set each) at `kg`, against 3 x 12. */
const session = (reps: number[], kg: number | null = 60, target = { series: 3, reps: 12 }): LoggedSession => ({
  series_objetivo: target.series,
  repeticiones_objetivo: target.reps,
  sets: reps.map((r) => ({ medida: 'repeticiones', repeticiones: r, kg, segundos: null, metros: null })),
});

const timed = (medida: 'tiempo' | 'distancia', values: number[], seriesObjetivo = 3): LoggedSession => ({
  series_objetivo: seriesObjetivo,
  repeticiones_objetivo: 1,
  sets: values.map((v) => ({
    medida,
    repeticiones: null,
    kg: null,
    segundos: medida === 'tiempo' ? v : null,
    metros: medida === 'distancia' ? v : null,
  })),
});

const input = (sessions: LoggedSession[], over: Partial<ProgressionInput> = {}): ProgressionInput => ({
  medida: 'repeticiones',
  repeticiones_objetivo: 12,
  lowerBody: false,
  bodyweight: false,
  sessions,
  ...over,
});

const advise = (sessions: LoggedSession[], over: Partial<ProgressionInput> = {}) => {
  const result = nextTargetFor(input(sessions, over));
  expect(nextTarget.parse(result)).toEqual(result);
  return result;
};

describe('double progression: the range and the load steps', () => {
  it('takes the bottom 4 below the top, never under half of it', () => {
    expect([20, 12, 10, 8, 6, 5, 3, 1].map(rangeBottom)).toEqual([16, 8, 6, 4, 3, 3, 2, 1]);
  });

  it('steps +2.5 kg upper and +5 kg lower body, capped at 10 % in plate units, at least one unit', () => {
    expect(loadStep(60, false)).toBe(2.5);
    expect(loadStep(100, true)).toBe(5);
    expect(loadStep(60, true)).toBe(5);
    expect(loadStep(40, true)).toBe(2.5); // 10 % = 4 kg: one 2.5 kg unit
    expect(loadStep(25, false)).toBe(2.5);
    expect(loadStep(20, false)).toBe(2.5); // one unit even above 10 %
    expect(loadStep(16, false)).toBe(1.25); // light: 1.25 kg units
    expect(loadStep(8, true)).toBe(1.25);
  });

  it('lightens about 10 %, to the nearest unit and at least one unit', () => {
    expect(lighterLoad(60)).toBe(55);
    expect(lighterLoad(100)).toBe(90);
    expect(lighterLoad(10)).toBe(8.75);
    expect(lighterLoad(20)).toBe(17.5);
    expect(lighterLoad(1.25)).toBe(0);
  });
});

describe('double progression: repetitions with a load', () => {
  it('first time: pick a weight with 2-3 repetitions to spare', () => {
    expect(advise([])).toEqual({ accion: 'primera_vez', kg: null, repeticiones: 12, motivo: MOTIVOS.primeraVezCarga });
    expect(advise([], { bodyweight: true }).motivo).toBe(MOTIVOS.primeraVezPesoCorporal);
    expect(advise([], { medida: 'tiempo' }).motivo).toBe(MOTIVOS.primeraVezTiempo);
    expect(advise([], { medida: 'distancia' }).motivo).toBe(MOTIVOS.primeraVezDistancia);
  });

  it('every target set at the top: more load, back to the bottom of the range', () => {
    expect(advise([session([12, 12, 12])])).toEqual({
      accion: 'subir',
      kg: 62.5,
      repeticiones: 8,
      motivo: 'Sube a 62,5 kg: completaste 3 x 12',
    });
    expect(advise([session([12, 12, 12], 100)], { lowerBody: true }).motivo).toBe('Sube a 105 kg: completaste 3 x 12');
    // A fourth, weaker set does not spoil three at the top.
    expect(advise([session([13, 12, 12, 9])]).accion).toBe('subir');
  });

  it('sets within the range but short of the top: the same load', () => {
    expect(advise([session([12, 11, 10])])).toEqual({
      accion: 'mantener',
      kg: 60,
      repeticiones: 12,
      motivo: 'Mantén 60 kg: te faltaron repeticiones en 2 series',
    });
    expect(advise([session([12, 12, 11])]).motivo).toBe('Mantén 60 kg: te faltaron repeticiones en 1 serie');
  });

  it('one session below target (missed sets or below the bottom): hold', () => {
    expect(advise([session([12, 12])])).toMatchObject({
      accion: 'mantener',
      kg: 60,
      motivo: 'Mantén 60 kg: hiciste 2 de 3 series',
    });
    expect(advise([session([12, 12, 6])])).toMatchObject({ accion: 'mantener', kg: 60 });
    // The session before being fine does not make it two in a row.
    expect(advise([session([12, 12, 6]), session([12, 11, 10])]).accion).toBe('mantener');
  });

  it('two sessions in a row below target: about 10 % lighter', () => {
    expect(advise([session([10, 7, 6]), session([12, 9, 7])])).toEqual({
      accion: 'bajar',
      kg: 55,
      repeticiones: 12,
      motivo: 'Baja a 55 kg: dos sesiones seguidas por debajo del objetivo',
    });
  });

  it('judges the working load (the heaviest): lighter warm-up sets do not count', () => {
    const warmedUp = session([12, 12, 12]);
    warmedUp.sets.unshift({ medida: 'repeticiones', repeticiones: 15, kg: 20, segundos: null, metros: null });
    expect(advise([warmedUp])).toMatchObject({ accion: 'subir', kg: 62.5 });
  });

  it('judges each session against its own targets', () => {
    // Last time the routine asked 3 x 8: done, so up, with today's range (8-12) for the reps.
    expect(advise([session([8, 8, 8], 80, { series: 3, reps: 8 })])).toMatchObject({
      accion: 'subir',
      kg: 82.5,
      repeticiones: 8,
      motivo: 'Sube a 82,5 kg: completaste 3 x 8',
    });
  });
});

describe('double progression: body weight, time and distance', () => {
  it('body weight progresses repetitions', () => {
    expect(advise([session([12, 12, 13], 0)])).toEqual({
      accion: 'subir',
      kg: null,
      repeticiones: 13,
      motivo: 'Sube a 13 repeticiones: completaste 3 x 12',
    });
    expect(advise([session([12, 10, 9], null)])).toEqual({
      accion: 'mantener',
      kg: null,
      repeticiones: 12,
      motivo: 'Mantén 12 repeticiones: te faltaron repeticiones en 2 series',
    });
    expect(advise([session([7, 5, 4], 0), session([8, 6], 0)])).toEqual({
      accion: 'bajar',
      kg: null,
      repeticiones: 8,
      motivo: 'Baja a 8 repeticiones: dos sesiones seguidas por debajo del objetivo',
    });
  });

  it('time: every target set done → about 10 % more seconds; fewer sets → the same; never lighter', () => {
    expect(advise([timed('tiempo', [30, 35, 30])], { medida: 'tiempo' })).toEqual({
      accion: 'subir',
      kg: null,
      repeticiones: 35,
      motivo: 'Sube a 35 s: completaste 3 x 30 s',
    });
    expect(advise([timed('tiempo', [1200], 1)], { medida: 'tiempo' }).motivo).toBe(
      'Sube a 22 min: completaste 1 x 20 min',
    );
    expect(advise([timed('tiempo', [90], 1)], { medida: 'tiempo' }).motivo).toBe(
      'Sube a 1 min 40 s: completaste 1 x 1 min 30 s',
    );
    const short = [timed('tiempo', [40, 30]), timed('tiempo', [20])];
    expect(advise(short, { medida: 'tiempo' })).toEqual({
      accion: 'mantener',
      kg: null,
      repeticiones: 30,
      motivo: 'Mantén 30 s: hiciste 2 de 3 series',
    });
  });

  it('distance progresses metres', () => {
    expect(advise([timed('distancia', [400.5, 420], 2)], { medida: 'distancia' })).toMatchObject({
      accion: 'subir',
      repeticiones: 440.5,
      motivo: 'Sube a 440,5 m: completaste 2 x 400,5 m',
    });
  });

  it('ignores sessions that logged the exercise in another measure', () => {
    expect(advise([timed('tiempo', [30, 30, 30])])).toMatchObject({ accion: 'primera_vez' });
    expect(advise([timed('tiempo', [30, 30, 30]), session([12, 12, 12])])).toMatchObject({ accion: 'subir' });
  });
});

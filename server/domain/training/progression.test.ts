import { describe, expect, it } from 'vitest';
import { nextTarget, type NextTarget } from '../../../src/lib/contract-plans';
import { heavier, LB, lighter, loadable } from './loads';
import {
  MOTIVOS,
  nextTargetFor,
  rangeBottom,
  type LoggedSession,
  type LoggedSet,
  type ProgressionInput,
} from './progression';

// The advice table: every case the audit found, and the ordinary ones, as rows.
// Each row builds the input from a few words and asserts accion, kg, repeticiones and a piece of
// the reason. docs/coaching/advice.md explains the numbers.

const HOY = '2026-03-02';
/** YYYY-MM-DD `n` days before HOY. */
const ago = (n: number) => new Date(Date.parse(`${HOY}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

const rep = (repeticiones: number, kg: number | null, over: Partial<LoggedSet> = {}): LoggedSet => ({
  medida: 'repeticiones',
  tipo: 'trabajo',
  repeticiones,
  kg,
  segundos: null,
  metros: null,
  rir: null,
  ...over,
});

interface SessionOptions {
  /** Days before HOY (3 for the newest by default; each older one a few days earlier). */
  dias?: number;
  rango?: [number, number];
  series?: number;
  /** Logged RIR of every work set. */
  rir?: number | null;
  rirObjetivo?: number | null;
  descarga?: boolean;
  /** Sets logged before the work sets. */
  antes?: LoggedSet[];
}

/** A session of work sets of `reps` at `kg` (8-10 range, 3 sets, RIR 2 prescribed by default). */
const sesion = (reps: number[], kg: number | null, o: SessionOptions = {}): LoggedSession => ({
  fecha: ago(o.dias ?? 3),
  series_objetivo: o.series ?? 3,
  rango: { min: (o.rango ?? [8, 10])[0], max: (o.rango ?? [8, 10])[1] },
  rir_objetivo: o.rirObjetivo === undefined ? 2 : o.rirObjetivo,
  descarga: o.descarga ?? false,
  sets: [...(o.antes ?? []), ...reps.map((r) => rep(r, kg, { rir: o.rir ?? null }))],
});

const timed = (medida: 'tiempo' | 'distancia', values: number[], kg: number | null = null, o: SessionOptions = {}) => ({
  ...sesion([], null, o),
  sets: values.map((v): LoggedSet => ({
    medida,
    tipo: 'trabajo',
    repeticiones: null,
    kg,
    segundos: medida === 'tiempo' ? v : null,
    metros: medida === 'distancia' ? v : null,
    rir: null,
  })),
});

/** Sessions newest first, a few days apart (the newest 3 days ago) unless they say otherwise. */
const spaced = (...sessions: LoggedSession[]) =>
  sessions.map((s, i) => (s.fecha === ago(3) ? { ...s, fecha: ago(3 + 4 * i) } : s));

const input = (over: Partial<ProgressionInput> = {}): ProgressionInput => ({
  medida: 'repeticiones',
  rango: { min: 8, max: 10 },
  rir_objetivo: 2,
  descarga: false,
  progresion: 'barra',
  lowerBody: false,
  bodyweight: false,
  mas_dificil: null,
  hoy: HOY,
  sessions: [],
  ...over,
});

const DECLINADAS = { id: 201, nombre: 'Flexiones declinadas' };
const PLANCHA_ALTA = { id: 202, nombre: 'Plancha con brazo extendido' };

interface Row {
  caso: string;
  input: Partial<ProgressionInput>;
  accion: 'subir' | 'mantener' | 'bajar' | 'primera_vez';
  kg: number | null;
  repeticiones: number;
  /** When given, `repeticiones_max` too. */
  max?: number | null;
  motivo: string;
  /** The reason must NOT contain this. */
  nunca?: string;
  siguiente?: { id: number; nombre: string } | null;
}

const warmUp = rep(10, 41.25, { tipo: 'calentamiento' });

const TABLE: Row[] = [
  // --- The audit's cases -------------------------------------------------------------------
  {
    caso: '3 x 8 at the bottom of 8-10 is not a "Sube": same load, chase reps',
    input: { sessions: [sesion([8, 8, 8], 80)] },
    accion: 'mantener',
    kg: 80,
    repeticiones: 9,
    max: 10,
    motivo: 'Mantén 80 kg y busca 9-10 repeticiones: hiciste 8, 8, 8',
  },
  {
    caso: '3 x 10 at the top of 8-10: +2.5 kg and back to the bottom (8, not 4)',
    input: { sessions: [sesion([10, 10, 10], 60)] },
    accion: 'subir',
    kg: 62.5,
    repeticiones: 8,
    max: 10,
    motivo: 'Sube a 62,5 kg y vuelve a 8 repeticiones: completaste 3 x 10',
  },
  {
    caso: 'an imported warm-up (10 x 41.25) neither sets the load nor makes a miss',
    input: {
      sessions: spaced(
        sesion([8, 8, 8], 82.5, { antes: [warmUp] }),
        sesion([8, 8, 7], 82.5, { antes: [warmUp] }),
        sesion([10, 10, 10], 80, { antes: [warmUp] }),
      ),
    },
    accion: 'mantener',
    kg: 82.5,
    repeticiones: 9,
    motivo: 'Mantén 82,5 kg y busca 9-10',
    nunca: '41,25',
  },
  {
    caso: 'a legacy warm-up logged as a work set loses to the prescribed sets',
    input: {
      sessions: spaced(
        sesion([8, 8, 8], 82.5, { antes: [rep(10, 41.25)] }),
        sesion([8, 8, 7], 82.5, { antes: [rep(10, 41.25)] }),
      ),
    },
    accion: 'mantener',
    kg: 82.5,
    repeticiones: 9,
    motivo: 'Mantén 82,5 kg y busca 9-10',
    nunca: 'Baja',
  },
  {
    caso: 'top at RIR 0 (2 prescribed): a grind holds the load once',
    input: { sessions: [sesion([10, 10, 10], 80, { rir: 0 })] },
    accion: 'mantener',
    kg: 80,
    repeticiones: 10,
    motivo:
      'Mantén 80 kg y repite 10 repeticiones con 2 en reserva: llegaste al tope, pero al fallo (RIR 0, objetivo 2)',
  },
  {
    caso: 'top at RIR 5 (2 prescribed): a double step',
    input: { sessions: [sesion([10, 10, 10], 80, { rir: 5 })] },
    accion: 'subir',
    kg: 85,
    repeticiones: 8,
    motivo: 'Sube a 85 kg y vuelve a 8 repeticiones: completaste 3 x 10 con reserva de sobra (RIR 5, objetivo 2)',
  },
  {
    caso: 'top at the prescribed RIR: the ordinary step',
    input: { sessions: [sesion([10, 10, 10], 80, { rir: 2 })] },
    accion: 'subir',
    kg: 82.5,
    repeticiones: 8,
    motivo: 'Sube a 82,5 kg y vuelve a 8 repeticiones: completaste 3 x 10',
  },
  {
    caso: 'the top at RIR 0 twice in a row at one load: the smallest step',
    input: {
      lowerBody: true,
      sessions: spaced(sesion([10, 10, 10], 100, { rir: 0 }), sesion([10, 10, 10], 100, { rir: 0 })),
    },
    accion: 'subir',
    kg: 102.5,
    repeticiones: 8,
    motivo: 'Sube solo a 102,5 kg y vuelve a 8 repeticiones: dos sesiones seguidas en el tope, aunque al fallo',
  },
  {
    caso: 'inside 8-12 at RIR 0: repeat the reps with the prescribed reserve',
    input: { rango: { min: 8, max: 12 }, sessions: [sesion([8, 8, 8], 80, { rango: [8, 12], rir: 0 })] },
    accion: 'mantener',
    kg: 80,
    repeticiones: 8,
    motivo: 'Mantén 80 kg y repite 8 repeticiones con 2 en reserva: hiciste 8, 8, 8 al fallo',
  },
  {
    caso: 'inside 8-12 at RIR 5: chase three more',
    input: { rango: { min: 8, max: 12 }, sessions: [sesion([8, 8, 8], 80, { rango: [8, 12], rir: 5 })] },
    accion: 'mantener',
    kg: 80,
    repeticiones: 11,
    max: 12,
    motivo: 'Mantén 80 kg y busca 11-12 repeticiones: hiciste 8, 8, 8 con reserva de sobra (RIR 5, objetivo 2)',
  },
  {
    caso: "the programme's deload week (2 of 3 sets, lighter) is not a miss: back to the pre-deload load",
    input: {
      sessions: spaced(
        sesion([8, 8], 72.5, { series: 2, descarga: true }),
        sesion([9, 8, 8], 80),
        sesion([8, 8, 8], 80),
      ),
    },
    accion: 'mantener',
    kg: 80,
    repeticiones: 9,
    motivo: 'Tras la descarga, vuelve a 80 kg y busca 9-10 repeticiones',
    nunca: 'hiciste 2 de 3',
  },
  {
    caso: 'ten weeks off never says "Sube": 20 % lighter',
    input: { lowerBody: true, sessions: [sesion([10, 10, 10], 100, { dias: 70 })] },
    accion: 'bajar',
    kg: 80,
    repeticiones: 8,
    motivo: 'Baja a 80 kg y busca 8-10 repeticiones: llevas 10 semanas sin hacerlo, vuelve con un 20 % menos',
    nunca: 'Sube',
  },
  {
    caso: 'a 200 kg typo is questioned, the advice comes from the session before',
    input: { sessions: spaced(sesion([8, 8, 7], 200), sesion([8, 8, 8], 82.5), sesion([10, 9, 9], 80)) },
    accion: 'mantener',
    kg: 82.5,
    repeticiones: 9,
    motivo: '¿200 kg? No cuadra con los 82,5 kg de la sesión anterior: revisa lo anotado. Mantén 82,5 kg y busca 9-10',
    nunca: 'Mantén 200',
  },
  {
    caso: 'every set x 10 at a 200 kg typo is never "Sube a 205 kg"',
    input: { sessions: spaced(sesion([10, 10, 10], 200), sesion([10, 10, 10], 82.5), sesion([10, 9, 9], 80)) },
    accion: 'subir',
    kg: 85,
    repeticiones: 8,
    motivo: '¿200 kg? No cuadra con los 82,5 kg de la sesión anterior: revisa lo anotado. Sube a 85 kg',
    nunca: '205',
  },
  {
    caso: 'more than 25 repetitions under 80 kg in an 8-10 range are questioned',
    input: { sessions: [sesion([40, 40, 40], 80)] },
    accion: 'mantener',
    kg: 80,
    repeticiones: 8,
    motivo: '¿40 repeticiones con 80 kg? No cuadra con un rango de 8-10: revisa lo anotado. Mantén 80 kg y busca 8-10',
  },
  {
    caso: 'a load far off but repeated the next session is believed (typos do not repeat)',
    input: { sessions: spaced(sesion([9, 9, 9], 30), sesion([8, 8, 8], 30), sesion([8, 8, 8], 80)) },
    accion: 'mantener',
    kg: 30,
    repeticiones: 10,
    motivo: 'Mantén 30 kg y busca 10 repeticiones',
  },
  {
    caso: '135 lb imported (61.23 kg) at the top: up to a loadable 62.5 kg, not 66.23',
    input: { sessions: [sesion([10, 10, 10], 61.23)] },
    accion: 'subir',
    kg: 62.5,
    repeticiones: 8,
    motivo: 'Sube a 62,5 kg',
  },
  {
    caso: '135 lb imported, lower body: 65 kg',
    input: { lowerBody: true, sessions: [sesion([10, 10, 10], 61.23)] },
    accion: 'subir',
    kg: 65,
    repeticiones: 8,
    motivo: 'Sube a 65 kg',
  },
  {
    caso: '135 lb imported inside the range: hold the nearest loadable weight',
    input: { sessions: [sesion([9, 8, 8], 61.23)] },
    accion: 'mantener',
    kg: 60,
    repeticiones: 9,
    motivo: 'Mantén 60 kg y busca 9-10',
  },
  {
    caso: '8 kg dumbbells at the top: the next dumbbell, 9 kg (never 9.25)',
    input: {
      progresion: 'mancuernas',
      rango: { min: 10, max: 12 },
      sessions: [sesion([12, 12, 12], 8, { rango: [10, 12] })],
    },
    accion: 'subir',
    kg: 9,
    repeticiones: 10,
    motivo: 'Sube a 9 kg y vuelve a 10 repeticiones: completaste 3 x 12',
  },
  {
    caso: 'push-ups at 3 x 25 move to the harder variation, never "26 repeticiones"',
    input: {
      progresion: 'corporal',
      bodyweight: true,
      mas_dificil: DECLINADAS,
      rango: { min: 8, max: 15 },
      sessions: [sesion([25, 25, 25], null, { rango: [8, 15] })],
    },
    accion: 'subir',
    kg: null,
    repeticiones: 8,
    max: 15,
    motivo: 'Pasa a Flexiones declinadas: completaste 3 x 25; empieza con 8-15 repeticiones',
    nunca: '26',
    siguiente: DECLINADAS,
  },
  {
    caso: 'push-ups at 3 x 25 without a harder variation: a slower tempo, not 26',
    input: {
      progresion: 'corporal',
      bodyweight: true,
      rango: { min: 8, max: 15 },
      sessions: [sesion([25, 25, 25], 0, { rango: [8, 15] })],
    },
    accion: 'subir',
    kg: null,
    repeticiones: 8,
    motivo: 'Baja cada repetición en 3 segundos con una pausa abajo y busca 8-15 repeticiones',
    nunca: '26',
    siguiente: null,
  },
  {
    caso: 'body weight past 20 inside a wide range: the harder variation too',
    input: {
      progresion: 'corporal',
      bodyweight: true,
      mas_dificil: DECLINADAS,
      rango: { min: 15, max: 30 },
      sessions: [sesion([22, 21, 21], null, { rango: [15, 30] })],
    },
    accion: 'subir',
    kg: null,
    repeticiones: 15,
    motivo: 'Pasa a Flexiones declinadas',
    siguiente: DECLINADAS,
  },
  {
    caso: "a farmer's walk logged in metres progresses (not 'Primera vez' forever)",
    input: {
      medida: 'distancia',
      progresion: 'distancia',
      rango: { min: 30, max: 30 },
      sessions: [timed('distancia', [30, 30, 30], 24, { rango: [30, 30] })],
    },
    accion: 'subir',
    kg: 24,
    repeticiones: 35,
    motivo: 'Sube a 35 m con 24 kg: completaste 3 x 30 m',
  },
  {
    caso: "a farmer's walk in metres under an exercise measured in repetitions still progresses",
    input: { sessions: [timed('distancia', [40, 40], 32, { series: 2 })] },
    accion: 'subir',
    kg: 32,
    repeticiones: 45,
    motivo: 'Sube a 45 m con 32 kg: completaste 2 x 40 m',
  },
  {
    caso: 'a kettlebell carry at the top of its distance range: the next bell, back to the shortest distance',
    input: {
      medida: 'distancia',
      progresion: 'kettlebell',
      rango: { min: 20, max: 40 },
      sessions: [timed('distancia', [40, 40, 40], 24, { rango: [20, 40] })],
    },
    accion: 'subir',
    kg: 28,
    repeticiones: 20,
    motivo: 'Sube a 28 kg y vuelve a 20 m: completaste 3 x 40 m',
  },
  {
    caso: '6, 6, 5 twice in an 8-10 range: below the bottom twice, about 10 % lighter',
    input: { sessions: spaced(sesion([6, 6, 5], 80), sesion([6, 6, 5], 80)) },
    accion: 'bajar',
    kg: 72.5,
    repeticiones: 8,
    motivo: `Baja a 72,5 kg y busca 8-10 repeticiones: ${MOTIVOS.dosPorDebajo}`,
  },
  {
    caso: '6, 6, 5 twice in a 4-8 range is inside the range: hold and chase',
    input: {
      rango: { min: 4, max: 8 },
      sessions: spaced(sesion([6, 6, 5], 80, { rango: [4, 8] }), sesion([6, 6, 5], 80, { rango: [4, 8] })),
    },
    accion: 'mantener',
    kg: 80,
    repeticiones: 6,
    motivo: 'Mantén 80 kg y busca 6-8 repeticiones: hiciste 6, 6, 5',
  },
  {
    caso: '6, 6, 5 three times in a 4-8 range is a stall: about 10 % lighter to build back up',
    input: {
      rango: { min: 4, max: 8 },
      sessions: spaced(
        sesion([6, 6, 5], 80, { rango: [4, 8] }),
        sesion([6, 6, 5], 80, { rango: [4, 8] }),
        sesion([6, 6, 6], 80, { rango: [4, 8] }),
      ),
    },
    accion: 'bajar',
    kg: 72.5,
    repeticiones: 4,
    motivo: 'Baja a 72,5 kg y vuelve a subir desde ahí: 3 sesiones con 80 kg sin sumar repeticiones',
  },
  // --- The ordinary cases ----------------------------------------------------------------------
  {
    caso: 'first time with a load',
    input: {},
    accion: 'primera_vez',
    kg: null,
    repeticiones: 8,
    max: 10,
    motivo: MOTIVOS.primeraVezCarga,
  },
  {
    caso: 'first time with body weight',
    input: { bodyweight: true, progresion: 'corporal' },
    accion: 'primera_vez',
    kg: null,
    repeticiones: 8,
    motivo: MOTIVOS.primeraVezPesoCorporal,
  },
  {
    caso: 'first time for a hold',
    input: { medida: 'tiempo', rango: { min: 30, max: 30 } },
    accion: 'primera_vez',
    kg: null,
    repeticiones: 30,
    max: null,
    motivo: MOTIVOS.primeraVezTiempo,
  },
  {
    caso: 'sessions with warm-ups only say nothing: first time',
    input: { sessions: [{ ...sesion([], 80), sets: [warmUp, rep(5, 60, { tipo: 'calentamiento' })] }] },
    accion: 'primera_vez',
    kg: null,
    repeticiones: 8,
    motivo: MOTIVOS.primeraVezCarga,
  },
  {
    caso: 'below the bottom once: hold',
    input: { sessions: spaced(sesion([8, 7, 6], 80), sesion([9, 8, 8], 80)) },
    accion: 'mantener',
    kg: 80,
    repeticiones: 8,
    motivo: 'Mantén 80 kg y busca 8-10 repeticiones: 2 series se quedaron por debajo de 8',
  },
  {
    caso: 'a set missed once: hold',
    input: { sessions: [sesion([10, 10], 80)] },
    accion: 'mantener',
    kg: 80,
    repeticiones: 8,
    motivo: 'Mantén 80 kg y busca 8-10 repeticiones: hiciste 2 de 3 series',
  },
  {
    caso: 'below twice with a deload between still counts the two working sessions',
    input: {
      sessions: spaced(
        sesion([7, 6, 6], 80),
        sesion([8, 8], 72.5, { descarga: true, series: 2 }),
        sesion([7, 7, 6], 80),
      ),
    },
    accion: 'bajar',
    kg: 72.5,
    repeticiones: 8,
    motivo: MOTIVOS.dosPorDebajo,
  },
  {
    caso: 'a deload session between two below does not make the second a "twice"',
    input: { sessions: spaced(sesion([7, 6, 6], 80), sesion([6, 6], 72.5, { descarga: true, series: 2 })) },
    accion: 'mantener',
    kg: 80,
    repeticiones: 8,
    motivo: 'Mantén 80 kg',
  },
  {
    caso: 'the advice for a deload week: about 10 % less and one set less',
    input: { descarga: true, sessions: [sesion([9, 9, 8], 80)] },
    accion: 'bajar',
    kg: 72.5,
    repeticiones: 8,
    max: null,
    motivo: 'Semana de descarga: 72,5 kg (un 10 % menos) y una serie menos, lejos del fallo',
  },
  {
    caso: 'after a deload where the top had been reached: the earned step',
    input: { sessions: spaced(sesion([10, 10], 72.5, { descarga: true, series: 2 }), sesion([10, 10, 10], 80)) },
    accion: 'subir',
    kg: 82.5,
    repeticiones: 8,
    motivo: 'Tras la descarga, sube a 82,5 kg y vuelve a 8 repeticiones: completaste 3 x 10',
  },
  {
    caso: 'after a deload that followed two sessions below: back to the pre-deload load, not lower',
    input: {
      sessions: spaced(
        sesion([8, 8], 72.5, { descarga: true, series: 2 }),
        sesion([7, 6, 6], 80),
        sesion([7, 6, 6], 80),
      ),
    },
    accion: 'mantener',
    kg: 80,
    repeticiones: 8,
    motivo: 'Tras la descarga, vuelve a 80 kg y busca 8-10 repeticiones',
  },
  {
    caso: 'four weeks off: 10 % lighter',
    input: { sessions: [sesion([10, 10, 10], 80, { dias: 28 })] },
    accion: 'bajar',
    kg: 72.5,
    repeticiones: 8,
    motivo: 'Baja a 72,5 kg y busca 8-10 repeticiones: llevas 4 semanas sin hacerlo, vuelve con un 10 % menos',
    nunca: 'Sube',
  },
  {
    caso: 'two weeks off is not a layoff',
    input: { sessions: [sesion([10, 10, 10], 80, { dias: 14 })] },
    accion: 'subir',
    kg: 82.5,
    repeticiones: 8,
    motivo: 'Sube a 82,5 kg',
  },
  {
    caso: 'ten weeks off with body weight: fewer repetitions',
    input: {
      progresion: 'corporal',
      bodyweight: true,
      rango: { min: 8, max: 12 },
      sessions: [sesion([10, 10, 10], null, { rango: [8, 12], dias: 70 })],
    },
    accion: 'bajar',
    kg: null,
    repeticiones: 8,
    motivo: 'Baja a 8 repeticiones: llevas 10 semanas sin hacerlo, vuelve con un 20 % menos',
  },
  {
    caso: 'a lower-body barbell lift at the top: +5 kg',
    input: { lowerBody: true, sessions: [sesion([10, 10, 10], 100)] },
    accion: 'subir',
    kg: 105,
    repeticiones: 8,
    motivo: 'Sube a 105 kg y vuelve a 8 repeticiones',
  },
  {
    caso: 'a light lower-body lift: the step capped at 10 % (40 → 42.5)',
    input: { lowerBody: true, sessions: [sesion([10, 10, 10], 40)] },
    accion: 'subir',
    kg: 42.5,
    repeticiones: 8,
    motivo: 'Sube a 42,5 kg',
  },
  {
    caso: 'a kettlebell at the top: the next bell (16 → 20)',
    input: {
      progresion: 'kettlebell',
      rango: { min: 10, max: 15 },
      sessions: [sesion([15, 15, 15], 16, { rango: [10, 15] })],
    },
    accion: 'subir',
    kg: 20,
    repeticiones: 10,
    motivo: 'Sube a 20 kg y vuelve a 10 repeticiones: completaste 3 x 15',
  },
  {
    caso: 'a band at the top: the next band, no kg',
    input: {
      progresion: 'banda',
      rango: { min: 12, max: 15 },
      sessions: [sesion([15, 15, 15], null, { rango: [12, 15] })],
    },
    accion: 'subir',
    kg: null,
    repeticiones: 12,
    motivo: 'Pasa a la banda siguiente y vuelve a 12 repeticiones: completaste 3 x 15',
  },
  {
    caso: 'a band inside the range: the same band, more reps',
    input: {
      progresion: 'banda',
      rango: { min: 12, max: 15 },
      sessions: [sesion([13, 12, 12], null, { rango: [12, 15] })],
    },
    accion: 'mantener',
    kg: null,
    repeticiones: 13,
    motivo: 'Mantén la banda y busca 13-15 repeticiones',
  },
  {
    caso: 'a machine stack at the top: +5 kg',
    input: {
      progresion: 'maquina',
      rango: { min: 10, max: 12 },
      sessions: [sesion([12, 12, 12], 50, { rango: [10, 12] })],
    },
    accion: 'subir',
    kg: 55,
    repeticiones: 10,
    motivo: 'Sube a 55 kg',
  },
  {
    caso: 'a cable at the top: +2.5 kg',
    input: {
      progresion: 'polea',
      rango: { min: 12, max: 15 },
      sessions: [sesion([15, 15, 15], 30, { rango: [12, 15] })],
    },
    accion: 'subir',
    kg: 32.5,
    repeticiones: 12,
    motivo: 'Sube a 32,5 kg',
  },
  {
    caso: 'pull-ups with lastre past the top at body weight: the first 2.5 kg on the belt',
    input: {
      progresion: 'lastre',
      bodyweight: true,
      rango: { min: 6, max: 10 },
      sessions: [sesion([10, 10, 10], 0, { rango: [6, 10] })],
    },
    accion: 'subir',
    kg: 2.5,
    repeticiones: 6,
    motivo: 'Sube a 2,5 kg de lastre y vuelve a 6 repeticiones',
  },
  {
    caso: 'body weight inside the range: one repetition more',
    input: {
      progresion: 'corporal',
      bodyweight: true,
      rango: { min: 8, max: 12 },
      sessions: [sesion([10, 10, 9], null, { rango: [8, 12] })],
    },
    accion: 'mantener',
    kg: null,
    repeticiones: 10,
    motivo: 'Busca 10-12 repeticiones: hiciste 10, 10, 9',
  },
  {
    caso: 'body weight at the top under 20 without a harder variation: one more repetition',
    input: {
      progresion: 'corporal',
      bodyweight: true,
      rango: { min: 8, max: 12 },
      sessions: [sesion([12, 12, 13], null, { rango: [8, 12] })],
    },
    accion: 'subir',
    kg: null,
    repeticiones: 13,
    max: null,
    motivo: 'Sube a 13 repeticiones: completaste 3 x 12',
  },
  {
    caso: 'body weight below the bottom twice: fewer repetitions or an easier variation',
    input: {
      progresion: 'corporal',
      bodyweight: true,
      rango: { min: 8, max: 12 },
      sessions: spaced(sesion([6, 5, 5], null, { rango: [8, 12] }), sesion([7, 5, 4], null, { rango: [8, 12] })),
    },
    accion: 'bajar',
    kg: null,
    repeticiones: 5,
    motivo: 'Baja a 5 repeticiones por serie o usa una variante más fácil',
  },
  {
    caso: 'a hold with every set done: a few seconds more',
    input: {
      medida: 'tiempo',
      progresion: 'tiempo',
      rango: { min: 30, max: 30 },
      sessions: [timed('tiempo', [30, 35, 30], null, { rango: [30, 30] })],
    },
    accion: 'subir',
    kg: null,
    repeticiones: 35,
    motivo: 'Sube a 35 s: completaste 3 x 30 s',
  },
  {
    caso: 'a hold with a set missed: the same seconds',
    input: {
      medida: 'tiempo',
      progresion: 'tiempo',
      rango: { min: 30, max: 30 },
      sessions: [timed('tiempo', [40, 30], null, { rango: [30, 30] })],
    },
    accion: 'mantener',
    kg: null,
    repeticiones: 30,
    motivo: 'Mantén 30 s: hiciste 2 de 3 series',
  },
  {
    caso: 'a hold at the top of its range with a harder variation: move on',
    input: {
      medida: 'tiempo',
      progresion: 'tiempo',
      mas_dificil: PLANCHA_ALTA,
      rango: { min: 30, max: 60 },
      sessions: [timed('tiempo', [60, 60, 60], null, { rango: [30, 60] })],
    },
    accion: 'subir',
    kg: null,
    repeticiones: 30,
    motivo: 'Pasa a Plancha con brazo extendido: aguantas 3 x 1 min; empieza con 30 s',
    siguiente: PLANCHA_ALTA,
  },
  {
    caso: 'cardio time: about 10 % more',
    input: {
      medida: 'tiempo',
      progresion: 'tiempo',
      rango: { min: 1200, max: 1200 },
      sessions: [timed('tiempo', [1200], null, { series: 1 })],
    },
    accion: 'subir',
    kg: null,
    repeticiones: 1320,
    motivo: 'Sube a 22 min: completaste 1 x 20 min',
  },
  {
    caso: 'a deload week for a hold: 10 % less',
    input: {
      medida: 'tiempo',
      progresion: 'tiempo',
      descarga: true,
      rango: { min: 45, max: 45 },
      sessions: [timed('tiempo', [45, 45, 45])],
    },
    accion: 'bajar',
    kg: null,
    repeticiones: 40,
    motivo: 'Semana de descarga: 40 s (un 10 % menos) y una serie menos',
  },
  {
    caso: 'a single prescribed number (3 x 10) reads as 8-10: top → up, back to 8',
    input: { rango: { min: 10, max: 10 }, sessions: [sesion([10, 10, 10], 60, { rango: [10, 10] })] },
    accion: 'subir',
    kg: 62.5,
    repeticiones: 8,
    max: 10,
    motivo: 'Sube a 62,5 kg y vuelve a 8 repeticiones',
  },
  {
    caso: 'a range moved away (5-6 → 10-12): the load through an estimated 1RM',
    input: { lowerBody: true, rango: { min: 10, max: 12 }, sessions: [sesion([6, 6, 6], 100, { rango: [5, 6] })] },
    accion: 'bajar',
    kg: 90,
    repeticiones: 10,
    motivo: 'Baja a 90 kg para el rango nuevo de 10-12 repeticiones: equivale a tus 100 kg x 6',
  },
  {
    caso: 'a top set and back-off sets: the load of the prescribed sets',
    input: {
      lowerBody: true,
      sessions: [{ ...sesion([10, 10, 10], 90), sets: [rep(5, 100), ...sesion([10, 10, 10], 90).sets] }],
    },
    accion: 'subir',
    kg: 95,
    repeticiones: 8,
    motivo: 'Sube a 95 kg',
  },
  {
    caso: 'drop sets do not set the load nor count as sets',
    input: {
      sessions: [{ ...sesion([9, 9], 80), sets: [...sesion([9, 9], 80).sets, rep(12, 60, { tipo: 'descendente' })] }],
    },
    accion: 'mantener',
    kg: 80,
    repeticiones: 8,
    motivo: 'hiciste 2 de 3 series',
  },
  {
    caso: 'sets to failure read as RIR 0: the top at failure holds the load',
    input: { sessions: [{ ...sesion([], 80), sets: [10, 10, 10].map((r) => rep(r, 80, { tipo: 'fallo' })) }] },
    accion: 'mantener',
    kg: 80,
    repeticiones: 10,
    motivo: 'pero al fallo (RIR 0, objetivo 2)',
  },
  {
    caso: 'dumbbells from a 2 kg rack: 12 → 14 kg',
    input: { progresion: 'mancuernas', sessions: [sesion([10, 10, 10], 12)] },
    accion: 'subir',
    kg: 14,
    repeticiones: 8,
    motivo: 'Sube a 14 kg',
  },
];

describe('the advice table', () => {
  it.each(TABLE)('$caso', (row) => {
    const result = nextTargetFor(input(row.input));
    expect(nextTarget.parse(result)).toEqual(result);
    expect({ accion: result.accion, kg: result.kg, repeticiones: result.repeticiones }).toEqual({
      accion: row.accion,
      kg: row.kg,
      repeticiones: row.repeticiones,
    });
    expect(result.motivo).toContain(row.motivo);
    if (row.max !== undefined) expect(result.repeticiones_max).toBe(row.max);
    if (row.nunca !== undefined) expect(result.motivo).not.toContain(row.nunca);
    if (row.siguiente !== undefined) expect(result.ejercicio_siguiente).toEqual(row.siguiente);
  });

  it('the same repetitions at RIR 0 and at RIR 5 never give the same advice', () => {
    for (const [reps, range] of [
      [
        [10, 10, 10],
        [8, 10],
      ],
      [
        [8, 8, 8],
        [8, 12],
      ],
    ] as const) {
      const at = (rir: number) =>
        nextTargetFor(
          input({
            rango: { min: range[0], max: range[1] },
            sessions: [sesion([...reps], 80, { rango: [...range], rir })],
          }),
        );
      expect(at(0)).not.toEqual(at(5));
      // RIR 5 asks more: more load, or more repetitions at the same load.
      expect(at(5).kg! > at(0).kg! || at(5).repeticiones > at(0).repeticiones).toBe(true);
      expect(at(0).kg).toBe(80);
    }
  });

  it('no layoff of 3 weeks or more ever advises more', () => {
    for (const dias of [21, 28, 42, 43, 70, 200])
      for (const sessions of [[sesion([10, 10, 10], 80, { dias, rir: 5 })], [sesion([8, 8, 8], 80, { dias })]]) {
        const result = nextTargetFor(input({ sessions }));
        expect(result.accion).not.toBe('subir');
        expect(result.kg).toBeLessThan(80);
      }
  });

  it('every advised load is loadable on its equipment', () => {
    const loads = [7.3, 8, 12, 13.6, 16, 22.5, 40, 61.23, 66.23, 80, 101.1];
    for (const progresion of ['barra', 'mancuernas', 'kettlebell', 'maquina', 'polea'] as const)
      for (const kg of loads)
        for (const reps of [
          [10, 10, 10],
          [9, 9, 8],
          [6, 5, 5],
        ]) {
          const sessions = spaced(sesion(reps, kg), sesion(reps, kg));
          const result = nextTargetFor(input({ progresion, sessions }));
          expect(result.kg).not.toBeNull();
          expect(loadable(result.kg!, progresion)).toBe(result.kg);
          expect(Math.round(result.kg! * 2) / 2).toBe(result.kg); // no 9,25 or 66,23
        }
  });
});

describe('loads: what can be loaded', () => {
  it.each([
    // [equipment, logged kg, lower body, next up, 10 % lighter]
    ['barra', 60, false, 62.5, 55],
    ['barra', 100, true, 105, 90],
    ['barra', 40, true, 42.5, 35],
    ['barra', 22.5, false, 25, 20],
    ['barra', 61.23, false, 62.5, 55],
    ['mancuernas', 8, false, 9, 7],
    ['mancuernas', 10, false, 12.5, 9],
    ['mancuernas', 22.5, false, 25, 20],
    ['mancuernas', 14, false, 16, 12],
    ['kettlebell', 8, false, 12, 6],
    ['kettlebell', 16, true, 20, 12],
    ['kettlebell', 10, false, 12, 8],
    ['maquina', 50, false, 55, 45],
    ['maquina', 30, false, 32.5, 27.5],
    ['polea', 30, false, 32.5, 27.5],
    ['lastre', 0, false, 2.5, 0],
    ['lastre', 10, false, 12.5, 7.5],
  ] as const)('%s %d kg (lower body %s): up %d, lighter %d', (progresion, kg, lower, up, down) => {
    expect(heavier(kg, progresion, lower)).toBe(up);
    expect(lighter(kg, progresion, 0.1)).toBe(down);
  });

  it('rounds what cannot be loaded to the nearest loadable value and keeps what can', () => {
    expect(loadable(61.23, 'barra')).toBe(60);
    expect(loadable(66.23, 'barra')).toBe(65);
    expect(loadable(82.5, 'barra')).toBe(82.5);
    expect(loadable(9.25, 'mancuernas')).toBe(9);
    expect(loadable(12, 'mancuernas')).toBe(12);
    expect(loadable(13.6, 'kettlebell')).toBe(12);
  });

  it('a double step only within 10 %, the smallest step one plate pair', () => {
    expect(heavier(80, 'barra', false, 'grande')).toBe(85);
    expect(heavier(40, 'barra', false, 'grande')).toBe(42.5);
    expect(heavier(100, 'barra', true, 'minimo')).toBe(102.5);
    expect(heavier(8, 'mancuernas', false, 'grande')).toBe(9);
    expect(heavier(50, 'mancuernas', false, 'grande')).toBe(55);
  });

  it('a single prescribed number stands for a band about 20 % below it', () => {
    expect([20, 15, 12, 10, 8, 5, 3, 1].map(rangeBottom)).toEqual([16, 12, 10, 8, 6, 4, 2, 1]);
  });
});

describe('a light day: the readiness check lightened the session, nothing goes up', () => {
  const top = spaced(sesion([10, 10, 10], 60));
  it.each([
    // [case, input, accion, kg, repeticiones, reason piece]
    [
      'every set at the top, RIR +1: hold the load, one repetition under last time',
      { sessions: top, readiness: 'rir' },
      'mantener',
      60,
      9,
      'Hoy mantén 60 kg y 9 repeticiones: hoy llegas con menos fuerzas y dejas una repetición más en reserva (RIR +1); subir a 62,5 kg, en la próxima sesión',
    ],
    [
      'every set at the top, one set fewer: hold the load and the repetitions',
      { sessions: top, readiness: 'serie' },
      'mantener',
      60,
      10,
      'Hoy mantén 60 kg y 10 repeticiones: hoy llegas con menos fuerzas y haces una serie menos; subir a 62,5 kg',
    ],
    [
      'inside the range, RIR +1: no repetition chased',
      { sessions: spaced(sesion([9, 9, 8], 60)), readiness: 'rir' },
      'mantener',
      60,
      8,
      'Hoy mantén 60 kg y 8 repeticiones: hoy llegas con menos fuerzas y dejas una repetición más en reserva (RIR +1); sumar repeticiones, en la próxima sesión',
    ],
    [
      'inside the range, one set fewer: repeat what the weakest set did',
      { sessions: spaced(sesion([9, 9, 8], 60)), readiness: 'serie' },
      'mantener',
      60,
      8,
      'sumar repeticiones, en la próxima sesión',
    ],
    [
      'a harder variation due: it waits',
      {
        sessions: spaced(sesion([20, 20, 20], null, { rango: [12, 15] })),
        rango: { min: 12, max: 15 },
        progresion: 'corporal',
        bodyweight: true,
        mas_dificil: DECLINADAS,
        readiness: 'rir',
      },
      'mantener',
      null,
      15,
      'Hoy mantén 15 repeticiones: hoy llegas con menos fuerzas',
    ],
    [
      'a plank past its seconds: holds its time',
      {
        medida: 'tiempo',
        rango: { min: 30, max: 45 },
        progresion: 'tiempo',
        bodyweight: true,
        sessions: spaced(timed('tiempo', [45, 45, 45], null, { rango: [30, 45] })),
        readiness: 'serie',
      },
      'mantener',
      null,
      45,
      'Hoy mantén 45 s: hoy llegas con menos fuerzas y haces una serie menos; el paso siguiente, en la próxima sesión',
    ],
    [
      'a loaded carry at its top distance: holds the load and the metres',
      {
        medida: 'distancia',
        rango: { min: 20, max: 40 },
        progresion: 'mancuernas',
        sessions: spaced(timed('distancia', [40, 40, 40], 24, { rango: [20, 40] })),
        readiness: 'rir',
      },
      'mantener',
      24,
      40,
      'Hoy mantén 24 kg y 40 m',
    ],
  ] as const)('%s', (_caso, over, accion, kg, repeticiones, motivo) => {
    const out = nextTargetFor(input(over as Partial<ProgressionInput>));
    expect(nextTarget.parse(out)).toEqual(out);
    expect(out).toMatchObject({ accion, kg, repeticiones, repeticiones_max: null, ejercicio_siguiente: null });
    expect(out.motivo).toContain(motivo);
  });

  it.each(['rir', 'serie'] as const)('%s: advice that already goes down or holds is left as it is', (readiness) => {
    const cases: Partial<ProgressionInput>[] = [
      { sessions: spaced(sesion([7, 6, 6], 60), sesion([7, 7, 6], 60)) }, // twice below: lighter
      { sessions: spaced(sesion([10, 10, 10], 60, { dias: 30 })) }, // a layoff: lighter
      { sessions: top, descarga: true }, // a deload week
      { sessions: [] }, // first time
      { sessions: spaced(sesion([10, 10, 10], 60, { rir: 0 })) }, // at the top, but a grind: hold
    ];
    for (const c of cases) expect(nextTargetFor(input({ ...c, readiness }))).toEqual(nextTargetFor(input(c)));
  });

  it('no adjustment (or none answered): the advice goes up as before', () => {
    const up = nextTargetFor(input({ sessions: top }));
    expect(up).toMatchObject({ accion: 'subir', kg: 62.5 });
    expect(nextTargetFor(input({ sessions: top, readiness: 'ninguno' }))).toEqual(up);
    expect(nextTargetFor(input({ sessions: top, readiness: null }))).toEqual(up);
  });

  it('back from a deload on a light day: no step up either', () => {
    const sessions = spaced(sesion([9, 9, 9], 55, { descarga: true }), sesion([10, 10, 10], 60));
    expect(nextTargetFor(input({ sessions }))).toMatchObject({ accion: 'subir' });
    expect(nextTargetFor(input({ sessions, readiness: 'rir' }))).toMatchObject({
      accion: 'mantener',
      kg: 60,
      repeticiones: 9,
    });
  });
});

describe('a lifter who reads pounds is advised in pounds', () => {
  /** What a lifter typed in pounds, as the server stores it (kilograms, two decimals). */
  const lb = (pounds: number) => Math.round(pounds * 0.45359237 * 100) / 100;
  const inLb = (over: Partial<ProgressionInput>) => nextTargetFor(input({ ...over, unidad: 'lb' }));

  const cases: [string, Partial<ProgressionInput>, NextTarget['accion'], number, string][] = [
    // [case, input, action, pounds advised, words of the reason]
    [
      'bench 3 x 10 at 135 lb: 5 lb up',
      { sessions: [sesion([10, 10, 10], lb(135))] },
      'subir',
      140,
      'Sube a 140 lb y vuelve a 8',
    ],
    [
      'squat 3 x 10 at 225 lb: 10 lb up',
      { sessions: [sesion([10, 10, 10], lb(225))], lowerBody: true },
      'subir',
      235,
      'Sube a 235 lb',
    ],
    [
      'dumbbells 3 x 10 with 50 lb: the next pair, 55',
      { sessions: [sesion([10, 10, 10], lb(50))], progresion: 'mancuernas' },
      'subir',
      55,
      'Sube a 55 lb',
    ],
    [
      'a 35 lb kettlebell: the 44 lb one',
      { sessions: [sesion([10, 10, 10], lb(35))], progresion: 'kettlebell' },
      'subir',
      44,
      'Sube a 44 lb',
    ],
    ['inside the range: the same 135 lb', { sessions: [sesion([9, 8, 8], lb(135))] }, 'mantener', 135, 'Mantén 135 lb'],
    [
      'twice below: about 10 % lighter, on 5 lb steps',
      { sessions: spaced(sesion([6, 6, 5], lb(135)), sesion([7, 6, 6], lb(135))) },
      'bajar',
      120,
      'Baja a 120 lb',
    ],
    [
      'a deload week: 10 % less',
      { sessions: [sesion([10, 10, 10], lb(225))], descarga: true },
      'bajar',
      205,
      '205 lb (un 10 % menos)',
    ],
    [
      'weighted pull-ups: 5 lb more on the belt',
      { sessions: [sesion([10, 10, 10], lb(25))], progresion: 'lastre' },
      'subir',
      30,
      'Sube a 30 lb de lastre',
    ],
  ];
  it.each(cases)('%s', (_caso, over, accion, pounds, motivo) => {
    const result = inLb(over);
    expect(result.accion).toBe(accion);
    // On the wire in kilograms, as every weight: the app shows them back as these pounds.
    expect(result.kg).toBe(lb(pounds));
    expect(Math.round((result.kg! / 0.45359237) * 10) / 10).toBe(pounds);
    expect(result.motivo).toContain(motivo);
    expect(result.motivo).not.toMatch(/\bkg\b/);
    expect(nextTarget.parse(result)).toEqual(result);
  });

  it('the same sessions read in kilograms are advised as before', () => {
    expect(nextTargetFor(input({ sessions: [sesion([10, 10, 10], 60)] }))).toMatchObject({
      kg: 62.5,
      motivo: expect.stringContaining('Sube a 62,5 kg') as string,
    });
    expect(nextTargetFor(input({ sessions: [sesion([10, 10, 10], 60)], unidad: 'kg' }))).toEqual(
      nextTargetFor(input({ sessions: [sesion([10, 10, 10], 60)] })),
    );
  });

  it('a questioned session is questioned in pounds', () => {
    const sessions = spaced(sesion([10, 10, 10], lb(440)), sesion([8, 8, 8], lb(135)));
    expect(inLb({ sessions }).motivo).toMatch(/^¿440 lb\? No cuadra con los 135 lb de la sesión anterior/);
  });

  it.each([
    // [equipment, pounds, lower body, next up, 10 % lighter]
    ['barra', 135, false, 140, 120],
    ['barra', 315, true, 325, 285],
    ['barra', 50, false, 55, 45],
    ['mancuernas', 12, false, 15, 10],
    ['mancuernas', 17.5, false, 20, 15],
    ['kettlebell', 53, true, 62, 44],
    ['maquina', 150, false, 160, 135],
    ['polea', 60, false, 65, 55],
    ['lastre', 0, false, 5, 0],
  ] as const)('%s %d lb (lower body %s): up %d, lighter %d', (progresion, pounds, lower, up, down) => {
    expect(heavier(pounds, progresion, lower, 'normal', LB)).toBe(up);
    expect(lighter(pounds, progresion, 0.1, LB)).toBe(down);
  });
});

/**
 * Starting a session with no connection: the session the server would make from the routine (or an
 * empty one)
 * (server/modules/workouts/repository.ts `startWorkout`), made on the device from the routine as
 * the list last showed it, under device ids (negative) until the outbox delivers its start. No
 * previous sets or suggestion: those come from the server. In a programme, the week the list says
 * it is in gives the sets, the RIR target and the deload, as on the server; the routine list has
 * one number of repetitions, so the range is that number.
 */
import type { UserRoutine } from '../../lib/contract';
import type { PlanWeek } from '../../lib/contract-plans';
import { errorStatus } from '../../lib/api';
import type { SetMeasure, Workout, WorkoutStart } from '../../lib/contract-training';
import { targetForWeek } from '../../lib/plan-target';
import { workoutsApi } from './api';
import { newOfflineId, rememberWorkout } from './offline-cache';
import type { ApiDispatch } from './outbox-send';
import { setQueue } from './set-queue';

/** Catalogue types done for a time (server/domain/training/measure.ts; the client has no `fuerza`). */
const TIMED_TYPES = new Set(['Cardio', 'Estiramiento']);
const measureOf = (tipo: string): SetMeasure => (TIMED_TYPES.has(tipo) ? 'tiempo' : 'repeticiones');

/** The programme week the routine is in, or null (outside a programme or its block). */
function weekOf(routine: UserRoutine): PlanWeek | null {
  const plan = routine.plan;
  if (!plan || plan.semana_actual === null) return null;
  return plan.progresion.find((w) => w.semana === plan.semana_actual) ?? null;
}

export function offlineWorkout(routine: UserRoutine, id: number, startedAt: string): Workout {
  const ordered = [...routine.ejercicios].sort((a, b) => a.orden - b.orden || a.id - b.id);
  const week = weekOf(routine);
  const dose = (series: number, reps: number) =>
    week ? targetForWeek({ series, repeticiones_min: reps, repeticiones_max: reps }, week) : null;
  return {
    id,
    rutina_id: routine.rutina_id,
    nombre: routine.nombre,
    notas: '',
    estado: 'en_curso',
    iniciado_en: startedAt,
    terminado_en: null,
    descarga: week?.descarga === true,
    ejercicios: ordered.map((e, i) => ({
      // Device ids: the session's id, less the exercise's place (never a server id, never repeated).
      id: id * 100 - (i + 1),
      id_ejercicio_catalogo: e.id_ejercicio_catalogo,
      nombre: e.nombre,
      grupo_muscular: e.grupos_musculares,
      orden: i + 1,
      series_objetivo: dose(e.series, e.repeticiones)?.series ?? e.series,
      repeticiones_objetivo: e.repeticiones,
      repeticiones_min: e.repeticiones,
      rir_objetivo: week ? Math.min(5, Math.max(0, Math.round(week.rir))) : null,
      descanso: routine.descanso,
      medida: measureOf(e.tipo),
      nota: '',
      omitido: false,
      grupo: null,
      nota_anterior: '',
      carga: null,
      series: [],
      anterior: [],
      sugerencia: null,
    })),
  };
}

/**
 * A session started offline whose start or finish has not left the device: one session in
 * progress at a time holds on the device too, so "Empezar" opens it rather than a second one.
 */
export function openedOffline(): number | null {
  const entries = setQueue().all();
  const start = entries.find(
    (e) =>
      e.kind === 'start' &&
      e.status !== 'rejected' &&
      !entries.some((f) => f.kind === 'finish' && f.workoutId === e.workoutId),
  );
  return start?.workoutId ?? null;
}

/** An empty session (no routine) as the server would start it, under device id `id`. */
export function emptyOfflineWorkout(id: number, startedAt: string, nombre: string): Workout {
  return {
    id,
    rutina_id: null,
    nombre,
    notas: '',
    estado: 'en_curso',
    iniciado_en: startedAt,
    terminado_en: null,
    descarga: false,
    ejercicios: [],
  };
}

/**
 * A session started on this device (`local`, under a device id): kept for a reload, shown at once,
 * and its `start` queued before anything done in it.
 */
export async function beginOnDevice(dispatch: ApiDispatch, local: Workout, start: WorkoutStart): Promise<number> {
  await rememberWorkout(local);
  dispatch(workoutsApi.util.upsertQueryData('workout', local.id, local));
  const entry = { kind: 'start', id: `start:${start.cliente_id}`, workoutId: local.id, start } as const;
  setQueue().put({ ...entry, status: 'pending', attempts: 0 });
  return local.id;
}

/**
 * An empty workout (no routine): the server's session when it answers, else one on this device
 * whose start waits in the outbox (same `cliente_id`, so a start that did arrive is never doubled).
 * A session already open on this device is opened instead. Resolves with the id to open; another
 * answer (409: a session in progress on the server) is thrown.
 */
export async function startEmptyWorkout(dispatch: ApiDispatch, nombre: string): Promise<number> {
  const open = openedOffline();
  if (open !== null) return open;
  const start: WorkoutStart = { cliente_id: crypto.randomUUID(), nombre };
  if (navigator.onLine) {
    try {
      const request = workoutsApi.endpoints.startWorkout.initiate(start, { track: false });
      return (await dispatch(request).unwrap()).id;
    } catch (failure) {
      if (errorStatus(failure) !== undefined) throw failure;
    }
  }
  const startedAt = new Date().toISOString();
  const local = emptyOfflineWorkout(newOfflineId(), startedAt, nombre);
  return beginOnDevice(dispatch, local, { ...start, iniciado_en: startedAt });
}

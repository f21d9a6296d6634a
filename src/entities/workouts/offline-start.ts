/**
 * Starting a session with no connection (issue 26): the session the server would make from the
 * routine (server/routes/workouts/repository.ts `startWorkout`), made on the device from the
 * routine as the list last showed it, under device ids (negative) until the outbox delivers its
 * start. No previous sets or suggestion: those come from the server.
 */
import type { UserRoutine } from '../../lib/contract';
import type { SetMeasure, Workout } from '../../lib/contract-training';
import { setQueue } from './set-queue';

/** Catalogue types done for a time (server/domain/training/measure.ts; the client has no `fuerza`). */
const TIMED_TYPES = new Set(['Cardio', 'Estiramiento']);
const measureOf = (tipo: string): SetMeasure => (TIMED_TYPES.has(tipo) ? 'tiempo' : 'repeticiones');

export function offlineWorkout(routine: UserRoutine, id: number, startedAt: string): Workout {
  const ordered = [...routine.ejercicios].sort((a, b) => a.orden - b.orden || a.id - b.id);
  return {
    id,
    rutina_id: routine.rutina_id,
    nombre: routine.nombre,
    notas: '',
    estado: 'en_curso',
    iniciado_en: startedAt,
    terminado_en: null,
    ejercicios: ordered.map((e, i) => ({
      // Device ids: the session's id, less the exercise's place (never a server id, never repeated).
      id: id * 100 - (i + 1),
      id_ejercicio_catalogo: e.id_ejercicio_catalogo,
      nombre: e.nombre,
      grupo_muscular: e.grupos_musculares,
      orden: i + 1,
      series_objetivo: e.series,
      repeticiones_objetivo: e.repeticiones,
      descanso: routine.descanso,
      medida: measureOf(e.tipo),
      nota: '',
      omitido: false,
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

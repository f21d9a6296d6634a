import { http, HttpResponse } from 'msw';
import { DIFFICULTIES, GOALS, METHODS, MUSCLE_GROUPS } from '../../../server/db/seed/reference';

/** Reference data exactly as the server seeds it. */
export const goalsFixture = GOALS.map((g) => ({ id: g.id, nombre: g.nombre, id_metodos: g.metodoId }));
export const difficultiesFixture = DIFFICULTIES.map((d) => ({ id: d.id, nivel: d.nivel }));
export const muscleGroupsFixture = MUSCLE_GROUPS.map((m) => ({ id: m.id, nombre: m.nombre }));
export const methodsFixture = METHODS.map((m) => ({
  id: m.id,
  nombre: m.nombre,
  dificultad_id: m.dificultadId,
  tiempo_aerobicos: m.tiempoAerobicos,
  tiempo_anaerobicos: m.tiempoAnaerobicos,
  descanso: m.descanso,
  observaciones: m.observaciones,
}));

export const referenceHandlers = [
  http.get('/api/goals', () => HttpResponse.json(goalsFixture)),
  http.get('/api/difficulties', () => HttpResponse.json(difficultiesFixture)),
  http.get('/api/muscle-groups', () => HttpResponse.json(muscleGroupsFixture)),
  http.get('/api/methods', () => HttpResponse.json(methodsFixture)),
];

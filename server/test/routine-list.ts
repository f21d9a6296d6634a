import { asc, desc, eq } from 'drizzle-orm';
import type { UserRoutine, UserRoutineList } from '../../src/lib/contract';
import { isoToWire } from '../../src/lib/dates';
import type { Db } from '../db/client';
import {
  difficulties,
  exercises,
  methods,
  muscleGroups,
  plans,
  userRoutineExercises,
  userRoutines,
  users,
} from '../db/schema';
import { bmi, formatDateTime, todayIso } from '../domain/profile';

/** The query string of `GET user-routines`, as values. */
export interface ListQuery {
  page?: number;
  limit?: number;
  active?: boolean;
}

/**
 * The `GET user-routines` body for what the tables hold now and today's date (`todayIso()`),
 * read table by table with the query builder and formatted in JavaScript: an independent
 * reading to hold the route to (its plain path, modules/user-routines/repository.ts, and the
 * bodies cache.ts keeps per user).
 */
export async function expectedList(db: Db, userId: number, query: ListQuery = {}): Promise<UserRoutineList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 100;
  const today = todayIso();
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  const all = await db
    .select({ r: userRoutines, nivel: difficulties.nivel, m: methods })
    .from(userRoutines)
    .innerJoin(difficulties, eq(difficulties.id, userRoutines.dificultadId))
    .innerJoin(methods, eq(methods.id, userRoutines.metodoId))
    .where(eq(userRoutines.userId, userId))
    .orderBy(desc(userRoutines.id));
  const active = (r: typeof userRoutines.$inferSelect) =>
    r.fechaInicio !== null && r.fechaFin !== null && r.fechaInicio <= today && today <= r.fechaFin;
  const kept = all.filter(({ r }) => query.active === undefined || active(r) === query.active);
  const shown = kept.slice((page - 1) * limit, page * limit);
  // One query per routine: slow and obvious, unlike the code under test.
  const exercisesOf = (id: number) =>
    db
      .select({ e: userRoutineExercises, c: exercises, grupo: muscleGroups.nombre })
      .from(userRoutineExercises)
      .innerJoin(exercises, eq(exercises.id, userRoutineExercises.exerciseId))
      .innerJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
      .where(eq(userRoutineExercises.userRoutineId, id))
      .orderBy(asc(userRoutineExercises.orden), asc(userRoutineExercises.id));
  const items = await Promise.all(shown.map(({ r }) => exercisesOf(r.id)));
  const planOf = async (id: number | null): Promise<UserRoutine['plan']> => {
    if (id === null) return null;
    const [pl] = await db.select().from(plans).where(eq(plans.id, id));
    const inside = today >= pl!.fechaInicio && today <= pl!.fechaFin;
    const week = Math.floor((Date.parse(today) - Date.parse(pl!.fechaInicio)) / (7 * 86_400_000)) + 1;
    return {
      plan_id: pl!.id,
      nombre: pl!.nombre,
      semanas: pl!.semanas,
      semana_actual: inside ? week : null,
      progresion: pl!.progresion as NonNullable<UserRoutine['plan']>['progresion'],
    };
  };
  const planInfos = await Promise.all(shown.map(({ r }) => planOf(r.planId)));
  const rutinas = shown.map(({ r, nivel, m }, i): UserRoutine => ({
    rutina_id: r.id,
    nombre: r.nombre,
    rutina_observaciones: r.observaciones,
    nivel,
    metodo_nombre: m.nombre,
    tiempo_aerobicos: m.tiempoAerobicos,
    tiempo_anaerobicos: m.tiempoAnaerobicos,
    descanso: m.descanso,
    metodo_observaciones: m.observaciones,
    fecha_inicio_rutina: r.fechaInicio === null ? null : isoToWire(r.fechaInicio),
    fecha_fin_rutina: r.fechaFin === null ? null : isoToWire(r.fechaFin),
    dia: r.dia,
    rutina_activa: active(r),
    rutina_compartida: r.compartida,
    plan: planInfos[i]!,
    ejercicios: items[i]!.map(({ e, c, grupo }) => ({
      id: e.id,
      ejercicio_id: e.id,
      id_ejercicio_catalogo: e.exerciseId,
      orden: e.orden,
      nombre: c.nombre,
      tipo: c.tipo,
      step_1: c.inicio,
      step_2: c.fin,
      grupos_musculares: grupo,
      series: e.series,
      repeticiones: e.repeticiones,
      comentario: e.comentario,
      descanso: e.descanso,
      repeticiones_min: e.repeticionesMin,
      repeticiones_max: e.repeticionesMax,
      rir: e.rir,
    })),
  }));
  return {
    id: u!.id,
    nombre: u!.nombre,
    apellidos: u!.apellidos,
    email: u!.email,
    fecha_alta: formatDateTime(u!.createdAt),
    peso: Number(u!.peso),
    altura: Number(u!.altura),
    imc: bmi(Number(u!.peso), Number(u!.altura)),
    rutinas,
    total_routines: kept.length,
    current_page: page,
    total_pages: Math.max(1, Math.ceil(kept.length / limit)),
  };
}

import { and, asc, desc, eq, gte, inArray, isNotNull, lte, not, type Placeholder, type SQL } from 'drizzle-orm';
import type { UserRoutine, UserRoutineExercise, UserRoutineList } from '../../../src/lib/contract';
import type { PlanWeek, RoutinePlanInfo } from '../../../src/lib/contract-plans';
import type { Db } from '../../db/client';
import {
  difficulties,
  exercises,
  methods,
  muscleGroups,
  plans,
  userRoutineExercises as ue,
  userRoutines,
  users,
} from '../../db/schema';
import { bmi, formatDateTime } from '../../domain/profile';
import { currentWeek } from '../../domain/plans';
import { isActive, storedToWire, todayIso } from '../../domain/routines/schedule';
import { pageCount } from '../shared/query-schemas';

/**
 * The read side of user routines: `GET user-routines` and `GET user-routines/{id}` (which every
 * write answers with). Plain Drizzle queries that return the API's objects (contract.ts
 * `userRoutine`, `userRoutineList`); the route's zod response schema writes them as JSON, as for
 * any other route. A fixed number of queries whatever the number of routines (no N+1).
 *
 * `GET user-routines` and `GET user-routines/{id}` may instead be answered by fast-list.ts
 * (LIST_FAST_PATH, on by default), which writes the same bytes from one SQL statement and keeps
 * them per process; list.test.ts and one-routine.test.ts hold its output to this one's, byte for
 * byte. A new field of the list goes here first, then
 * into fast-list.ts; that test fails until both agree.
 */

/**
 * Today inside [start, end] (the rule of `isActive` in domain/routines/schedule.ts), for a where
 * clause. `today` and `userId` below may be placeholders (fast-list.ts prepares its statement).
 */
export const activeWhere = (today: string | Placeholder): SQL =>
  and(
    isNotNull(userRoutines.fechaInicio),
    isNotNull(userRoutines.fechaFin),
    lte(userRoutines.fechaInicio, today),
    gte(userRoutines.fechaFin, today),
  )!;

/** `?active`: undefined for every routine of the user, true / false for the active ones or the others. */
export function listWhere(userId: number | Placeholder, active: boolean | undefined, today: string | Placeholder): SQL {
  const mine = eq(userRoutines.userId, userId);
  if (active === undefined) return mine;
  return and(mine, active ? activeWhere(today) : not(activeWhere(today)))!;
}

/** Routines matching `where`, newest first, with their difficulty label and method. */
function routinesWhere(db: Db, where: SQL, page?: { limit: number; offset: number }) {
  const query = db
    .select({ routine: userRoutines, nivel: difficulties.nivel, method: methods, plan: plans })
    .from(userRoutines)
    .innerJoin(difficulties, eq(difficulties.id, userRoutines.dificultadId))
    .innerJoin(methods, eq(methods.id, userRoutines.metodoId))
    .leftJoin(plans, eq(plans.id, userRoutines.planId))
    .where(where)
    .orderBy(desc(userRoutines.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
type RoutineRow = Awaited<ReturnType<typeof routinesWhere>>[number];

/** The exercises of these routines with their catalogue texts, per routine, in API order (orden, then id). */
async function exercisesOf(db: Db, routineIds: number[]): Promise<Map<number, UserRoutineExercise[]>> {
  const byRoutine = new Map<number, UserRoutineExercise[]>(routineIds.map((id) => [id, []]));
  if (routineIds.length === 0) return byRoutine;
  const rows = await db
    .select({
      routineId: ue.userRoutineId,
      id: ue.id,
      catalogueId: ue.exerciseId,
      orden: ue.orden,
      nombre: exercises.nombre,
      tipo: exercises.tipo,
      step_1: exercises.inicio,
      step_2: exercises.fin,
      grupos_musculares: muscleGroups.nombre,
      series: ue.series,
      repeticiones: ue.repeticiones,
      comentario: ue.comentario,
    })
    .from(ue)
    .innerJoin(exercises, eq(exercises.id, ue.exerciseId))
    .innerJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
    .where(inArray(ue.userRoutineId, routineIds))
    .orderBy(asc(ue.orden), asc(ue.id));
  for (const { routineId, id, catalogueId, ...rest } of rows) {
    // ejercicio_id is the row's id too (contract.ts userRoutineExercise); the catalogue's travels apart.
    byRoutine.get(routineId)!.push({ id, ejercicio_id: id, id_ejercicio_catalogo: catalogueId, ...rest });
  }
  return byRoutine;
}

/** The routine's programme as `routinePlanInfo` (contract-plans.ts), null outside one. */
function planInfo(plan: RoutineRow['plan'], today: string): RoutinePlanInfo | null {
  if (!plan) return null;
  return {
    plan_id: plan.id,
    nombre: plan.nombre,
    semanas: plan.semanas,
    semana_actual: currentWeek(plan.fechaInicio, plan.fechaFin, today),
    progresion: plan.progresion as PlanWeek[],
  };
}

function toUserRoutine(
  { routine: r, nivel, method: m, plan }: RoutineRow,
  ejercicios: UserRoutineExercise[],
  today: string,
): UserRoutine {
  return {
    rutina_id: r.id,
    nombre: r.nombre,
    rutina_observaciones: r.observaciones,
    nivel,
    metodo_nombre: m.nombre,
    tiempo_aerobicos: m.tiempoAerobicos,
    tiempo_anaerobicos: m.tiempoAnaerobicos,
    descanso: m.descanso,
    metodo_observaciones: m.observaciones,
    fecha_inicio_rutina: storedToWire(r.fechaInicio),
    fecha_fin_rutina: storedToWire(r.fechaFin),
    dia: r.dia,
    rutina_activa: isActive(r.fechaInicio, r.fechaFin, today),
    rutina_compartida: r.compartida,
    plan: planInfo(plan, today),
    ejercicios,
  };
}

/** The routines of these rows with their exercises (one query for all of them). */
async function withExercises(db: Db, rows: RoutineRow[], today: string): Promise<UserRoutine[]> {
  const items = await exercisesOf(
    db,
    rows.map((row) => row.routine.id),
  );
  return rows.map((row) => toUserRoutine(row, items.get(row.routine.id)!, today));
}

/** One of the caller's routines, or null (absent or someone else's). */
export async function findUserRoutine(db: Db, userId: number, id: number): Promise<UserRoutine | null> {
  const rows = await routinesWhere(db, and(eq(userRoutines.id, id), eq(userRoutines.userId, userId))!);
  const [found] = await withExercises(db, rows, todayIso());
  return found ?? null;
}

export interface ListOptions {
  page: number;
  limit: number;
  /** `?active`; undefined: every routine. */
  active?: boolean;
  /** Today in Madrid (`YYYY-MM-DD`): decides `rutina_activa` and `?active`. */
  today: string;
}

/**
 * `GET user-routines`: the caller's profile, their routine count and one page of their routines
 * (newest first). Null when the user is gone.
 */
export async function listUserRoutines(db: Db, userId: number, opts: ListOptions): Promise<UserRoutineList | null> {
  const where = listWhere(userId, opts.active, opts.today);
  const [[user], page] = await Promise.all([
    db
      .select({
        id: users.id,
        nombre: users.nombre,
        apellidos: users.apellidos,
        email: users.email,
        createdAt: users.createdAt,
        peso: users.peso,
        altura: users.altura,
        total: db.$count(userRoutines, where),
      })
      .from(users)
      .where(eq(users.id, userId)),
    routinesWhere(db, where, { limit: opts.limit, offset: (opts.page - 1) * opts.limit }),
  ]);
  if (!user) return null;
  return {
    id: user.id,
    nombre: user.nombre,
    apellidos: user.apellidos,
    email: user.email,
    fecha_alta: formatDateTime(user.createdAt),
    peso: user.peso,
    altura: user.altura,
    imc: bmi(user.peso, user.altura),
    rutinas: await withExercises(db, page, opts.today),
    total_routines: user.total,
    current_page: opts.page,
    total_pages: pageCount(user.total, opts.limit),
  };
}

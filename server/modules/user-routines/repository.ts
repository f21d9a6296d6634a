import { and, asc, desc, eq, gte, isNotNull, lte, max, not, or, sql, type SQL } from 'drizzle-orm';
import type { UserRoutine, UserRoutineExercise, UserRoutineList } from '../../../src/lib/contract';
import type { PlanWeek, RoutinePlanInfo } from '../../../src/lib/contract-plans';
import { moveTo } from '../../../src/lib/order';
import type { Db, Queryable } from '../../db/client';
import { preparedSelect } from '../../db/prepared';
import {
  difficulties,
  exerciseRemovals,
  exercises,
  goals,
  methods,
  muscleGroups,
  plans,
  routineExercises,
  routines,
  userRoutineExercises,
  userRoutines,
  users,
} from '../../db/schema';
import { currentWeek } from '../../domain/plans';
import { bmi, formatDateTime } from '../../domain/profile';
import { isActive, storedToWire, todayIso } from '../../domain/routines/schedule';
import { exerciseVisibleTo } from '../exercises/own-repository';
import { pageCount } from '../shared/schemas';

/**
 * Every statement of user routines. The reads (`userRoutineReads`) return the API's objects
 * (contract.ts `userRoutine`, `userRoutineList`), which the routes' zod response schemas write as
 * JSON: the plain path of `GET user-routines` and `GET user-routines/{id}`, in a fixed number of
 * statements whatever the number of routines (no N+1). cache.ts keeps the bytes of those answers
 * per user, under the version `routinesVersionReader` reads.
 */

// ---------------------------------------------------------------------------------------------
// Reads.

/** The arguments of the read statements, filled on every call. */
const param = {
  userId: sql.placeholder('userId'),
  id: sql.placeholder('id'),
  today: sql.placeholder('today'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  /** Routine ids as one array argument (`{1,2,3}`): a prepared statement has a fixed number of them. */
  ids: sql.placeholder('ids'),
};

/** Today inside [start, end] (the rule of `isActive` in domain/routines/schedule.ts), for a where clause. */
const activeWhere = and(
  isNotNull(userRoutines.fechaInicio),
  isNotNull(userRoutines.fechaFin),
  lte(userRoutines.fechaInicio, param.today),
  gte(userRoutines.fechaFin, param.today),
)!;

/** `?active`: every routine of the user, the active ones or the others. */
type Filter = 'all' | 'active' | 'inactive';
const FILTERS: Filter[] = ['all', 'active', 'inactive'];
const filterOf = (active: boolean | undefined): Filter =>
  active === undefined ? 'all' : active ? 'active' : 'inactive';

function listWhere(filter: Filter): SQL {
  const mine = eq(userRoutines.userId, param.userId);
  if (filter === 'all') return mine;
  return and(mine, filter === 'active' ? activeWhere : not(activeWhere))!;
}

/** Routines matching `where`, newest first, with their difficulty label, method and programme. */
const routinesWhere = (db: Db, where: SQL) =>
  db
    .select({ routine: userRoutines, nivel: difficulties.nivel, method: methods, plan: plans })
    .from(userRoutines)
    .innerJoin(difficulties, eq(difficulties.id, userRoutines.dificultadId))
    .innerJoin(methods, eq(methods.id, userRoutines.metodoId))
    .leftJoin(plans, eq(plans.id, userRoutines.planId))
    .where(where)
    .orderBy(desc(userRoutines.id));
type RoutineRow = Awaited<ReturnType<typeof routinesWhere>>[number];

/** The exercises of the routines `ids` with their catalogue texts, in API order (orden, then id). */
const exercisesQuery = (db: Db) => {
  const ue = userRoutineExercises;
  return db
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
      descanso: ue.descanso,
      repeticiones_min: ue.repeticionesMin,
      repeticiones_max: ue.repeticionesMax,
      rir: ue.rir,
    })
    .from(ue)
    .innerJoin(exercises, eq(exercises.id, ue.exerciseId))
    .innerJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
    .where(sql`${ue.userRoutineId} = any(${param.ids}::int[])`)
    .orderBy(asc(ue.orden), asc(ue.id));
};
type ExerciseRow = Awaited<ReturnType<ReturnType<typeof exercisesQuery>['execute']>>[number];

/** The profile fields of the list and the count of the user's routines matching `where`. */
const profileQuery = (db: Db, where: SQL) =>
  db
    .select({
      id: users.id,
      nombre: users.nombre,
      apellidos: users.apellidos,
      email: users.email,
      createdAt: users.createdAt,
      peso: users.peso,
      altura: users.altura,
      total: sql<number>`(select count(*)::int from ${userRoutines} where ${where})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, param.userId));

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

/** The routines of `rows` with their exercises `items` (any order of routines), as the API shows them. */
function assemble(rows: RoutineRow[], items: ExerciseRow[], today: string): UserRoutine[] {
  const byRoutine = new Map<number, UserRoutineExercise[]>(rows.map((row) => [row.routine.id, []]));
  for (const { routineId, id, catalogueId, ...rest } of items) {
    // ejercicio_id is the row's id too (contract.ts userRoutineExercise); the catalogue's travels apart.
    byRoutine.get(routineId)!.push({ id, ejercicio_id: id, id_ejercicio_catalogo: catalogueId, ...rest });
  }
  return rows.map((row) => toUserRoutine(row, byRoutine.get(row.routine.id)!, today));
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
 * The reads of user routines, one per app: `list` (`GET user-routines`) and `find` (one routine,
 * which `GET user-routines/{id}` and every write answer with). A list is the profile with the
 * count and the page (side by side), then the page's exercises; a routine, its row then its
 * exercises. Statements prepared once per app (db/prepared.ts, named optimisation "statements
 * prepared on PGlite"): on the embedded database, parsing and planning them on every call cost
 * as much as running them (measured in-process: a list of 20 routines × 8 exercises 12.9 ms
 * unprepared, 6.8 prepared; the bench row "the same with the list cache off").
 */
export function userRoutineReads(db: Db, prepare: boolean) {
  const prepared = <P>(query: { prepare(name: string): P }, name: string) => preparedSelect(db, query, name, prepare);
  const exercisesOf = prepared(exercisesQuery(db), 'user_routine_exercises');
  const one = prepared(
    routinesWhere(db, and(eq(userRoutines.id, param.id), eq(userRoutines.userId, param.userId))!),
    'user_routine_one',
  );
  const lists = new Map(
    FILTERS.map((filter) => {
      const where = listWhere(filter);
      const profile = prepared(profileQuery(db, where), `user_routines_profile_${filter}`);
      const page = prepared(
        routinesWhere(db, where).limit(param.limit).offset(param.offset),
        `user_routines_page_${filter}`,
      );
      return [filter, { profile, page }] as const;
    }),
  );
  const withExercises = async (rows: RoutineRow[], today: string) => {
    if (rows.length === 0) return [];
    const items = await exercisesOf.execute({ ids: `{${rows.map((row) => row.routine.id).join(',')}}` });
    return assemble(rows, items, today);
  };
  return {
    /** One of the caller's routines as of `today` (Madrid, `YYYY-MM-DD`), or null (absent or someone else's). */
    async find(userId: number, id: number, today = todayIso()): Promise<UserRoutine | null> {
      const [found] = await withExercises(await one.execute({ userId, id }), today);
      return found ?? null;
    },
    /**
     * `GET user-routines`: the caller's profile, their routine count and one page of their
     * routines (newest first). Null when the user is gone.
     */
    async list(userId: number, opts: ListOptions): Promise<UserRoutineList | null> {
      const { profile, page } = lists.get(filterOf(opts.active))!;
      const args = { userId, today: opts.today };
      const [[user], rows] = await Promise.all([
        profile.execute(args),
        page.execute({ ...args, limit: opts.limit, offset: (opts.page - 1) * opts.limit }),
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
        rutinas: await withExercises(rows, opts.today),
        total_routines: user.total,
        current_page: opts.page,
        total_pages: pageCount(user.total, opts.limit),
      };
    },
  };
}
export type UserRoutineReads = ReturnType<typeof userRoutineReads>;

/**
 * users.routines_version of a user, null when the user is gone: what cache.ts keeps a user's
 * bodies under (triggers of migration 0003 bump it in the same transaction as any write of the
 * user's routines, their exercises or the profile fields the list shows). One statement, prepared
 * once per app (db/prepared.ts): a cached list costs it and the session lookup, nothing else
 * (the figure "routine list ÷ lookup throughput", docs/PERFORMANCE.md register).
 */
export function routinesVersionReader(db: Db, prepare: boolean) {
  const query = db
    .select({ version: users.routinesVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')));
  const statement = preparedSelect(db, query, 'user_routines_version', prepare);
  return async (userId: number): Promise<number | null> => (await statement.execute({ userId }))[0]?.version ?? null;
}

// ---------------------------------------------------------------------------------------------
// Writes.

/** Exercises appended with `POST user-routines/{id}/exercises` start with 3 x 10. */
export const DEFAULT_SERIES = 3;
export const DEFAULT_REPETICIONES = 10;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const owned = (userId: number, id: number) => and(eq(userRoutines.id, id), eq(userRoutines.userId, userId))!;

export async function deleteUserRoutine(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db.delete(userRoutines).where(owned(userId, id)).returning({ id: userRoutines.id });
  return gone.length > 0;
}

export interface RoutineChanges {
  nombre?: string;
  fechaInicio?: string;
  fechaFin?: string;
  compartida?: boolean;
  dia?: number | null;
}

/** Applies the changes to one of the caller's routines; false when it is not theirs. */
export async function updateUserRoutine(db: Db, userId: number, id: number, changes: RoutineChanges) {
  const done = await db.update(userRoutines).set(changes).where(owned(userId, id)).returning({ id: userRoutines.id });
  return done.length > 0;
}

/** The goal a routine from nothing gets when the user has none (Adaptación general). */
const DEFAULT_GOAL = 1;
/** The difficulty a routine from nothing is labelled with (Principiante). */
const BLANK_DIFFICULTY = 1;

/**
 * A routine of the caller's own from nothing (issue #40, `POST user-routines/blank`): its name,
 * weekday and dates as given, no exercises, the caller's goal (or "Adaptación general") and that
 * goal's method (whose rest an exercise without its own takes), labelled "Principiante". Returns
 * its id, or null when the user is gone.
 */
export async function createBlankRoutine(
  db: Db,
  userId: number,
  values: { nombre: string; dia: number | null; fechaInicio: string | null; fechaFin: string | null },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ objetivoId: users.objetivoId }).from(users).where(eq(users.id, userId));
    if (!user) return null;
    const goalId = user.objetivoId ?? DEFAULT_GOAL;
    const [goal] = await tx.select({ metodoId: goals.metodoId }).from(goals).where(eq(goals.id, goalId));
    const [created] = await tx
      .insert(userRoutines)
      .values({
        userId,
        nombre: values.nombre,
        objetivoId: goal ? goalId : DEFAULT_GOAL,
        dificultadId: BLANK_DIFFICULTY,
        metodoId: goal?.metodoId ?? DEFAULT_GOAL,
        dia: values.dia,
        fechaInicio: values.fechaInicio,
        fechaFin: values.fechaFin,
      })
      .returning({ id: userRoutines.id });
    return created!.id;
  });
}

/** What a copy takes from the routine it copies (a template or another user routine). */
interface CopySource {
  nombre: string;
  observaciones: string;
  objetivoId: number;
  dificultadId: number;
  metodoId: number;
  dia: number | null;
}

/**
 * Inserts a new user routine of `userId` copied from `source` (no dates, the source's weekday,
 * not shared) with `items` as its exercises, renumbered 1..n in their order. Returns its id.
 */
async function insertCopy(
  tx: Tx,
  userId: number,
  origin: { routineId: number } | { sourceUserRoutineId: number },
  source: CopySource,
  items: {
    exerciseId: number;
    series: number;
    repeticiones: number;
    comentario: string;
    /** A user routine's own rest, range and RIR (issue #40); a template's are left behind. */
    targets?: {
      descanso: number | null;
      repeticionesMin: number | null;
      repeticionesMax: number | null;
      rir: number | null;
    };
  }[],
): Promise<number> {
  const [created] = await tx
    .insert(userRoutines)
    .values({
      userId,
      ...origin,
      nombre: source.nombre,
      observaciones: source.observaciones,
      objetivoId: source.objetivoId,
      dificultadId: source.dificultadId,
      metodoId: source.metodoId,
      dia: source.dia,
    })
    .returning({ id: userRoutines.id });
  if (items.length) {
    await tx.insert(userRoutineExercises).values(
      items.map((e, i) => ({
        userRoutineId: created!.id,
        exerciseId: e.exerciseId,
        orden: i + 1,
        series: e.series,
        repeticiones: e.repeticiones,
        comentario: e.comentario,
        ...e.targets,
      })),
    );
  }
  return created!.id;
}

/**
 * Copies a public template, or one generated for the caller, into a new user routine (no
 * dates, the template's weekday, not shared). Returns the new id, or null when not visible.
 */
export async function copyTemplate(db: Queryable, userId: number, routineId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [template] = await tx
      .select()
      .from(routines)
      .where(
        and(eq(routines.id, routineId), or(sql`${routines.ownerUserId} is null`, eq(routines.ownerUserId, userId))),
      );
    if (!template) return null;
    const items = await tx
      .select()
      .from(routineExercises)
      .where(eq(routineExercises.routineId, template.id))
      .orderBy(asc(routineExercises.orden), asc(routineExercises.id));
    return insertCopy(tx, userId, { routineId: template.id }, template, items);
  });
}

/**
 * Copies a user routine that is shared, or the caller's own, into a new routine of the caller
 * (no dates, same weekday, not shared). Returns the new id, or null when not visible.
 */
export async function copyUserRoutine(db: Db, userId: number, sourceId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(userRoutines)
      .where(
        and(eq(userRoutines.id, sourceId), or(eq(userRoutines.compartida, true), eq(userRoutines.userId, userId))),
      );
    if (!source) return null;
    const items = await tx
      .select()
      .from(userRoutineExercises)
      .where(eq(userRoutineExercises.userRoutineId, source.id))
      .orderBy(asc(userRoutineExercises.orden), asc(userRoutineExercises.id));
    const withTargets = items.map((e) => ({
      ...e,
      targets: {
        descanso: e.descanso,
        repeticionesMin: e.repeticionesMin,
        repeticionesMax: e.repeticionesMax,
        rir: e.rir,
      },
    }));
    return insertCopy(tx, userId, { sourceUserRoutineId: source.id }, source, withTargets);
  });
}

/** Whether the caller owns this user routine (row-locked inside a transaction on PostgreSQL). */
async function ownsRoutine(tx: Tx, userId: number, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: userRoutines.id }).from(userRoutines).where(owned(userId, id)).for('update');
  return Boolean(row);
}

export type ExerciseOutcome = 'ok' | 'routine-not-found' | 'exercise-not-found' | 'unknown-exercise';

/** Appends a catalogue exercise (orden n + 1, 3 x 10, no comment). */
export async function appendExercise(db: Db, userId: number, id: number, exerciseId: number): Promise<ExerciseOutcome> {
  return db.transaction(async (tx) => {
    if (!(await ownsRoutine(tx, userId, id))) return 'routine-not-found';
    // The catalogue's or the user's own (another user's own exercise is unknown here).
    const [known] = await tx
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.id, exerciseId), exerciseVisibleTo(userId)));
    if (!known) return 'unknown-exercise';
    const [last] = await tx
      .select({ orden: max(userRoutineExercises.orden) })
      .from(userRoutineExercises)
      .where(eq(userRoutineExercises.userRoutineId, id));
    await tx.insert(userRoutineExercises).values({
      userRoutineId: id,
      exerciseId,
      orden: (last?.orden ?? 0) + 1,
      series: DEFAULT_SERIES,
      repeticiones: DEFAULT_REPETICIONES,
    });
    return 'ok';
  });
}

/** Rewrites `orden` as 1..n following `ids`, touching only the rows that change. */
async function writeOrder(tx: Tx, current: { id: number; orden: number }[], ids: number[]) {
  const ordenOf = new Map(current.map((r) => [r.id, r.orden]));
  for (const [i, rowId] of ids.entries()) {
    if (ordenOf.get(rowId) !== i + 1) {
      await tx
        .update(userRoutineExercises)
        .set({ orden: i + 1 })
        .where(eq(userRoutineExercises.id, rowId));
    }
  }
}

async function orderOf(tx: Tx, id: number) {
  return tx
    .select({
      id: userRoutineExercises.id,
      orden: userRoutineExercises.orden,
      exerciseId: userRoutineExercises.exerciseId,
    })
    .from(userRoutineExercises)
    .where(eq(userRoutineExercises.userRoutineId, id))
    .orderBy(asc(userRoutineExercises.orden), asc(userRoutineExercises.id));
}

export interface ExerciseChanges {
  series?: number;
  repeticiones?: number;
  orden?: number;
  comentario?: string;
  /** Issue #40: rest (s), repetition range and RIR target; null clears. */
  descanso?: number | null;
  repeticionesMin?: number | null;
  repeticionesMax?: number | null;
  rir?: number | null;
}

/**
 * Edits one exercise of one of the caller's routines. A new `orden` moves it to that place
 * (past the end means last) and the others are renumbered so the list stays 1..n.
 */
export async function updateExercise(
  db: Db,
  userId: number,
  id: number,
  itemId: number,
  changes: ExerciseChanges,
): Promise<ExerciseOutcome> {
  return db.transaction(async (tx) => {
    if (!(await ownsRoutine(tx, userId, id))) return 'routine-not-found';
    const list = await orderOf(tx, id);
    if (!list.some((e) => e.id === itemId)) return 'exercise-not-found';
    const { orden, ...rest } = changes;
    if (Object.keys(rest).length) {
      await tx.update(userRoutineExercises).set(rest).where(eq(userRoutineExercises.id, itemId));
    }
    if (orden !== undefined) {
      await writeOrder(
        tx,
        list,
        moveTo(
          list.map((e) => e.id),
          itemId,
          orden,
        ),
      );
    }
    return 'ok';
  });
}

/**
 * Removes one exercise from one of the caller's routines, renumbers the rest 1..n and records
 * the removal (the generator avoids exercises a user removed).
 */
export async function removeExercise(db: Db, userId: number, id: number, itemId: number): Promise<ExerciseOutcome> {
  return db.transaction(async (tx) => {
    if (!(await ownsRoutine(tx, userId, id))) return 'routine-not-found';
    const list = await orderOf(tx, id);
    const target = list.find((e) => e.id === itemId);
    if (!target) return 'exercise-not-found';
    await tx.delete(userRoutineExercises).where(eq(userRoutineExercises.id, itemId));
    const rest = list.filter((e) => e.id !== itemId);
    await writeOrder(
      tx,
      rest,
      rest.map((e) => e.id),
    );
    await tx.insert(exerciseRemovals).values({ userId, exerciseId: target.exerciseId });
    return 'ok';
  });
}

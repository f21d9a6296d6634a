import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Plan, PlanInput, PlanListItem, PlanWeek, SplitKind } from '../../../src/lib/contract-plans';
import type { Db } from '../../db/client';
import { exercises, plans, userRoutineExercises as ue, userRoutines } from '../../db/schema';
import { currentWeek, sessionName, type Programme } from '../../domain/plans';
import { exerciseSeconds, WARM_UP_S } from '../../domain/plans/tables';

export interface StorePlanArgs {
  userId: number;
  goalId: number;
  goalName: string;
  methodId: number;
  choices: PlanInput;
  start: string;
  end: string;
  programme: Programme;
}

/**
 * Stores the programme and one user routine per session (its weekday, the block's dates, its
 * exercises) in one transaction: three inserts whatever the number of sessions. Returns the id.
 */
export interface StoredPlan {
  id: number;
  createdAt: Date;
  routineIds: number[];
  /** Ids of the routine exercise rows, in the order of the sessions' exercises. */
  exerciseIds: number[];
}

export async function storePlan(db: Db, a: StorePlanArgs): Promise<StoredPlan> {
  const { programme: p } = a;
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(plans)
      .values({
        userId: a.userId,
        nombre: p.nombre,
        objetivoId: a.goalId,
        nivel: p.nivel,
        division: p.division,
        semanas: p.semanas,
        sesionesSemana: p.sesiones_semana,
        duracionMin: p.duracion_min,
        fechaInicio: a.start,
        fechaFin: a.end,
        elecciones: a.choices,
        progresion: p.progresion,
        observaciones: p.observaciones,
        volumen: { banda: p.banda, series_por_grupo: p.series_por_grupo },
      })
      .returning({ id: plans.id, createdAt: plans.createdAt });
    const planId = plan!.id;
    const routines = await tx
      .insert(userRoutines)
      .values(
        p.sesiones.map((s) => ({
          userId: a.userId,
          nombre: sessionName(s.etiqueta, a.goalName),
          observaciones:
            `Sesión «${s.etiqueta}» del programa «${p.nombre}» (unos ${s.duracion_estimada_min} minutos). ` +
            'Cada semana cambia el objetivo de series y esfuerzo: míralo en la progresión del programa.',
          objetivoId: a.goalId,
          dificultadId: p.nivel,
          metodoId: a.methodId,
          fechaInicio: a.start,
          fechaFin: a.end,
          dia: s.dia,
          planId,
          planEtiqueta: s.etiqueta,
        })),
      )
      .returning({ id: userRoutines.id });
    const rows = await tx
      .insert(ue)
      .values(
        p.sesiones.flatMap((s, i) =>
          s.ejercicios.map((e) => ({
            userRoutineId: routines[i]!.id,
            exerciseId: e.exerciseId,
            orden: e.orden,
            series: e.series,
            repeticiones: e.repeticiones_min,
            comentario: e.comentario,
            repeticionesMin: e.repeticiones_min,
            repeticionesMax: e.repeticiones_max,
            principal: e.principal,
            descanso: e.descanso,
            medida: e.medida,
          })),
        ),
      )
      .returning({ id: ue.id });
    return {
      id: planId,
      createdAt: plan!.createdAt,
      routineIds: routines.map((r) => r.id),
      exerciseIds: rows.map((r) => r.id),
    };
  });
}

type PlanRow = typeof plans.$inferSelect;

/**
 * Named optimisation "plan answered from what was stored" (docs/PERFORMANCE.md register): the
 * `POST /api/plans` answer from what was just stored (what `readPlan`, its plain path, would read
 * back, without reading it: three round trips fewer).
 */
export function storedPlanOf(
  a: StorePlanArgs,
  stored: StoredPlan,
  today: string,
  nameOf: (id: number) => string,
): Plan {
  const { programme: p } = a;
  let k = 0;
  const sesiones = p.sesiones.map((s, i) => ({
    rutina_id: stored.routineIds[i]!,
    nombre: sessionName(s.etiqueta, a.goalName),
    etiqueta: s.etiqueta,
    dia: s.dia,
    duracion_estimada_min: s.duracion_estimada_min,
    ejercicios: s.ejercicios.map((e) => ({
      id: stored.exerciseIds[k++]!,
      id_ejercicio_catalogo: e.exerciseId,
      nombre: nameOf(e.exerciseId),
      orden: e.orden,
      principal: e.principal,
      medida: e.medida,
      series: e.series,
      repeticiones_min: e.repeticiones_min,
      repeticiones_max: e.repeticiones_max,
      descanso: e.descanso,
    })),
  }));
  return {
    id: stored.id,
    nombre: p.nombre,
    objetivo: a.goalName,
    nivel: p.nivel,
    division: p.division,
    semanas: p.semanas,
    sesiones_semana: p.sesiones_semana,
    duracion_min: p.duracion_min,
    fecha_inicio: a.start,
    fecha_fin: a.end,
    semana_actual: currentWeek(a.start, a.end, today),
    creado_en: stored.createdAt.toISOString(),
    observaciones: p.observaciones,
    series_por_grupo: p.series_por_grupo,
    banda: p.banda,
    progresion: p.progresion,
    sesiones: [...sesiones].sort((x, y) => x.dia - y.dia || x.rutina_id - y.rutina_id),
  };
}

function listItem(row: PlanRow, today: string): PlanListItem {
  return {
    id: row.id,
    nombre: row.nombre,
    objetivo: '',
    division: row.division as SplitKind,
    semanas: row.semanas,
    sesiones_semana: row.sesionesSemana,
    fecha_inicio: row.fechaInicio,
    fecha_fin: row.fechaFin,
    semana_actual: currentWeek(row.fechaInicio, row.fechaFin, today),
    creado_en: row.createdAt.toISOString(),
  };
}

/** The caller's programmes, newest first, with their goal's name. */
export async function listPlans(db: Db, userId: number, today: string, goalName: (id: number) => string) {
  const rows = await db.select().from(plans).where(eq(plans.userId, userId)).orderBy(desc(plans.id));
  return rows.map((row) => ({ ...listItem(row, today), objetivo: goalName(row.objetivoId) }));
}

/** One of the caller's programmes with its sessions (the routines still in it), or null. */
export async function readPlan(
  db: Db,
  userId: number,
  id: number,
  today: string,
  goalName: (id: number) => string,
): Promise<Plan | null> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.userId, userId)));
  if (!row) return null;
  const routines = await db
    .select()
    .from(userRoutines)
    .where(and(eq(userRoutines.planId, id), eq(userRoutines.userId, userId)))
    .orderBy(asc(userRoutines.dia), asc(userRoutines.id));
  const items = routines.length
    ? await db
        .select({ e: ue, nombre: exercises.nombre, medidaCatalogo: exercises.medida })
        .from(ue)
        .innerJoin(exercises, eq(exercises.id, ue.exerciseId))
        .where(
          inArray(
            ue.userRoutineId,
            routines.map((r) => r.id),
          ),
        )
        .orderBy(asc(ue.orden), asc(ue.id))
    : [];
  const volumen = row.volumen as Pick<Plan, 'banda' | 'series_por_grupo'>;
  return {
    ...listItem(row, today),
    objetivo: goalName(row.objetivoId),
    nivel: row.nivel,
    duracion_min: row.duracionMin,
    observaciones: row.observaciones,
    series_por_grupo: volumen.series_por_grupo,
    banda: volumen.banda,
    progresion: row.progresion as PlanWeek[],
    sesiones: routines.map((r) => {
      const ejercicios = items
        .filter(({ e }) => e.userRoutineId === r.id)
        .map(({ e, nombre, medidaCatalogo }) => {
          const medida = (e.medida ?? medidaCatalogo) as Plan['sesiones'][number]['ejercicios'][number]['medida'];
          return {
            id: e.id,
            id_ejercicio_catalogo: e.exerciseId,
            nombre,
            orden: e.orden,
            principal: e.principal,
            medida,
            series: e.series,
            repeticiones_min: e.repeticionesMin ?? e.repeticiones,
            repeticiones_max: e.repeticionesMax ?? e.repeticiones,
            descanso: e.descanso ?? 0,
          };
        });
      return {
        rutina_id: r.id,
        nombre: r.nombre,
        etiqueta: r.planEtiqueta ?? r.nombre,
        dia: r.dia ?? 1,
        duracion_estimada_min: Math.ceil((WARM_UP_S + ejercicios.reduce((s, e) => s + exerciseSeconds(e), 0)) / 60),
        ejercicios,
      };
    }),
  };
}

/** Deletes the caller's programme (and its routines with `borrar`); false when it is not theirs. */
export async function deletePlan(db: Db, userId: number, id: number, withRoutines: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (withRoutines)
      await tx.delete(userRoutines).where(and(eq(userRoutines.planId, id), eq(userRoutines.userId, userId)));
    const gone = await tx
      .delete(plans)
      .where(and(eq(plans.id, id), eq(plans.userId, userId)))
      .returning({ id: plans.id });
    return gone.length > 0;
  });
}

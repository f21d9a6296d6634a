/**
 * The SQL of a programme's proposed changes (docs/coaching/feedback.md): the programme as the
 * rules read it (server/domain/plans/adjust.ts `PlanState`), the feedback of one week of its
 * sessions, the stored proposals, and writing an accepted one.
 */
import { and, asc, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
import type { PlanChoices } from '../../domain/plans/types';
import type { Db, Queryable } from '../../db/client';
import {
  planAdjustments,
  plans,
  userRoutineExercises as ue,
  userRoutines,
  workoutExercises,
  workoutFeedback,
  workouts,
} from '../../db/schema';
import type { MuscleAnswers, PlanRow, PlanState, Proposal, WeekSession } from '../../domain/plans/adjust';
import type { PlanWeek } from '../../../src/lib/contract-plans';
import type { JointArea, JointPain, Workload } from '../../../src/lib/contract-feedback';
import { addDays } from '../../domain/training/weeks';
import { todayIso } from '../../domain/profile';

export interface OwnPlan {
  id: number;
  fechaInicio: string;
  fechaFin: string;
  state: PlanState;
  choices: Pick<PlanChoices, 'equipamiento' | 'evitar_zonas' | 'evitar_ejercicios'>;
}

/** The user's programme `id` with its routines' exercises, or null (another user's too). */
export async function ownPlan(db: Queryable, userId: number, id: number): Promise<OwnPlan | null> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.userId, userId)))
    .limit(1);
  if (!plan) return null;
  const rows = await db
    .select({
      id: ue.id,
      rutinaId: ue.userRoutineId,
      exerciseId: ue.exerciseId,
      series: ue.series,
      principal: ue.principal,
      medida: ue.medida,
      repeticiones: ue.repeticiones,
      repeticionesMax: ue.repeticionesMax,
      descanso: ue.descanso,
    })
    .from(ue)
    .innerJoin(userRoutines, eq(userRoutines.id, ue.userRoutineId))
    .where(and(eq(userRoutines.planId, id), eq(userRoutines.userId, userId)))
    .orderBy(asc(ue.userRoutineId), asc(ue.orden));
  const volumen = plan.volumen as { banda: { min: number; max: number } };
  const choices = plan.elecciones as Partial<PlanChoices>;
  return {
    id: plan.id,
    fechaInicio: plan.fechaInicio,
    fechaFin: plan.fechaFin,
    state: {
      banda: volumen.banda,
      duracionMin: plan.duracionMin,
      progresion: plan.progresion as PlanWeek[],
      rows: rows.map((r): PlanRow => ({
        id: r.id,
        rutinaId: r.rutinaId,
        exerciseId: r.exerciseId,
        series: r.series,
        principal: r.principal,
        medida: r.medida ?? 'repeticiones',
        repeticiones_max: r.repeticionesMax ?? r.repeticiones,
        descanso: r.descanso ?? 60,
      })),
    },
    choices: {
      equipamiento: choices.equipamiento ?? ['gimnasio'],
      evitar_zonas: choices.evitar_zonas ?? [],
      evitar_ejercicios: choices.evitar_ejercicios ?? [],
    },
  };
}

/**
 * The sessions started from the programme's routines in week `week` (1-based, Madrid days from
 * the programme's start, as `semana_actual` counts them), with their trained exercises and feedback.
 */
export async function weekSessions(db: Queryable, userId: number, plan: OwnPlan, week: number): Promise<WeekSession[]> {
  const routineIds = [...new Set(plan.state.rows.map((r) => r.rutinaId))];
  if (routineIds.length === 0) return [];
  const from = addDays(plan.fechaInicio, (week - 1) * 7);
  const to = addDays(from, 7);
  // A day's margin each side for the time zone; the exact days are checked below.
  const found = await db
    .select({ id: workouts.id, iniciadoEn: workouts.iniciadoEn })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        inArray(workouts.userRoutineId, routineIds),
        gte(workouts.iniciadoEn, new Date(`${addDays(from, -1)}T00:00:00Z`)),
        lt(workouts.iniciadoEn, new Date(`${addDays(to, 1)}T00:00:00Z`)),
      ),
    );
  const ids = found.filter((w) => todayIso(w.iniciadoEn) >= from && todayIso(w.iniciadoEn) < to).map((w) => w.id);
  if (ids.length === 0) return [];
  const [trained, answers] = await Promise.all([
    db
      .select({ workoutId: workoutExercises.workoutId, exerciseId: workoutExercises.exerciseId })
      .from(workoutExercises)
      .where(and(inArray(workoutExercises.workoutId, ids), eq(workoutExercises.omitido, false))),
    db.select().from(workoutFeedback).where(inArray(workoutFeedback.workoutId, ids)),
  ]);
  return ids.map((id) => ({
    exerciseIds: trained.filter((t) => t.workoutId === id).map((t) => t.exerciseId),
    musculos: answers
      .filter((a) => a.workoutId === id)
      .map((a): MuscleAnswers => ({
        grupoId: a.grupoMuscularId,
        bombeo: a.bombeo,
        agujetas: a.agujetas,
        dolor: a.dolor as JointPain | null,
        articulacion: a.articulacion as JointArea | null,
        carga: a.carga as Workload | null,
      })),
  }));
}

export type AdjustmentRow = typeof planAdjustments.$inferSelect;

export function adjustmentRows(db: Queryable, planId: number, semana: number): Promise<AdjustmentRow[]> {
  return db
    .select()
    .from(planAdjustments)
    .where(and(eq(planAdjustments.planId, planId), eq(planAdjustments.semana, semana)))
    .orderBy(asc(planAdjustments.id));
}

/**
 * Stores this look's proposals for week `semana`: a change found again keeps its id (and its
 * reason is refreshed while it is still a proposal), one answered stays as answered, a proposal
 * no longer found goes.
 */
export async function syncProposals(db: Db, planId: number, semana: number, fresh: readonly Proposal[]) {
  await db.transaction(async (tx) => {
    const existing = await adjustmentRows(tx, planId, semana);
    // One answer per change and muscle a week: after a swap is accepted or refused, the same
    // muscle's pain does not propose another exercise of it.
    const answered = existing.filter((e) => e.estado !== 'propuesta');
    const open = fresh.filter(
      (p) => !answered.some((a) => a.tipo === p.tipo && a.grupoMuscularId === p.grupoId && a.clave !== p.clave),
    );
    for (const p of open) {
      const values = {
        tipo: p.tipo,
        grupoMuscularId: p.grupoId,
        delta: p.delta,
        ejercicioId: p.ejercicioId,
        alternativaId: p.alternativaId,
        motivo: p.motivo,
      };
      const old = existing.find((e) => e.clave === p.clave);
      if (!old) await tx.insert(planAdjustments).values({ planId, semana, clave: p.clave, ...values });
      else if (old.estado === 'propuesta')
        await tx.update(planAdjustments).set(values).where(eq(planAdjustments.id, old.id));
    }
    const keep = open.map((p) => p.clave);
    await tx
      .delete(planAdjustments)
      .where(
        and(
          eq(planAdjustments.planId, planId),
          eq(planAdjustments.semana, semana),
          eq(planAdjustments.estado, 'propuesta'),
          ...(keep.length ? [notInArray(planAdjustments.clave, keep)] : []),
        ),
      );
  });
}

export async function adjustmentRow(db: Queryable, planId: number, id: number): Promise<AdjustmentRow | null> {
  const [row] = await db
    .select()
    .from(planAdjustments)
    .where(and(eq(planAdjustments.id, id), eq(planAdjustments.planId, planId)))
    .limit(1);
  return row ?? null;
}

export async function setAdjustmentState(db: Queryable, id: number, estado: 'aceptada' | 'rechazada') {
  await db.update(planAdjustments).set({ estado }).where(eq(planAdjustments.id, id));
}

/**
 * Accepts a proposal: writes the routine rows and the weeks `after` changed from `before`, and
 * marks it accepted, in one transaction.
 */
export async function acceptAdjustment(db: Db, planId: number, id: number, before: PlanState, after: PlanState) {
  await db.transaction(async (tx) => {
    for (const r of after.rows) {
      const old = before.rows.find((x) => x.id === r.id);
      if (!old || (old.series === r.series && old.exerciseId === r.exerciseId)) continue;
      await tx.update(ue).set({ series: r.series, exerciseId: r.exerciseId }).where(eq(ue.id, r.id));
    }
    if (after.progresion !== before.progresion)
      await tx.update(plans).set({ progresion: after.progresion }).where(eq(plans.id, planId));
    await setAdjustmentState(tx, id, 'aceptada');
  });
}

/** The data export's programme changes (docs/PRODUCT.md §11), all of a user's programmes at once. */
export async function* adjustmentExportPages(db: Queryable, userId: number) {
  const rows = await db
    .select({
      plan_id: planAdjustments.planId,
      semana: planAdjustments.semana,
      tipo: planAdjustments.tipo,
      grupo_muscular_id: planAdjustments.grupoMuscularId,
      delta: planAdjustments.delta,
      ejercicio_id: planAdjustments.ejercicioId,
      alternativa_id: planAdjustments.alternativaId,
      motivo: planAdjustments.motivo,
      estado: planAdjustments.estado,
      creado_en: planAdjustments.creadoEn,
    })
    .from(planAdjustments)
    .innerJoin(plans, eq(plans.id, planAdjustments.planId))
    .where(eq(plans.userId, userId))
    .orderBy(asc(planAdjustments.id));
  yield rows;
}

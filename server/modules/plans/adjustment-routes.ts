/**
 * A programme's proposed changes for next week, from how each muscle felt (docs/coaching/feedback.md):
 * `GET /plans/{id}/adjustments` finds them (server/domain/plans/adjust.ts) and keeps them,
 * `PUT /plans/{id}/adjustments/{propuestaId}` accepts (the routines change) or refuses one.
 * Errors in Spanish, like the training log's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  planAdjustment,
  planAdjustmentDecision,
  planAdjustments,
  type PlanAdjustment,
  type PlanAdjustments,
} from '../../../src/lib/contract-feedback';
import {
  applyProposal,
  proposeAdjustments,
  unchangedMuscles,
  type AdjustContext,
  type Proposal,
} from '../../domain/plans/adjust';
import { currentWeek } from '../../domain/plans';
import { LIFTER_GROUPS } from '../../domain/plans/lifter-groups';
import { todayIso } from '../../domain/profile';
import { FEEDBACK_MESSAGES as F } from '../../domain/training/feedback-messages';
import type { Reference } from '../autogenerate/repository';
import { trainingError, trainingErrorHandler } from '../workouts/errors';
import { muscleGroupNames } from '../workouts/feedback-repository';
import { errors, idText } from '../workouts/schemas';
import {
  acceptAdjustment,
  adjustmentRow,
  adjustmentRows,
  ownPlan,
  setAdjustmentState,
  syncProposals,
  weekSessions,
  type AdjustmentRow,
  type OwnPlan,
} from './adjustment-repository';

const TAGS = ['plans'];
const security = [{ token: [] }];
const planParams = z.object({ id: idText });
const proposalParams = z.object({ id: idText, propuestaId: idText });

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The catalogue and the wizard's answers the rules read. */
async function contextOf(app: App, ref: Reference, plan: OwnPlan): Promise<AdjustContext> {
  return {
    catalogue: ref.catalogue,
    groupNames: await muscleGroupNames(app.db),
    equipamiento: plan.choices.equipamiento,
    evitarZonas: plan.choices.evitar_zonas,
    evitarEjercicios: plan.choices.evitar_ejercicios,
  };
}

/** A stored proposal as the rules read it. */
const proposalOf = (r: AdjustmentRow): Proposal => ({
  clave: r.clave,
  tipo: r.tipo as Proposal['tipo'],
  grupoId: r.grupoMuscularId,
  delta: r.delta,
  ejercicioId: r.ejercicioId,
  alternativaId: r.alternativaId,
  motivo: r.motivo,
});

/** A lifter group's name (Espalda, Glúteos e isquiotibiales…), else the catalogue group's. */
const groupNameOf = (id: number, groups: ReadonlyMap<number, string>) =>
  LIFTER_GROUPS.find((g) => g.id === id)?.nombre ?? groups.get(id) ?? `Grupo ${id}`;

function wireOf(r: AdjustmentRow, ref: Reference, groups: ReadonlyMap<number, string>): PlanAdjustment {
  const name = (id: number | null) => (id === null ? null : (ref.catalogue.find((e) => e.id === id)?.nombre ?? null));
  const group = r.grupoMuscularId === null ? null : groupNameOf(r.grupoMuscularId, groups);
  return {
    id: r.id,
    tipo: r.tipo as PlanAdjustment['tipo'],
    grupo_muscular_id: r.grupoMuscularId,
    grupo_muscular: group,
    delta: r.delta,
    ejercicio_id: r.ejercicioId,
    ejercicio: name(r.ejercicioId),
    alternativa_id: r.alternativaId,
    alternativa: name(r.alternativaId),
    motivo: r.motivo,
    estado: r.estado as PlanAdjustment['estado'],
  };
}

/**
 * The week whose feedback speaks: this week once it has any, else the one before (its proposals
 * are for this week and still apply from the next session). Null before the start or in the last week.
 */
async function sourceWeek(app: App, userId: number, plan: OwnPlan) {
  const now = currentWeek(plan.fechaInicio, plan.fechaFin, todayIso());
  if (now === null || now >= plan.state.progresion.length) return null;
  const sessions = await weekSessions(app.db, userId, plan, now);
  if (now === 1 || sessions.some((s) => s.musculos.length > 0)) return { week: now, sessions };
  return { week: now - 1, sessions: await weekSessions(app.db, userId, plan, now - 1) };
}

export function adjustmentRoutes(reference: () => Promise<Reference>): FastifyPluginAsyncZod {
  return async (app) => {
    app.setErrorHandler(trainingErrorHandler);
    const auth = { preHandler: app.authenticate };

    app.get(
      '/plans/:id/adjustments',
      {
        ...auth,
        schema: {
          tags: TAGS,
          security,
          summary:
            "Proposed changes to the programme's next week from this week's feedback per muscle (sets, exercise swaps, an early deload), each with its reason and state",
          params: planParams,
          response: { 200: planAdjustments, ...errors },
        },
      },
      async (req): Promise<PlanAdjustments> => {
        const userId = req.user!.id;
        const plan = await ownPlan(app.db, userId, req.params.id);
        if (!plan) throw trainingError(404, F.planNotFound);
        const source = await sourceWeek(app, userId, plan);
        if (!source) return { plan_id: plan.id, semana: null, propuestas: [], sin_cambios: [] };
        const ref = await reference();
        const ctx = await contextOf(app, ref, plan);
        const semana = source.week + 1;
        const proposals = proposeAdjustments(plan.state, source.week, source.sessions, ctx);
        await syncProposals(app.db, plan.id, semana, proposals);
        const rows = await adjustmentRows(app.db, plan.id, semana);
        const unchanged = unchangedMuscles(plan.state, source.week, source.sessions, ctx, proposals);
        return {
          plan_id: plan.id,
          semana,
          propuestas: rows.map((r) => wireOf(r, ref, ctx.groupNames)),
          sin_cambios: unchanged.map((u) => ({
            grupo_muscular_id: u.grupoId,
            grupo_muscular: groupNameOf(u.grupoId, ctx.groupNames),
            motivo: u.motivo,
          })),
        };
      },
    );

    app.put(
      '/plans/:id/adjustments/:propuestaId',
      {
        ...auth,
        schema: {
          tags: TAGS,
          security,
          summary:
            "Accepts a proposed change (the programme's routines change from the next session) or refuses it; the same answer again changes nothing; 409 when an accepted one is refused or one no longer fits",
          params: proposalParams,
          body: planAdjustmentDecision,
          response: { 200: planAdjustment, ...errors, 409: errors[404] },
        },
      },
      async (req): Promise<PlanAdjustment> => {
        const userId = req.user!.id;
        const plan = await ownPlan(app.db, userId, req.params.id);
        if (!plan) throw trainingError(404, F.planNotFound);
        const row = await adjustmentRow(app.db, plan.id, req.params.propuestaId);
        if (!row) throw trainingError(404, F.proposalNotFound);
        const ref = await reference();
        const ctx = await contextOf(app, ref, plan);
        const { estado } = req.body;
        if (row.estado !== estado) {
          if (estado === 'rechazada') {
            if (row.estado === 'aceptada') throw trainingError(409, F.proposalApplied, 'ADJUSTMENT_APPLIED');
            await setAdjustmentState(app.db, row.id, 'rechazada');
          } else {
            const after = applyProposal(plan.state, row.semana - 1, proposalOf(row), ctx);
            if (!after) throw trainingError(409, F.proposalOutdated, 'ADJUSTMENT_OUTDATED');
            await acceptAdjustment(app.db, plan.id, row.id, plan.state, after);
          }
        }
        return wireOf((await adjustmentRow(app.db, plan.id, row.id))!, ref, ctx.groupNames);
      },
    );
  };
}

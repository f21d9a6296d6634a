/**
 * A session's feedback and readiness check (docs/coaching/feedback.md): how each muscle felt
 * (`/workouts/{id}/feedback`) and the light check before training that can make the session
 * lighter (`/workouts/{id}/readiness`). Both are PUTs that replace, so the offline outbox can send
 * them again.
 */
import {
  readiness,
  readinessInput,
  workoutFeedback,
  workoutFeedbackInput,
  type MuscleFeedback,
  type Readiness,
  type ReadinessInput,
  type WorkoutFeedback,
} from '../../../src/lib/contract-feedback';
import { FEEDBACK_MESSAGES as F } from '../../domain/training/feedback-messages';
import { adjustedTargets, readinessAdvice, type SessionTarget } from '../../domain/training/readiness';
import { trainingError } from './errors';
import {
  feedbackRows,
  muscleGroupNames,
  readinessRow,
  replaceFeedback,
  saveReadiness,
  sessionGroups,
  sessionTargets,
  type FeedbackRow,
  type ReadinessRow,
} from './feedback-repository';
import type { WorkoutRow } from './repository';
import type { App } from './routes';
import { errors, security, TAGS, workoutParams } from './schemas';

type OwnWorkout = (app: App, userId: number, id: number) => Promise<WorkoutRow>;

export function feedbackRoutes(app: App, ownWorkout: OwnWorkout) {
  muscleFeedbackRoutes(app, ownWorkout);
  readinessRoutes(app, ownWorkout);
}

const answersOf = (r: FeedbackRow | undefined) => ({
  bombeo: r?.bombeo ?? null,
  agujetas: r?.agujetas ?? null,
  dolor: (r?.dolor ?? null) as MuscleFeedback['dolor'],
  articulacion: (r?.articulacion ?? null) as MuscleFeedback['articulacion'],
  carga: (r?.carga ?? null) as MuscleFeedback['carga'],
});

/** The session's trained groups (answers null until given), then any other group answered. */
async function feedbackOf(app: App, workoutId: number): Promise<WorkoutFeedback> {
  const [trained, rows, names] = await Promise.all([
    sessionGroups(app.db, workoutId),
    feedbackRows(app.db, workoutId),
    muscleGroupNames(app.db),
  ]);
  const byGroup = new Map(rows.map((r) => [r.grupoMuscularId, r]));
  const trainedIds = new Set(trained.map((g) => g.id));
  const musculos: MuscleFeedback[] = [
    ...trained.map((g) => ({
      grupo_muscular_id: g.id,
      grupo_muscular: g.nombre,
      entrenado: true,
      ...answersOf(byGroup.get(g.id)),
    })),
    ...rows
      .filter((r) => !trainedIds.has(r.grupoMuscularId))
      .map((r) => ({
        grupo_muscular_id: r.grupoMuscularId,
        grupo_muscular: names.get(r.grupoMuscularId) ?? '',
        entrenado: false,
        ...answersOf(r),
      })),
  ];
  const times = rows.map((r) => r.actualizadoEn.getTime());
  return {
    workout_id: workoutId,
    musculos,
    actualizado_en: times.length ? new Date(Math.max(...times)).toISOString() : null,
  };
}

function muscleFeedbackRoutes(app: App, ownWorkout: OwnWorkout) {
  const auth = { preHandler: app.authenticate };
  const schema = { tags: TAGS, security };
  app.get(
    '/workouts/:id/feedback',
    {
      ...auth,
      schema: {
        ...schema,
        summary:
          'How each muscle felt: the groups the session trained (answers null until given), then any other answered',
        params: workoutParams,
        response: { 200: workoutFeedback, ...errors },
      },
    },
    async (req) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      return feedbackOf(app, row.id);
    },
  );
  app.put(
    '/workouts/:id/feedback',
    {
      ...auth,
      schema: {
        ...schema,
        summary:
          "Replaces the session's feedback per muscle (pump, soreness, joint pain and which joint, workload; each skippable)",
        params: workoutParams,
        body: workoutFeedbackInput,
        response: { 200: workoutFeedback, ...errors },
      },
    },
    async (req) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      const names = await muscleGroupNames(app.db);
      const unknown = req.body.musculos.map((m) => m.grupo_muscular_id).filter((id) => !names.has(id));
      if (unknown.length) throw trainingError(400, F.unknownGroups(unknown));
      await replaceFeedback(app.db, row.id, req.body.musculos);
      return feedbackOf(app, row.id);
    },
  );
}

function readinessOf(workoutId: number, r: ReadinessRow | null): Readiness {
  const answers: ReadinessInput = {
    sueno: (r?.sueno ?? null) as Readiness['sueno'],
    estres: (r?.estres ?? null) as Readiness['estres'],
    cuerpo: (r?.cuerpo ?? null) as Readiness['cuerpo'],
  };
  const advice = readinessAdvice(answers);
  return {
    workout_id: workoutId,
    sueno: answers.sueno ?? null,
    estres: answers.estres ?? null,
    cuerpo: answers.cuerpo ?? null,
    ...advice,
  };
}

const sameAnswers = (r: ReadinessRow, a: ReadinessInput) =>
  r.sueno === (a.sueno ?? null) && r.estres === (a.estres ?? null) && r.cuerpo === (a.cuerpo ?? null);

function readinessRoutes(app: App, ownWorkout: OwnWorkout) {
  const auth = { preHandler: app.authenticate };
  const schema = { tags: TAGS, security };
  app.get(
    '/workouts/:id/readiness',
    {
      ...auth,
      schema: {
        ...schema,
        summary: "The session's readiness answers and the adjustment they made (none when not answered)",
        params: workoutParams,
        response: { 200: readiness, ...errors },
      },
    },
    async (req) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      return readinessOf(row.id, await readinessRow(app.db, row.id));
    },
  );
  app.put(
    '/workouts/:id/readiness',
    {
      ...auth,
      schema: {
        ...schema,
        summary:
          "Answers the readiness check (sleep, stress, body; each skippable): RIR +1 or one set fewer on the session's targets, or none. Answering again replaces the adjustment; 409 once the session is finished (the same answers again: 200)",
        params: workoutParams,
        body: readinessInput,
        response: { 200: readiness, ...errors, 409: errors[404] },
      },
    },
    async (req) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      const stored = await readinessRow(app.db, row.id);
      if (row.estado === 'terminado') {
        if (stored && sameAnswers(stored, req.body)) return readinessOf(row.id, stored);
        throw trainingError(409, F.readinessFinished, 'WORKOUT_FINISHED');
      }
      const base = stored ? (stored.base as SessionTarget[]) : await sessionTargets(app.db, row.id);
      const advice = readinessAdvice(req.body);
      await saveReadiness(app.db, row.id, req.body, advice.ajuste, base, adjustedTargets(base, advice.ajuste));
      return readinessOf(row.id, await readinessRow(app.db, row.id));
    },
  );
}

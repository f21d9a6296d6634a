/**
 * The SQL of recovery at a glance (docs/coaching/feedback.md): each muscle group's latest
 * feedback in a window, newest session first.
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import type { JointArea, JointPain, Workload } from '../../../src/lib/contract-feedback';
import type { Queryable } from '../../db/client';
import { workoutFeedback, workouts } from '../../db/schema';

export interface FeedbackSeen {
  grupoId: number;
  iniciadoEn: Date;
  agujetas: number | null;
  dolor: JointPain | null;
  articulacion: JointArea | null;
  carga: Workload | null;
}

/** The user's feedback rows of sessions started since `since`, newest session first. */
export async function feedbackSince(db: Queryable, userId: number, since: Date): Promise<FeedbackSeen[]> {
  const rows = await db
    .select({
      grupoId: workoutFeedback.grupoMuscularId,
      iniciadoEn: workouts.iniciadoEn,
      agujetas: workoutFeedback.agujetas,
      dolor: workoutFeedback.dolor,
      articulacion: workoutFeedback.articulacion,
      carga: workoutFeedback.carga,
    })
    .from(workoutFeedback)
    .innerJoin(workouts, eq(workouts.id, workoutFeedback.workoutId))
    .where(and(eq(workouts.userId, userId), gte(workouts.iniciadoEn, since)))
    .orderBy(desc(workouts.iniciadoEn), desc(workouts.id));
  return rows.map((r) => ({
    ...r,
    dolor: r.dolor as JointPain | null,
    articulacion: r.articulacion as JointArea | null,
    carga: r.carga as Workload | null,
  }));
}

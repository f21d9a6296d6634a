/**
 * The session's feedback as the screen shows it: the server's answers with the ones still in the
 * outbox over them, and each tap turned into the whole `PUT` body again (it replaces, so the
 * outbox can send it twice and nothing doubles).
 */
import type { MuscleFeedbackInput, WorkoutFeedback, WorkoutFeedbackInput } from '../../lib/contract-feedback';
import { jointHurts } from '../../lib/feedback-answers';
import type { Workout } from '../../lib/contract-training';
import { setQueue, type PendingEntry, type PendingFeedback } from '../../entities/workouts/set-queue';
import { doneSets, isWarmup } from './session-model';

export type MuscleAnswers = Omit<MuscleFeedbackInput, 'grupo_muscular_id'>;
export type FeedbackAnswers = Readonly<Record<number, MuscleAnswers>>;
export const QUESTIONS = ['bombeo', 'agujetas', 'dolor', 'carga'] as const;
/** What each muscle's entry carries: the four questions and, after a joint pain answer, which joint. */
const FIELDS = [...QUESTIONS, 'articulacion'] as const;

export const feedbackEntryId = (workoutId: number) => `feedback:${workoutId}`;

/** The session's queued feedback, if any. */
export const queuedFeedback = (entries: readonly PendingEntry[], workoutId: number): PendingFeedback | undefined =>
  entries.find((e): e is PendingFeedback => e.kind === 'feedback' && e.workoutId === workoutId);

const hasAnswer = (a: MuscleAnswers) => QUESTIONS.some((q) => a[q] !== null && a[q] !== undefined);

/**
 * The answers shown: the queued ones when there are (they are newer), else the server's (none
 * when it is not known: a session finished with no connection).
 */
export function shownAnswers(server: WorkoutFeedback | undefined, queued?: PendingFeedback): FeedbackAnswers {
  const rows: readonly MuscleFeedbackInput[] = queued?.feedback.musculos ?? server?.musculos ?? [];
  return Object.fromEntries(
    rows.map(({ grupo_muscular_id, bombeo, agujetas, dolor, articulacion, carga }) => [
      grupo_muscular_id,
      { bombeo, agujetas, dolor, articulacion, carga },
    ]),
  );
}

/**
 * The muscles to ask about from the session itself (its exercises with a work set, in order), for
 * a session whose feedback the server cannot be asked for yet: finished with no connection. Its
 * sets are the server's with the outbox's over them (`doneSets`, as the session's progress counts
 * them); a warm-up is not work, and an exercise not begun trained nothing (as the server's
 * `sessionGroups`). A copy kept by an older version, or an exercise added offline, has no muscle
 * to ask about.
 */
export function musclesOfSession(
  workout: Workout,
  entries: readonly PendingEntry[] = [],
): { id: number; nombre: string }[] {
  const mine = entries.filter((e) => e.workoutId === workout.id);
  const out = new Map<number, { id: number; nombre: string }>();
  for (const e of workout.ejercicios) {
    if (e.omitido || !e.grupo_valorado || out.has(e.grupo_valorado.id)) continue;
    if (doneSets(e, mine).some((set) => !isWarmup(set))) out.set(e.grupo_valorado.id, e.grupo_valorado);
  }
  return [...out.values()];
}

/** The muscles to ask about: those the session trained, then any other already answered. */
export function musclesToAsk(server: WorkoutFeedback, answers: FeedbackAnswers) {
  return server.musculos
    .filter((m) => m.entrenado || (answers[m.grupo_muscular_id] && hasAnswer(answers[m.grupo_muscular_id]!)))
    .map((m) => ({ id: m.grupo_muscular_id, nombre: m.grupo_muscular }));
}

/** How many muscles have at least one answer. */
export const answeredCount = (answers: FeedbackAnswers): number => Object.values(answers).filter(hasAnswer).length;

/** The `PUT` body for `answers` with one answer changed (a muscle left with none is left out). */
export function withAnswer(
  answers: FeedbackAnswers,
  muscleId: number,
  change: Partial<MuscleAnswers>,
): WorkoutFeedbackInput {
  const merged = { ...answers[muscleId], ...change };
  // Which joint goes with a joint pain answer only.
  const next = { ...answers, [muscleId]: jointHurts(merged.dolor) ? merged : { ...merged, articulacion: null } };
  return {
    musculos: Object.entries(next)
      .filter(([, a]) => hasAnswer(a))
      // Every question written out, null when not answered: one body shape whichever muscle
      // was tapped first or came from the server.
      .map(([id, a]) => ({
        grupo_muscular_id: Number(id),
        ...(Object.fromEntries(FIELDS.map((q) => [q, a[q] ?? null])) as Required<MuscleAnswers>),
      })),
  };
}

/** Puts the session's whole feedback in the outbox (replacing what was queued). */
export function queueFeedback(workoutId: number, feedback: WorkoutFeedbackInput): void {
  setQueue().put({
    kind: 'feedback',
    id: feedbackEntryId(workoutId),
    workoutId,
    feedback,
    status: 'pending',
    attempts: 0,
  });
}

/**
 * How training felt (src/lib/contract-feedback.ts): each muscle's answers after a session, the
 * readiness check before one, and each muscle's recovery drawn from them. The session screen, its
 * summary, the overview and the progress screen read these; the outbox (outbox-send.ts) writes
 * the first two, so they work with no connection like the sets.
 */
import type { TagDescription } from '@reduxjs/toolkit/query';
import type { TAG_TYPES } from '../../lib/api';
import type {
  MuscleRecovery,
  Readiness,
  ReadinessInput,
  WorkoutFeedback,
  WorkoutFeedbackInput,
} from '../../lib/contract-feedback';
import { PROGRESS, SEND_TIMEOUT_MS, timeZone, workoutsApi, workoutTag } from './api';

type Tag = TagDescription<(typeof TAG_TYPES)[number]>;

export const feedbackTag = (workoutId: number): Tag => ({ type: 'Workouts', id: `feedback:${workoutId}` });
export const readinessTag = (workoutId: number): Tag => ({ type: 'Workouts', id: `readiness:${workoutId}` });

export const feedbackApi = workoutsApi.injectEndpoints({
  endpoints: (build) => ({
    workoutFeedback: build.query<WorkoutFeedback, number>({
      query: (id) => `workouts/${id}/feedback`,
      providesTags: (_r, _e, id) => [feedbackTag(id)],
    }),
    /** Replaces the session's feedback: the outbox may send it again, nothing doubles. */
    saveWorkoutFeedback: build.mutation<WorkoutFeedback, { workoutId: number; body: WorkoutFeedbackInput }>({
      query: ({ workoutId, body }) => ({
        url: `workouts/${workoutId}/feedback`,
        method: 'PUT',
        body,
        timeout: SEND_TIMEOUT_MS,
      }),
      // The answer goes into the cache (outbox-send.ts); the recovery and the proposals change.
      invalidatesTags: [PROGRESS, { type: 'Plans', id: 'ADJUSTMENTS' }],
    }),
    readiness: build.query<Readiness, number>({
      query: (id) => `workouts/${id}/readiness`,
      providesTags: (_r, _e, id) => [readinessTag(id)],
    }),
    /** The server lightens (or not) the session's targets: the session is read again. */
    saveReadiness: build.mutation<Readiness, { workoutId: number; body: ReadinessInput }>({
      query: ({ workoutId, body }) => ({
        url: `workouts/${workoutId}/readiness`,
        method: 'PUT',
        body,
        timeout: SEND_TIMEOUT_MS,
      }),
      invalidatesTags: (_r, _e, { workoutId }) => [workoutTag(workoutId)],
    }),
    muscleRecovery: build.query<MuscleRecovery, void>({
      query: () => ({ url: 'progress/recovery', params: { tz: timeZone() } }),
      providesTags: [PROGRESS],
    }),
  }),
});

export const { useWorkoutFeedbackQuery, useReadinessQuery, useMuscleRecoveryQuery } = feedbackApi;

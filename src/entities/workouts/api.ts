/**
 * The training log (docs/PRODUCT.md §16): sessions, their sets and progress, read by the session
 * screen, the history, the progress screen, the calendar and the overview. Tags: `Workouts` (LIST,
 * CURRENT and one per session id) and `Progress` (everything computed from finished sessions).
 */
import type { TagDescription } from '@reduxjs/toolkit/query';
import { api, TAG_TYPES } from '../../lib/api';
import type {
  Adherence,
  CurrentWorkout,
  ExerciseAlternative,
  ExerciseProgress,
  MuscleVolume,
  PersonalRecord,
  ProgressExercise,
  Workout,
  WorkoutExercise,
  WorkoutExerciseAdd,
  WorkoutExercisePatch,
  WorkoutFinished,
  WorkoutFinishInput,
  WorkoutPage,
  WorkoutPatch,
  WorkoutRoutineCreated,
  WorkoutSet,
  WorkoutSetInput,
  WorkoutSetPatch,
  WorkoutStart,
  WorkoutToRoutine,
} from '../../lib/contract-training';
import { isOfflineId, recalledWorkout, rememberWorkout } from './offline-cache';

type Tag = TagDescription<(typeof TAG_TYPES)[number]>;

export const WORKOUTS_LIST: Tag = { type: 'Workouts', id: 'LIST' };
export const CURRENT_WORKOUT: Tag = { type: 'Workouts', id: 'CURRENT' };
export const PROGRESS: Tag = { type: 'Progress', id: 'ALL' };
export const workoutTag = (id: number): Tag => ({ type: 'Workouts', id });

/** The browser's time zone: weeks and days are counted in it. */
export function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Madrid';
}

export interface WorkoutListArgs {
  page?: number;
  limit?: number;
  /** YYYY-MM-DD, inclusive, in the browser's time zone. */
  desde?: string;
  hasta?: string;
}

/**
 * What the outbox sends gives up after this long (and is tried again later): in a basement a
 * request can hang with no answer, and the outbox sends one entry at a time.
 */
export const SEND_TIMEOUT_MS = 15_000;

/** A change to a session's sets changes the session, the history row and the progress. */
const afterSetChange = (id: number): Tag[] => [workoutTag(id), WORKOUTS_LIST, PROGRESS];

/** Sessions as read: the running one, one by id (with its device copy), its summary, the history. */
const workoutReadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentWorkout: build.query<CurrentWorkout, void>({
      query: () => 'workouts/current',
      providesTags: (result) => [CURRENT_WORKOUT, ...(result?.workout ? [workoutTag(result.workout.id)] : [])],
    }),
    /** With no connection, the last copy of the session on this device (offline-cache.ts). */
    workout: build.query<Workout, number>({
      async queryFn(id, _api, _extra, baseQuery) {
        // Started offline and not on the server yet (or now there under another id): the device's copy.
        if (isOfflineId(id)) {
          const local = await recalledWorkout(id);
          return local ? { data: local } : { error: { status: 404, data: { message: '' } } };
        }
        const result = await baseQuery(`workouts/${id}`);
        if (!result.error) {
          void rememberWorkout(result.data as Workout);
          return { data: result.data as Workout };
        }
        const copy = result.error.status === 'FETCH_ERROR' ? await recalledWorkout(id) : undefined;
        return copy ? { data: copy } : { error: result.error };
      },
      providesTags: (_r, _e, id) => [workoutTag(id)],
    }),
    workoutSummary: build.query<WorkoutFinished, number>({
      query: (id) => `workouts/${id}/summary`,
      providesTags: (_r, _e, id) => [workoutTag(id)],
    }),
    /** Catalogue exercises of the same movement pattern, best fit first (to replace one in the session). */
    exerciseAlternatives: build.query<ExerciseAlternative[], { workoutId: number; exerciseId: number }>({
      query: ({ workoutId, exerciseId }) => `workouts/${workoutId}/exercises/${exerciseId}/alternatives`,
    }),
    workouts: build.query<WorkoutPage, WorkoutListArgs>({
      query: (args) => ({ url: 'workouts', params: { ...args, tz: timeZone() } }),
      providesTags: (result) => [WORKOUTS_LIST, ...(result?.items ?? []).map((w) => workoutTag(w.id))],
    }),
  }),
});

/**
 * Sessions as written: start, notes, exercise changes, finish, delete and each set. The outbox
 * (outbox-send.ts) sends most of these through `workoutsApi.endpoints`, which holds the reads too.
 */
export const workoutsApi = workoutReadsApi.injectEndpoints({
  endpoints: (build) => ({
    startWorkout: build.mutation<Workout, WorkoutStart>({
      query: (body) => ({ url: 'workouts', method: 'POST', body, timeout: SEND_TIMEOUT_MS }),
      invalidatesTags: [CURRENT_WORKOUT, WORKOUTS_LIST],
    }),
    updateWorkout: build.mutation<Workout, { id: number; patch: WorkoutPatch }>({
      query: ({ id, patch }) => ({ url: `workouts/${id}`, method: 'PATCH', body: patch, timeout: SEND_TIMEOUT_MS }),
      invalidatesTags: (_r, _e, { id }) => [workoutTag(id)],
    }),
    updateWorkoutExercise: build.mutation<
      WorkoutExercise,
      { workoutId: number; exerciseId: number; patch: WorkoutExercisePatch }
    >({
      query: ({ workoutId, exerciseId, patch }) => ({
        url: `workouts/${workoutId}/exercises/${exerciseId}`,
        method: 'PATCH',
        body: patch,
        timeout: SEND_TIMEOUT_MS,
      }),
      invalidatesTags: (_r, _e, { workoutId }) => [workoutTag(workoutId)],
    }),
    /** Adds a catalogue exercise under the client's UUID (idempotent: the same id answers the same exercise). */
    addWorkoutExercise: build.mutation<
      WorkoutExercise,
      { workoutId: number; clienteId: string; add: WorkoutExerciseAdd }
    >({
      query: ({ workoutId, clienteId, add }) => ({
        url: `workouts/${workoutId}/exercises/${clienteId}`,
        method: 'PUT',
        body: add,
        timeout: SEND_TIMEOUT_MS,
      }),
      // The outbox writes the answer into the cached session (outbox-send.ts), as for a set.
      invalidatesTags: [WORKOUTS_LIST],
    }),
    removeWorkoutExercise: build.mutation<{ message: string }, { workoutId: number; exerciseId: number }>({
      query: ({ workoutId, exerciseId }) => ({
        url: `workouts/${workoutId}/exercises/${exerciseId}`,
        method: 'DELETE',
        timeout: SEND_TIMEOUT_MS,
      }),
      invalidatesTags: (_r, _e, { workoutId }) => afterSetChange(workoutId),
    }),
    /** The session as a new routine of the user's. */
    saveWorkoutAsRoutine: build.mutation<WorkoutRoutineCreated, { workoutId: number; body: WorkoutToRoutine }>({
      query: ({ workoutId, body }) => ({ url: `workouts/${workoutId}/routine`, method: 'POST', body }),
      invalidatesTags: [{ type: 'UserRoutines', id: 'LIST' }],
    }),
    finishWorkout: build.mutation<WorkoutFinished, { id: number; body: WorkoutFinishInput }>({
      query: ({ id, body }) => ({ url: `workouts/${id}/finish`, method: 'POST', body, timeout: SEND_TIMEOUT_MS }),
      invalidatesTags: (_r, _e, { id }) => [CURRENT_WORKOUT, ...afterSetChange(id)],
    }),
    deleteWorkout: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `workouts/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [CURRENT_WORKOUT, ...afterSetChange(id)],
    }),
    /** Create or replace (idempotent: the set's id is generated by the client). */
    saveWorkoutSet: build.mutation<WorkoutSet, { workoutId: number; setId: string; set: WorkoutSetInput }>({
      query: ({ workoutId, setId, set }) => ({
        url: `workouts/${workoutId}/sets/${setId}`,
        method: 'PUT',
        body: set,
        timeout: SEND_TIMEOUT_MS,
      }),
      // The answer is the set itself, which the session screen writes into the cached session
      // (entities/workouts/outbox-send.ts): refetching the whole session after every set would
      // only repeat it. The history row and the progress do change.
      invalidatesTags: [WORKOUTS_LIST, PROGRESS],
    }),
    updateWorkoutSet: build.mutation<WorkoutSet, { workoutId: number; setId: string; patch: WorkoutSetPatch }>({
      query: ({ workoutId, setId, patch }) => ({
        url: `workouts/${workoutId}/sets/${setId}`,
        method: 'PATCH',
        body: patch,
      }),
      invalidatesTags: (_r, _e, { workoutId }) => afterSetChange(workoutId),
    }),
    deleteWorkoutSet: build.mutation<{ message: string }, { workoutId: number; setId: string }>({
      query: ({ workoutId, setId }) => ({
        url: `workouts/${workoutId}/sets/${setId}`,
        method: 'DELETE',
        timeout: SEND_TIMEOUT_MS,
      }),
      invalidatesTags: (_r, _e, { workoutId }) => afterSetChange(workoutId),
    }),
  }),
});

/** Progress: figures computed by the server from finished sessions. */
export const progressApi = workoutsApi.injectEndpoints({
  endpoints: (build) => ({
    progressExercises: build.query<ProgressExercise[], void>({
      query: () => 'progress/exercises',
      providesTags: [PROGRESS],
    }),
    exerciseProgress: build.query<ExerciseProgress, number>({
      query: (exerciseId) => `progress/exercises/${exerciseId}`,
      providesTags: [PROGRESS],
    }),
    personalRecords: build.query<PersonalRecord[], void>({
      query: () => 'progress/records',
      providesTags: [PROGRESS],
    }),
    muscleVolume: build.query<MuscleVolume, { semanas?: number } | void>({
      query: (args) => ({ url: 'progress/muscles', params: { semanas: args?.semanas ?? 8, tz: timeZone() } }),
      providesTags: [PROGRESS],
    }),
    adherence: build.query<Adherence, { semanas?: number } | void>({
      query: (args) => ({ url: 'progress/adherence', params: { semanas: args?.semanas ?? 8, tz: timeZone() } }),
      providesTags: [PROGRESS, { type: 'UserRoutines', id: 'LIST' }],
    }),
  }),
});

export const {
  useCurrentWorkoutQuery,
  useWorkoutQuery,
  useWorkoutSummaryQuery,
  useWorkoutsQuery,
  useExerciseAlternativesQuery,
  useSaveWorkoutAsRoutineMutation,
  useStartWorkoutMutation,
  useDeleteWorkoutMutation,
  useUpdateWorkoutSetMutation,
  useDeleteWorkoutSetMutation,
} = workoutsApi;

export const {
  useProgressExercisesQuery,
  useExerciseProgressQuery,
  usePersonalRecordsQuery,
  useMuscleVolumeQuery,
  useAdherenceQuery,
} = progressApi;

/**
 * Routines endpoints (docs/PRODUCT.md §7, §13 and §14); the list of the
 * user's routines itself is shared with other screens and lives in entities/user-routines.
 * Tags: `UserRoutines` (LIST + one per routine id), `SharedRoutines`, `PublicRoutines`,
 * `Generated`, `Exercises`, `Goals`. Saving a routine refreshes the user's list (and the list the
 * routine came from, whose `realizada` flag changes); deleting refreshes the user's list 1 s later
 * (docs/PRODUCT.md §4); generating replaces the held generated routine.
 */
import type {
  BlankRoutineBody,
  Exercise,
  GeneratedRoutine,
  Goal,
  PublicRoutine,
  UserRoutine,
  UserRoutineExercisePatch,
  UserRoutinePatch,
} from '../../lib/contract';
import { USER_ROUTINES_LIST, USER_ROUTINES_PAGE, userRoutineTag } from '../../entities/user-routines/api';
import { api } from '../../lib/api';
import { downloadAttachment } from '../../lib/download';

/** docs/PRODUCT.md §9: the list reloads 1 s after a delete or a save. */
export const RELOAD_DELAY_MS = 1000;

/** docs/PRODUCT.md §8: a save is successful only with a truthy answer naming the new routine. */
export function isSavedRoutine(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const v = value as { rutina_id?: unknown; nombre?: unknown };
  return typeof v.rutina_id === 'number' && v.rutina_id > 0 && typeof v.nombre === 'string';
}

/** "No routine generated yet" (docs/PRODUCT.md §4: id 0 means none). */
export const NO_GENERATED_ROUTINE: GeneratedRoutine = {
  rutina_id: 0,
  nombre: '',
  rutina_observaciones: '',
  realizada: false,
  objetivo: '',
  dificultad: '',
  metodo: '',
  tiempo_aerobicos: 0,
  tiempo_anaerobicos: 0,
  descanso: 0,
  metodo_observaciones: '',
  objetivos_id: 0,
  dificultad_id: 0,
  metodos_id: 0,
  dia: null,
  ejercicios: [],
};

export interface PublicRoutineFilter {
  objetivos_id?: number | null;
  dificultad_id?: number | null;
}

/** docs/PRODUCT.md §4: the server filters only when both goal and difficulty are chosen. */
export function publicRoutineQuery(filter: PublicRoutineFilter = {}): Record<string, number> | undefined {
  const { objetivos_id, dificultad_id } = filter;
  return objetivos_id && dificultad_id ? { objetivos_id, dificultad_id } : undefined;
}

/** Routines to discover: shared, public, generated, and the catalogue and goals they use. */
const discoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyRoutine: build.query<UserRoutine, number>({
      query: (id) => `user-routines/${id}`,
      providesTags: (_result, _error, id) => [userRoutineTag(id)],
    }),
    getSharedRoutines: build.query<PublicRoutine[], void>({
      query: () => ({ url: 'routines/shared', params: USER_ROUTINES_PAGE }),
      providesTags: ['SharedRoutines'],
    }),
    getPublicRoutines: build.query<PublicRoutine[], PublicRoutineFilter | void>({
      query: (filter) => ({ url: 'routines/filter', params: publicRoutineQuery(filter ?? {}) }),
      providesTags: ['PublicRoutines'],
    }),
    getRoutineExercises: build.query<Exercise[], void>({
      query: () => 'routines/exercises',
      providesTags: ['Exercises'],
    }),
    getRoutineGoals: build.query<Goal[], void>({
      query: () => 'goals',
      providesTags: ['Goals'],
    }),
    /**
     * The routine generated last, held on the client until a new one is generated (the server
     * has no "my generated routine" call). Starts as id 0; `generateRoutine` writes into it.
     */
    getGeneratedRoutine: build.query<GeneratedRoutine, void>({
      queryFn: () => ({ data: NO_GENERATED_ROUTINE }),
      providesTags: ['Generated'],
      keepUnusedDataFor: 24 * 60 * 60,
    }),
    generateRoutine: build.mutation<GeneratedRoutine, void>({
      query: () => ({ url: 'autogenerate', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(discoveryApi.util.upsertQueryData('getGeneratedRoutine', undefined, data));
        } catch {
          // The screen reports the failure; the previous routine stays.
        }
      },
    }),
  }),
});

/** The user's own routines: copy or save one, change it, delete it. */
export const routinesApi = discoveryApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST user-routines { id_rutina }`: copy a public or generated routine into the user's. */
    copyRoutine: build.mutation<UserRoutine, number>({
      query: (id_rutina) => ({ url: 'user-routines', method: 'POST', body: { id_rutina } }),
      invalidatesTags: (result) => (result ? [USER_ROUTINES_LIST, 'PublicRoutines'] : []),
    }),
    /** `POST user-routines/blank` (issue #40): a routine of the user's own from nothing. */
    createBlankRoutine: build.mutation<UserRoutine, BlankRoutineBody>({
      query: (body) => ({ url: 'user-routines/blank', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [USER_ROUTINES_LIST] : []),
    }),
    /** `POST user-routines/{id}/save`: copy a routine another user shared. */
    saveSharedRoutine: build.mutation<UserRoutine, number>({
      query: (id) => ({ url: `user-routines/${id}/save`, method: 'POST' }),
      invalidatesTags: (result) => (result ? [USER_ROUTINES_LIST, 'SharedRoutines'] : []),
    }),
    /** Deletes, then refreshes the user's routines after 1 s (docs/PRODUCT.md §4). */
    deleteMyRoutine: build.mutation<unknown, number>({
      query: (id) => ({ url: `user-routines/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          setTimeout(
            () => dispatch(api.util.invalidateTags([USER_ROUTINES_LIST, userRoutineTag(id)])),
            RELOAD_DELAY_MS,
          );
        } catch {
          // Nothing changed on the server: nothing to refresh.
        }
      },
    }),
    updateMyRoutine: build.mutation<UserRoutine, { id: number; patch: UserRoutinePatch }>({
      query: ({ id, patch }) => ({ url: `user-routines/${id}`, method: 'PATCH', body: patch }),
    }),
    updateRoutineExercise: build.mutation<
      UserRoutine,
      { routineId: number; exerciseId: number; patch: UserRoutineExercisePatch }
    >({
      query: ({ routineId, exerciseId, patch }) => ({
        url: `user-routines/${routineId}/exercises/${exerciseId}`,
        method: 'PATCH',
        body: patch,
      }),
    }),
    addRoutineExercise: build.mutation<unknown, { routineId: number; ejercicio_id: number }>({
      query: ({ routineId, ejercicio_id }) => ({
        url: `user-routines/${routineId}/exercises`,
        method: 'POST',
        body: { ejercicio_id },
      }),
      // The list shows exercise counts; the open form keeps its own copy.
      invalidatesTags: (result) => (result ? [USER_ROUTINES_LIST] : []),
    }),
    deleteRoutineExercise: build.mutation<unknown, { routineId: number; exerciseId: number }>({
      query: ({ routineId, exerciseId }) => ({
        url: `user-routines/${routineId}/exercises/${exerciseId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error) => (error ? [] : [USER_ROUTINES_LIST]),
    }),
  }),
});

export const {
  useGetMyRoutineQuery,
  useGetSharedRoutinesQuery,
  useGetPublicRoutinesQuery,
  useGetRoutineExercisesQuery,
  useGetRoutineGoalsQuery,
  useGetGeneratedRoutineQuery,
  useGenerateRoutineMutation,
  useCopyRoutineMutation,
  useCreateBlankRoutineMutation,
  useSaveSharedRoutineMutation,
  useDeleteMyRoutineMutation,
  useUpdateMyRoutineMutation,
  useUpdateRoutineExerciseMutation,
  useAddRoutineExerciseMutation,
  useDeleteRoutineExerciseMutation,
} = routinesApi;

/** The form's reload (dispatched 1 s after a save, docs/PRODUCT.md §4): refetch the routine and the list. */
export const refreshRoutineLater = (id: number) => api.util.invalidateTags([USER_ROUTINES_LIST, userRoutineTag(id)]);

/** `GET user-routines/generate/{id}` with the Authorization header, saved as `rutina-<id>.pdf`. */
export function downloadRoutinePdf(id: number): Promise<void> {
  return downloadAttachment(`user-routines/generate/${id}`, `rutina-${id}.pdf`);
}

import type { Difficulty, Exercise, MuscleGroup } from '../../lib/contract';
import { api } from '../../lib/api';

/** Catalogue endpoints of the exercises screen. */
export const exercisesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExercises: build.query<Exercise[], void>({
      query: () => '/exercises',
      providesTags: ['Exercises'],
    }),
    getMuscleGroups: build.query<MuscleGroup[], void>({
      query: () => ({ url: '/muscle-groups', auth: false }),
      providesTags: ['Reference'],
    }),
    getDifficulties: build.query<Difficulty[], void>({
      query: () => ({ url: '/difficulties', auth: false }),
      providesTags: ['Reference'],
    }),
  }),
});

export const { useGetExercisesQuery, useGetMuscleGroupsQuery, useGetDifficultiesQuery } = exercisesApi;

/**
 * Programmes (`/api/plans`, docs/PRODUCT.md §17): several sessions a week over a block of weeks,
 * each session an ordinary user routine. Creating or deleting a programme adds or removes user
 * routines, so both also invalidate the routine list (routines screen, calendar, overview).
 */
import type { TagDescription } from '@reduxjs/toolkit/query';
import { api, TAG_TYPES } from '../../lib/api';
import type { Exercise } from '../../lib/contract';
import type { Plan, PlanInput, PlanListItem } from '../../lib/contract-plans';
import { USER_ROUTINES_LIST } from '../user-routines/api';

type Tag = TagDescription<(typeof TAG_TYPES)[number]>;

export const PLANS_LIST: Tag = { type: 'Plans', id: 'LIST' };
export const planTag = (id: number): Tag => ({ type: 'Plans', id });

/** What happens to a deleted programme's routines. */
export type PlanRoutinesChoice = 'conservar' | 'borrar';

/** Where a programme is shown. */
export const plansPath = '/dashboard/programas';
export const planPath = (id: number) => `${plansPath}/${id}`;
export const newPlanPath = `${plansPath}/nuevo`;

export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    plans: build.query<PlanListItem[], void>({
      query: () => 'plans',
      providesTags: (result = []) => [PLANS_LIST, ...result.map((p) => planTag(p.id))],
    }),
    plan: build.query<Plan, number>({
      query: (id) => `plans/${id}`,
      providesTags: (_r, _e, id) => [planTag(id)],
    }),
    createPlan: build.mutation<Plan, PlanInput>({
      query: (body) => ({ url: 'plans', method: 'POST', body }),
      invalidatesTags: [PLANS_LIST, USER_ROUTINES_LIST],
    }),
    deletePlan: build.mutation<void, { id: number; rutinas: PlanRoutinesChoice }>({
      query: ({ id, rutinas }) => ({ url: `plans/${id}`, method: 'DELETE', params: { rutinas } }),
      // Kept routines change too (they leave the programme), so the whole list is asked again.
      invalidatesTags: (_r, _e, { id }) => [PLANS_LIST, planTag(id), USER_ROUTINES_LIST],
    }),
    /** The catalogue the wizard's "ejercicios que evitar" picks from. */
    planCatalogue: build.query<Exercise[], void>({
      query: () => 'exercises',
      providesTags: ['Exercises'],
    }),
  }),
});

export const { usePlansQuery, usePlanQuery, useCreatePlanMutation, useDeletePlanMutation, usePlanCatalogueQuery } =
  plansApi;

/**
 * The proposals of a programme's next week (`/api/plans/{id}/adjustments`, src/lib/contract-feedback.ts),
 * drawn from how each muscle felt: read, and each applied or refused. Applying one changes the
 * programme's routines, so the programme and the routine list are read again.
 */
import { api } from '../../lib/api';
import type { PlanAdjustment, PlanAdjustmentDecision, PlanAdjustments } from '../../lib/contract-feedback';
import { planTag } from '../../entities/plans/api';
import { USER_ROUTINES_LIST } from '../../entities/user-routines/api';

/** Every programme's proposals: a session's feedback (entities/workouts/feedback-api.ts) changes them. */
const ADJUSTMENTS = { type: 'Plans', id: 'ADJUSTMENTS' } as const;

export const planAdjustmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    planAdjustments: build.query<PlanAdjustments, number>({
      query: (planId) => `plans/${planId}/adjustments`,
      providesTags: [ADJUSTMENTS],
    }),
    decideAdjustment: build.mutation<PlanAdjustment, { planId: number; id: number; body: PlanAdjustmentDecision }>({
      query: ({ planId, id, body }) => ({ url: `plans/${planId}/adjustments/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { planId, body }) =>
        body.estado === 'aceptada' ? [ADJUSTMENTS, planTag(planId), USER_ROUTINES_LIST] : [ADJUSTMENTS],
    }),
  }),
});

export const { usePlanAdjustmentsQuery, useDecideAdjustmentMutation } = planAdjustmentsApi;

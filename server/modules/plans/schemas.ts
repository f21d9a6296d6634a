import { z } from 'zod';
import { planListItem } from '../../../src/lib/contract-plans';
import { errorSchema } from '../shared/schemas';

/** Bodies, queries and answers of one programme come from src/lib/contract-plans.ts. */
export { plan, planDeleteQuery, planInput, type PlanInput } from '../../../src/lib/contract-plans';
export { idParams } from '../shared/schemas';

/** The `{ message }` answers every programme route may give. */
export const planErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** `POST /plans` is also limited per user per hour. */
export const tooManyPlans = { 429: errorSchema };

/** `GET /plans`: the caller's programmes, newest first. */
export const planList = z.array(planListItem);

/** `DELETE /plans/{id}`: 204, no body. */
export const noContent = z.null();

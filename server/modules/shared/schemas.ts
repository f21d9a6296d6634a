import { z } from 'zod';

/** `{ message }` error body shared by every route's response schema. */
export { apiError as errorSchema } from '../../../src/lib/contract';

/** `/{id}` params: a positive integer, else 400 "Invalid ID". */
export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Invalid ID')
    .transform(Number),
});

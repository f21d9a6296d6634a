import { z } from 'zod';
import { generatedRoutine } from '../../../src/lib/contract';
import { equipment, experience, soreArea } from '../../../src/lib/contract-plans';
import { errorSchema } from '../shared/schemas';

/** `POST autogenerate`'s answers: the routine (docs/PRODUCT.md §13) or `{ message }`. */
export const autogenerateResponse = {
  200: generatedRoutine,
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  503: errorSchema,
};

/** The answers of a stored programme's wizard the single routine uses; anything else is ignored. */
export const storedAnswers = z.object({
  experiencia: experience.optional().catch(undefined),
  equipamiento: z.array(equipment).min(1).optional().catch(undefined),
  evitar_zonas: z.array(soreArea).optional().catch(undefined),
});

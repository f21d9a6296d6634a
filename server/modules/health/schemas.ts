import { z } from 'zod';

/** `GET /health`: the process is up and its database answers. */
export const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

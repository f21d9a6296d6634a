import { z } from 'zod';
import { errorResponses } from '../shared/schemas';

/** Bodies of the account forms come from src/lib/validation; answers from src/lib/contract.ts. */
export { messageResponse, userProfile } from '../../../src/lib/contract';
export {
  changePasswordPayloadSchema,
  deleteAccountPayloadSchema,
  forgotPasswordSchema,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
} from '../../../src/lib/validation';

/** `{ message }` answers under these status codes. */
export const errors = errorResponses;

/** `POST users/verify-email`: the token of the verification link. */
export const verifyEmailBody = z.object({ token: z.string().min(1).max(200) });

/** `GET users/verify-email/{token}`: the link itself. */
export const verifyEmailParams = z.object({ token: z.string() });

/** Its answer: a redirect, no body. */
export const verifyEmailRedirect = z.null().describe('Location: the login screen of APP_URL');

/** `PUT users/reset-password`: the token of the reset link comes as a header. */
export const resetTokenHeaders = z.object({ 'reset-token': z.string().optional() });

/**
 * `GET users/me/history.csv?formato=`: `estandar` (default, RFC 4180: `,` and dot decimals, ISO
 * dates) or `excel` (a Spanish-locale Excel: `;`, decimal comma, dates dd-mm-yyyy).
 */
export const historyCsvQuery = z.object({
  formato: z
    .enum(['estandar', 'excel'], { error: 'debe ser estandar o excel' })
    .default('estandar')
    .describe('estandar: `,`, dot decimals, YYYY-MM-DD; excel: `;`, decimal comma, DD-MM-YYYY'),
});

/** The exports are streamed documents, not validated on the way out. */
export const csvDocument = z.any().describe('text/csv document');
export const jsonDocument = z.any().describe('application/json document');

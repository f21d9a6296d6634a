/** What the accounts functions answer and refuse with (the routes map reasons to statuses). */
import type { MailContent } from '../../../domain/mail/layout';
import type { toUserProfile } from '../../../domain/profile';

export type AccountErrorReason =
  | 'EMAIL_TAKEN'
  | 'UNKNOWN_GOAL'
  | 'INVALID_VERIFY_TOKEN'
  | 'BAD_CREDENTIALS'
  | 'EMAIL_NOT_VERIFIED'
  | 'ACCOUNT_LOCKED'
  | 'USER_NOT_FOUND'
  | 'WRONG_PASSWORD'
  | 'INVALID_RESET_TOKEN';

export class AccountError extends Error {
  constructor(
    readonly reason: AccountErrorReason,
    message: string,
    /** For ACCOUNT_LOCKED: seconds until the next attempt is allowed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export type UserProfile = ReturnType<typeof toUserProfile>;
export interface OutgoingMail extends MailContent {
  to: string;
}

export interface RegisterInput {
  nombre: string;
  apellidos: string;
  email: string;
  password: string;
  /** YYYY-MM-DD. */
  fecha_nacimiento: string;
  sexo: number;
  peso: number;
  altura: number;
  objetivo_id: number;
}
export type ProfileInput = Omit<RegisterInput, 'password'>;

/** Success texts the web client shows as they come (docs/PRODUCT.md §8), hence Spanish. */
export const MESSAGES = {
  verified: 'Correo verificado. Ya puedes iniciar sesión.',
  passwordChanged: 'Contraseña actualizada correctamente',
  resetSent: 'Te hemos enviado un correo con un enlace para restablecer tu contraseña.',
  passwordReset: 'Contraseña restablecida correctamente. Ya puedes iniciar sesión.',
  verificationResent:
    'Si este correo tiene una cuenta pendiente de verificar, te hemos enviado un enlace nuevo. Revisa tu bandeja de entrada.',
  resetLinkValid: 'El enlace es válido.',
} as const;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** PostgreSQL unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export const emailTaken = () => new AccountError('EMAIL_TAKEN', 'Email already exists');
export const userNotFound = () => new AccountError('USER_NOT_FOUND', 'User not found');
export const invalidResetToken = () => new AccountError('INVALID_RESET_TOKEN', 'Invalid or expired reset token');

/** A link of an e-mail: `${appUrl}/${path}/${token}`. */
export const mailLink = (appUrl: string, path: string, token: string) =>
  `${appUrl}/${path}/${encodeURIComponent(token)}`;

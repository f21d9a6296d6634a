import { createHash, randomBytes } from 'node:crypto';

/** A new 256-bit random secret, URL-safe. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token (hex): what the auth_tokens table stores and looks up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000; // 30 days, sliding
export const VERIFY_TTL_MS = 48 * 60 * 60 * 1000; // 48 h
export const RESET_TTL_MS = 60 * 60 * 1000; // 1 h

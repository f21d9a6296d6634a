import { z } from 'zod';

/** A positive integer written in a query string or path ("12"), as a number. */
export const positiveIntText = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a positive integer`)
    .transform(Number)
    .refine((n) => n > 0, `${name} must be a positive integer`);

/** An optional positive-integer query parameter; an empty value (`?x=`) counts as absent. */
export const optionalIntQuery = (name: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), positiveIntText(name).optional());

/** Largest `limit` of a paginated list. */
export const MAX_PAGE_SIZE = 500;

/** `?page&limit`: page >= 1 (default 1), 1 <= limit <= 500 (default 100, docs/PRODUCT.md §9). */
export const paginationQuery = z.object({
  page: optionalIntQuery('page').transform((v) => v ?? 1),
  limit: optionalIntQuery('limit')
    .refine((v) => v === undefined || v <= MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .transform((v) => v ?? 100),
});

/** Pages needed for `total` items (at least 1, so page 1 always exists). */
export const pageCount = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));

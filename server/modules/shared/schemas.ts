/**
 * Schemas every area shares: the error body, ids in paths, integers in query strings, and pages.
 *
 * Messages of a bad integer (the contract fixes the first and the last):
 * - a `/{id}` path segment: "Invalid ID" (spec/API.md "Catalogue", docs/PRODUCT.md §12);
 * - any other integer of the English API: "<name> must be a positive integer", and
 *   "<name> must be at most <max>" (the error handler puts `querystring.<name>: ` before it);
 * - the training log answers in Spanish (docs/PRODUCT.md §16): its routes pass their own
 *   `IntMessages` and their error handler puts `<name>: ` before the text.
 */
import { z } from 'zod';
import { apiError } from '../../../src/lib/contract';

/** `{ message }` error body shared by every route's response schema. */
export const errorSchema = apiError;

/** `{ message }` answers under these status codes, for a route's `response`. */
export const errorResponses = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorSchema]));

/** Digits of an id as written in a path or query string: at most 9, so it fits a Postgres integer. */
const DIGITS = /^\d{1,9}$/;

/** How a family of routes words a bad integer. */
export interface IntMessages {
  notPositive: (name: string) => string;
  atMost: (name: string, max: number) => string;
}

/** The English API's wording. */
export const ENGLISH_INT: IntMessages = {
  notPositive: (name) => `${name} must be a positive integer`,
  atMost: (name, max) => `${name} must be at most ${max}`,
};

/** The message of a bad `/{id}` path segment. */
export const INVALID_ID = 'Invalid ID';

/** Digits ("12") as a number, refused with `message`; 0 too unless `allowZero`. */
export const intText = (message: string, { allowZero = false } = {}) =>
  z
    .string()
    .regex(DIGITS, message)
    .transform(Number)
    .refine((n) => allowZero || n > 0, message);

/** A `/{id}` path segment: digits, else 400 "Invalid ID"; 0 is a well-formed id that is never found (404). */
export const idText = intText(INVALID_ID, { allowZero: true });

/** `/{id}` params: digits, else 400 "Invalid ID". */
export const idParams = z.object({ id: idText });

/** A positive integer written in a query string or path ("12"), as a number. */
export const positiveIntText = (name: string, messages: IntMessages = ENGLISH_INT) =>
  intText(messages.notPositive(name));

/**
 * An optional positive-integer query parameter, at most `max` when given; an empty value
 * (`?x=`) counts as absent.
 */
export const optionalIntQuery = (name: string, messages: IntMessages = ENGLISH_INT, max?: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    positiveIntText(name, messages)
      .refine((n) => max === undefined || n <= max, messages.atMost(name, max ?? 0))
      .optional(),
  );

/** Bounds and defaults of one paginated list. */
export interface PageRules {
  defaultLimit: number;
  maxLimit: number;
  maxPage?: number;
  messages?: IntMessages;
}

/** `?page&limit`: page >= 1 (default 1, at most `maxPage`), 1 <= limit <= `maxLimit` (default `defaultLimit`). */
export const pageQuery = ({ defaultLimit, maxLimit, maxPage, messages = ENGLISH_INT }: PageRules) =>
  z.object({
    page: optionalIntQuery('page', messages, maxPage).transform((v) => v ?? 1),
    limit: optionalIntQuery('limit', messages, maxLimit).transform((v) => v ?? defaultLimit),
  });

/** Largest `limit` of a paginated list of the English API. */
export const MAX_PAGE_SIZE = 500;

/** `?page&limit` of the English API: page >= 1 (default 1), 1 <= limit <= 500 (default 100, docs/PRODUCT.md §9 and §15). */
export const paginationQuery = pageQuery({ defaultLimit: 100, maxLimit: MAX_PAGE_SIZE });

/** Pages needed for `total` items (at least 1, so page 1 always exists). */
export const pageCount = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));

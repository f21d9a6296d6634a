import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** Where a NUL character is: the path of the string (keys and indexes), or of the object whose key holds it. */
export interface NulAt {
  path: string[];
  inKey: boolean;
}

/**
 * The first NUL character found in a parsed value, or null. Walks without recursion (a JSON body
 * may nest thousands of levels).
 */
export function findNul(value: unknown): NulAt | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { path, inKey: false };
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (key.includes('\u0000')) return { path, inKey: true };
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

/**
 * preValidation hook of the API: a NUL character anywhere in the JSON body, the query string, the
 * path parameters or a header is a 400 before any schema or handler sees it (PostgreSQL refuses
 * 0x00 in text). The shared schemas (src/lib/validation) refuse it too, with the other control
 * characters where they make no sense; this guard also covers what no schema names.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const parts = { body: request.body, query: request.query, params: request.params, headers: request.headers };
  for (const [part, value] of Object.entries(parts)) {
    const at = findNul(value);
    if (at) {
      // Named by the nearest field name (not an array index), as the schemas' messages are.
      const where = at.path.findLast((key) => !/^\d+$/.test(key)) ?? part;
      const message = at.inKey ? 'a field name must not contain a NUL character' : 'must not contain a NUL character';
      throw new HttpError(400, `${where}: ${message}`, 'VALIDATION');
    }
  }
}

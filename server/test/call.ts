import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestUser } from './users';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One request to the app as `who` (its session header; none for `null`). A relative `url`
 * ("workouts/3") is under `/api/`; one starting with `/` is taken as it is. A `payload` of
 * `undefined` sends no body.
 */
export function call(
  app: FastifyInstance,
  who: Pick<TestUser, 'headers'> | null,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: url.startsWith('/') ? url : `/api/${url}`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

import { delay, http, HttpResponse } from 'msw';
import type { Plan, PlanInput } from '../../lib/contract-plans';
import { makePlan, toListItem } from '../fixtures/plans';

const notFound = () => HttpResponse.json({ message: 'Plan not found' }, { status: 404 });

/**
 * `/api/plans` over one stored plan: POST answers the fixture plan with the weeks and sessions a
 * week asked for; `requests` records what was sent, for play functions to check.
 */
export function fakePlans(initial: () => Plan[] = () => [makePlan()]) {
  let plans = initial();
  const requests: { method: string; url: string; body?: unknown }[] = [];
  return {
    requests,
    handlers: [
      http.get('/api/plans', () => HttpResponse.json(plans.map(toListItem))),
      http.get('/api/plans/:id', ({ params }) => {
        const found = plans.find((p) => p.id === Number(params.id));
        return found ? HttpResponse.json(found) : notFound();
      }),
      http.post('/api/plans', async ({ request }) => {
        const body = (await request.json()) as PlanInput;
        requests.push({ method: 'POST', url: request.url, body });
        const created = makePlan(0, { id: 42, semanas: body.semanas, sesiones_semana: body.sesiones_semana ?? 3 });
        plans = [created, ...plans];
        return HttpResponse.json(created, { status: 201 });
      }),
      http.delete('/api/plans/:id', ({ params, request }) => {
        requests.push({ method: 'DELETE', url: request.url });
        const before = plans.length;
        plans = plans.filter((p) => p.id !== Number(params.id));
        return plans.length === before ? notFound() : new HttpResponse(null, { status: 204 });
      }),
    ],
  };
}

/** Default handlers: one plan in its third week. */
export const plansHandlers = fakePlans().handlers;

/** Story parameters for the plan screens' other states. */
export const plansAnswer = {
  with: (...plans: Plan[]) => ({ plans: fakePlans(() => plans).handlers }),
  pending: () => ({
    plans: [http.get('/api/plans', () => delay('infinite')), http.get('/api/plans/:id', () => delay('infinite'))],
  }),
  failing: () => ({
    plans: [
      http.get('/api/plans', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      http.get('/api/plans/:id', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    ],
  }),
  /** POST refused with the server's own message (shown as it comes). */
  refusing: (message: string, status = 400) => ({
    plans: [http.post('/api/plans', () => HttpResponse.json({ message }, { status }))],
  }),
  /** POST that never answers: the submitting state. */
  submitting: () => ({ plans: [http.post('/api/plans', () => delay('infinite'))] }),
};

import { delay, http, HttpResponse } from 'msw';
import type { Workout, WorkoutListItem, WorkoutPage, WorkoutSetPatch } from '../../lib/contract-training';
import { toIsoDate } from '../../lib/dates';
import {
  adherenceFixture,
  emptyAdherence,
  exerciseProgressFixture,
  historyAroundToday,
  makeWorkout,
  muscleVolumeFixture,
  personalRecordsFixture,
  progressExercisesFixture,
} from '../fixtures/training-log';

/** `GET /api/workouts` over `rows`: the day filter (local days), newest first, then the page. */
export function pageOf(rows: readonly WorkoutListItem[], url: URL): WorkoutPage {
  const desde = url.searchParams.get('desde');
  const hasta = url.searchParams.get('hasta');
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const page = Number(url.searchParams.get('page') ?? 1);
  const kept = rows
    .filter((r) => {
      const day = toIsoDate(new Date(r.iniciado_en));
      return (!desde || day >= desde) && (!hasta || day <= hasta);
    })
    .sort((a, b) => b.iniciado_en.localeCompare(a.iniciado_en));
  const totalPages = Math.max(1, Math.ceil(kept.length / limit));
  return { items: kept.slice((page - 1) * limit, page * limit), total: kept.length, page, total_pages: totalPages };
}

const notFound = () => HttpResponse.json({ message: 'Sesión no encontrada' }, { status: 404 });

/**
 * A small in-memory training log for stories that change it: the history and session 202 (in
 * full, or as `session` gives it) reflect every delete and set edit (a PATCH changes only the
 * fields it sends, as the server's does); `requests` records what was sent.
 */
export function fakeTrainingLog(
  initial: () => WorkoutListItem[] = historyAroundToday,
  session: () => Workout = () => makeWorkout(),
) {
  let rows = initial();
  let detail: Workout = session();
  const requests: { method: string; path: string; body?: unknown }[] = [];
  const setsOf = (w: Workout) => w.ejercicios.flatMap((e) => e.series);
  return {
    requests,
    reset() {
      rows = initial();
      detail = session();
      requests.length = 0;
    },
    handlers: [
      http.get('/api/workouts', ({ request }) => HttpResponse.json(pageOf(rows, new URL(request.url)))),
      http.get('/api/workouts/:id', ({ params }) =>
        Number(params.id) === detail.id && rows.some((r) => r.id === detail.id)
          ? HttpResponse.json(detail)
          : notFound(),
      ),
      http.delete('/api/workouts/:id', ({ params, request }) => {
        requests.push({ method: 'DELETE', path: new URL(request.url).pathname });
        rows = rows.filter((r) => r.id !== Number(params.id));
        return HttpResponse.json({ message: 'Sesión eliminada' });
      }),
      http.patch('/api/workouts/:id/sets/:setId', async ({ params, request }) => {
        const body = (await request.json()) as WorkoutSetPatch;
        requests.push({ method: 'PATCH', path: new URL(request.url).pathname, body });
        const set = setsOf(detail).find((s) => s.id === params.setId);
        if (!set) return notFound();
        Object.assign(set, body);
        return HttpResponse.json(set);
      }),
      http.delete('/api/workouts/:id/sets/:setId', ({ params, request }) => {
        requests.push({ method: 'DELETE', path: new URL(request.url).pathname });
        detail = {
          ...detail,
          ejercicios: detail.ejercicios.map((e) => ({ ...e, series: e.series.filter((s) => s.id !== params.setId) })),
        };
        return HttpResponse.json({ message: 'Serie eliminada' });
      }),
    ],
  };
}

/** Progress answers: with the fixtures' data (default) or for a user with no finished session. */
export function progressHandlers(kind: 'data' | 'empty' = 'data') {
  const empty = kind === 'empty';
  return [
    http.get('/api/progress/exercises', () => HttpResponse.json(empty ? [] : progressExercisesFixture)),
    http.get('/api/progress/exercises/:id', ({ params }) =>
      HttpResponse.json(exerciseProgressFixture(Number(params.id))),
    ),
    http.get('/api/progress/records', () => HttpResponse.json(empty ? [] : personalRecordsFixture)),
    http.get('/api/progress/muscles', () =>
      HttpResponse.json(empty ? { banda: { min: 10, max: 20 }, grupos: [], semanas: [] } : muscleVolumeFixture()),
    ),
    http.get('/api/progress/adherence', () => HttpResponse.json(empty ? emptyAdherence() : adherenceFixture())),
  ];
}

/** Every training-log endpoint waits forever (loading states). */
export const pendingTrainingLog = [
  http.get('/api/workouts', () => delay('infinite')),
  http.get('/api/workouts/:id', () => delay('infinite')),
  http.get('/api/progress/*', () => delay('infinite')),
];

/** Every training-log read fails with a 500 (error states). */
export const failingTrainingLog = [
  http.get('/api/workouts', () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })),
  http.get('/api/workouts/:id', () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })),
  http.get('/api/progress/*', () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })),
];

/** Default handlers: the history around today and progress with data, read-only. */
export const trainingLogHandlers = [...fakeTrainingLog().handlers, ...progressHandlers()];

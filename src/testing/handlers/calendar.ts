import { addDays, addMonths, endOfMonth, startOfMonth, subMonths } from 'date-fns';
import { delay, http, HttpResponse } from 'msw';
import type { UserRoutine, UserRoutineList } from '../../lib/contract';
import { isoWeekday, mondayWeek, toWireDate } from '../../lib/dates';

/** A user routine as `GET /api/user-routines` answers it; override what the test cares about. */
export function makeUserRoutine(overrides: Partial<UserRoutine> = {}): UserRoutine {
  const id = overrides.rutina_id ?? 1;
  return {
    rutina_id: id,
    nombre: `Rutina ${id}`,
    rutina_observaciones: '',
    nivel: 'Principiante',
    metodo_nombre: 'Circuito',
    tiempo_aerobicos: 10,
    tiempo_anaerobicos: 30,
    descanso: 60,
    metodo_observaciones: '',
    fecha_inicio_rutina: null,
    fecha_fin_rutina: null,
    dia: null,
    rutina_activa: false,
    rutina_compartida: false,
    ejercicios: [],
    ...overrides,
  };
}

/** `n` exercises in the user-routine shape. */
export function makeRoutineExercises(n: number): UserRoutine['ejercicios'] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    ejercicio_id: i + 1,
    id_ejercicio_catalogo: 101 + i,
    orden: i + 1,
    nombre: `Ejercicio ${i + 1}`,
    tipo: 'Fuerza',
    step_1: '',
    step_2: '',
    grupos_musculares: 'Pecho',
    series: 3,
    repeticiones: 12,
    comentario: '',
  }));
}

export function userRoutineList(rutinas: UserRoutine[]): UserRoutineList {
  return {
    id: 1,
    nombre: 'Ana',
    apellidos: 'García',
    email: 'ana@example.com',
    fecha_alta: '01-01-2026 10:00:00',
    peso: 60,
    altura: 165,
    imc: 22.04,
    rutinas,
    total_routines: rutinas.length,
    current_page: 1,
    total_pages: 1,
  };
}

/** The day of the fixture routine limited to this week: Wednesday, or Thursday when today is Wednesday. */
export function weekRoutineDate(today = new Date()): Date {
  return addDays(mondayWeek(today).start, isoWeekday(today) === 3 ? 3 : 2);
}
const weekRoutineDay = (today: Date) => isoWeekday(weekRoutineDate(today));

/**
 * Routines placed around today, so stories show events whatever day they run on: one running
 * from last month to next month on today's weekday, one limited to this week on another day, one finished long
 * ago and one without dates.
 */
export function routinesAroundToday(today = new Date()): UserRoutine[] {
  const week = mondayWeek(today);
  return [
    makeUserRoutine({
      rutina_id: 11,
      nombre: 'Fuerza total',
      nivel: 'Intermedio',
      fecha_inicio_rutina: toWireDate(startOfMonth(subMonths(today, 1))),
      fecha_fin_rutina: toWireDate(endOfMonth(addMonths(today, 1))),
      dia: isoWeekday(today),
      rutina_activa: true,
      ejercicios: makeRoutineExercises(6),
    }),
    makeUserRoutine({
      rutina_id: 12,
      nombre: 'Cardio de la semana',
      nivel: 'Principiante',
      fecha_inicio_rutina: toWireDate(week.start),
      fecha_fin_rutina: toWireDate(week.end),
      dia: weekRoutineDay(today),
      rutina_activa: true,
      ejercicios: makeRoutineExercises(4),
    }),
    makeUserRoutine({
      rutina_id: 13,
      nombre: 'Movilidad de invierno',
      nivel: 'principiante',
      fecha_inicio_rutina: '05-01-2026',
      fecha_fin_rutina: '27-02-2026',
      dia: 3,
      ejercicios: makeRoutineExercises(5),
    }),
    makeUserRoutine({
      rutina_id: 14,
      nombre: 'Rutina sin fechas',
      nivel: 'Experto',
      ejercicios: makeRoutineExercises(3),
    }),
  ];
}

/** Default handlers: the user-routine list and the weekday PATCH that overview and calendar use. */
export const calendarHandlers = [
  http.get('/api/user-routines', () => HttpResponse.json(userRoutineList(routinesAroundToday()))),
  http.patch('/api/user-routines/:id', async ({ params, request }) => {
    const routine = routinesAroundToday().find((r) => r.rutina_id === Number(params.id));
    if (!routine) return HttpResponse.json({ message: 'Routine not found' }, { status: 404 });
    const body = (await request.json()) as Partial<UserRoutine>;
    return HttpResponse.json({ ...routine, ...body });
  }),
];

/**
 * MSW parameters for stories of the overview and calendar: our user-routine handlers, and the
 * `routines` group (the routine screens' own mocks of the same endpoints) switched off, so the
 * order in which groups are registered never decides which fixture a story sees.
 */
export const calendarStoryHandlers = { calendar: calendarHandlers, routines: [] };

/**
 * Story parameters (`parameters.msw.handlers`) that answer `GET /api/user-routines` with these
 * routines, never (loading), or with a server error.
 */
export const userRoutinesAnswer = {
  list: (rutinas: UserRoutine[]) => ({
    calendar: [http.get('/api/user-routines', () => HttpResponse.json(userRoutineList(rutinas)))],
  }),
  pending: () => ({ calendar: [http.get('/api/user-routines', () => delay('infinite'))] }),
  failing: () => ({
    calendar: [http.get('/api/user-routines', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))],
  }),
  /** The server cannot be reached (a network error, as offline). */
  unreachable: () => ({ calendar: [http.get('/api/user-routines', () => HttpResponse.error())] }),
  /** A 500 first, then these routines: what "Reintentar" brings. */
  failingOnce: (rutinas: UserRoutine[]) => ({
    calendar: [
      http.get('/api/user-routines', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }),
      http.get('/api/user-routines', () => HttpResponse.json(userRoutineList(rutinas))),
    ],
  }),
};

/** Story parameters of the overview's parts: signed in on /dashboard/overview with our handlers. */
export const overviewStoryParameters = {
  router: { route: '/dashboard/overview' },
  session: 'signed-in' as const,
  msw: { handlers: calendarStoryHandlers },
};

import { http, HttpResponse, type RequestHandler } from 'msw';
import { exerciseImages } from '../../lib/exercise-photos';
import type {
  Exercise,
  GeneratedRoutine,
  PublicRoutine,
  UserRoutine,
  UserRoutineExercise,
  UserRoutineExercisePatch,
  UserRoutineList,
} from '../../lib/contract';
import { exercisePickerFixture } from '../fixtures/exercise-picker';
import { routinePlanFixture } from '../fixtures/plans';

/**
 * Fixtures in the shapes of docs/PRODUCT.md §13 and §14 for the routines screens (stories and unit tests). An exercise of
 * a user routine carries its row id twice (`id`, `ejercicio_id`) and the catalogue's apart.
 */
const exercise = (
  id: number,
  orden: number,
  nombre: string,
  grupo: string,
  catalogueId = id + 100,
): UserRoutineExercise => ({
  id,
  ejercicio_id: id,
  id_ejercicio_catalogo: catalogueId,
  orden,
  nombre,
  tipo: 'Fuerza',
  step_1: `Colócate en la posición inicial de ${nombre.toLowerCase()}.`,
  step_2: 'Realiza el movimiento controlado y vuelve despacio.',
  grupos_musculares: grupo,
  series: 3,
  repeticiones: 12,
  comentario: '',
});

const userRoutine = (rutina_id: number, nombre: string, overrides: Partial<UserRoutine> = {}): UserRoutine => ({
  rutina_id,
  nombre,
  rutina_observaciones: 'Trabajo de cuerpo completo con descansos cortos.',
  nivel: 'Principiante',
  metodo_nombre: 'Adaptación anatómica',
  tiempo_aerobicos: 20,
  tiempo_anaerobicos: 25,
  descanso: 60,
  metodo_observaciones: 'Cargas ligeras y técnica cuidada.',
  fecha_inicio_rutina: '03-11-2025',
  fecha_fin_rutina: '28-12-2025',
  dia: 1,
  rutina_activa: true,
  rutina_compartida: false,
  // The real catalogue's ids of these two (back squat, push-ups), so rows show their photos.
  ejercicios: [exercise(11, 1, 'Sentadilla', 'Piernas', 108), exercise(12, 2, 'Flexiones', 'Pecho', 2)],
  ...overrides,
});

export const userRoutinesFixture: UserRoutine[] = [
  userRoutine(1, 'Fuerza básica'),
  userRoutine(2, 'Tonificación express', { nivel: 'Intermedio', dia: 3, rutina_compartida: true }),
  userRoutine(3, 'Cardio suave', { dia: null, fecha_inicio_rutina: null, fecha_fin_rutina: null, ejercicios: [] }),
  userRoutine(4, 'Piernas de acero', { nivel: 'Experto', dia: 6 }),
];

export const userRoutineListFixture = (rutinas: UserRoutine[] = userRoutinesFixture): UserRoutineList => ({
  id: 7,
  nombre: 'Lucía',
  apellidos: 'Martín',
  email: 'lucia@example.com',
  fecha_alta: '01-09-2025 10:00:00',
  peso: 62,
  altura: 168,
  imc: 21.97,
  rutinas,
  total_routines: rutinas.length,
  current_page: 1,
  total_pages: 1,
});

const publicRoutine = (id_rutina: number, nombre: string, overrides: Partial<PublicRoutine> = {}): PublicRoutine => ({
  id_rutina,
  nombre,
  observaciones: 'Rutina equilibrada para empezar con buen pie.',
  realizada: false,
  objetivo: 'Adaptación general',
  dificultad: 'Principiante',
  metodo: 'Adaptación anatómica',
  ejercicios: [
    {
      id_ejercicio: 101,
      orden: 1,
      series: 3,
      repeticiones: 12,
      dia: null,
      comentario: '',
      nombre: 'Sentadilla',
      tipo: 'Fuerza',
      step_1: 'Pies a la anchura de los hombros.',
      step_2: 'Baja la cadera hasta formar un ángulo recto.',
      grupos_musculares: 'Piernas',
      // The photos of the real catalogue's bodyweight squat (id 5).
      imagenes: exerciseImages(5),
    },
    {
      id_ejercicio: 102,
      orden: 2,
      series: 3,
      repeticiones: 10,
      dia: null,
      comentario: '',
      nombre: 'Remo con mancuerna',
      tipo: 'Fuerza',
      step_1: 'Apoya una rodilla en el banco.',
      step_2: 'Lleva la mancuerna hacia la cadera.',
      grupos_musculares: 'Espalda',
      // The photos of the real catalogue's one-arm dumbbell row (id 3).
      imagenes: exerciseImages(3),
    },
  ],
  ...overrides,
});

export const publicRoutinesFixture: PublicRoutine[] = [
  publicRoutine(21, 'Inicio total'),
  publicRoutine(22, 'Tono y forma', { objetivo: 'Tonificación', dificultad: 'Intermedio' }),
  publicRoutine(23, 'Volumen clásico', { objetivo: 'Hipertrofia', dificultad: 'Avanzado' }),
  publicRoutine(24, 'Quema activa', { objetivo: 'Pérdida de grasa', dificultad: 'Intermedio' }),
];

export const sharedRoutinesFixture: PublicRoutine[] = [
  publicRoutine(31, 'La rutina de Marta', { observaciones: 'Mi plan de tres meses.' }),
  publicRoutine(32, 'Espalda fuerte', { objetivo: 'Hipertrofia', dificultad: 'Avanzado' }),
];

export const generatedRoutineFixture: GeneratedRoutine = {
  rutina_id: 41,
  nombre: 'Rutina personalizada de Lucía',
  rutina_observaciones: 'Pensada para tu objetivo de tonificación.',
  realizada: false,
  objetivo: 'Tonificación',
  dificultad: 'Intermedio',
  metodo: 'Resistencia muscular',
  tiempo_aerobicos: 15,
  tiempo_anaerobicos: 35,
  descanso: 45,
  metodo_observaciones: 'Series largas con cargas moderadas.',
  objetivos_id: 2,
  dificultad_id: 2,
  metodos_id: 2,
  dia: null,
  ejercicios: [
    {
      id_ejercicio: 112, // The real catalogue's dumbbell lunges, for their photos.
      nombre: 'Zancadas',
      series: 3,
      repeticiones: 15,
      medida: 'repeticiones',
      descanso: 45,
      comentario: '',
      orden: 1,
      tipo: 'Fuerza',
      step_1: 'Da un paso largo hacia delante.',
      step_2: 'Baja hasta que la rodilla trasera casi toque el suelo.',
      grupo_muscular: 'Piernas',
    },
  ],
};

const NAMES = [
  'Press de banca',
  'Sentadilla',
  'Peso muerto',
  'Dominadas',
  'Remo con barra',
  'Press militar',
  'Curl de bíceps',
  'Fondos',
  'Zancadas',
  'Plancha',
  'Elevaciones laterales',
  'Hip thrust',
  'Prensa',
  'Crunch',
  'Burpees',
  'Jalón al pecho',
  'Gemelos de pie',
  'Face pull',
];
export const exerciseCatalogueFixture: Exercise[] = NAMES.map((nombre, i) => ({
  id: 101 + i,
  nombre,
  tipo: 'Fuerza',
  dificultad_id: (i % 4) + 1,
  grupos_musculares_id: (i % 20) + 1,
  inicio: 'Posición inicial estable.',
  fin: 'Movimiento controlado.',
  // Ids of this list are not the real catalogue's: no photos rather than another exercise's.
  imagenes: [],
}));

const numericId = (value: unknown) => Number(value);

const routineOf = (params: Record<string, unknown>) =>
  userRoutinesFixture.find((r) => r.rutina_id === numericId(params.id)) ?? userRoutine(1, 'Rutina');

/** As the server: the exercise in the path is a row id (`id`, the same as `ejercicio_id`). */
const exerciseIn = (routine: UserRoutine, params: Record<string, unknown>) =>
  routine.ejercicios.find((e) => e.id === numericId(params.exerciseId));
const exerciseNotFound = () =>
  HttpResponse.json({ message: 'Exercise not found in this routine', code: 'NOT_FOUND' }, { status: 404 });

export const routinesHandlers = [
  http.get('/api/user-routines', () => HttpResponse.json(userRoutineListFixture())),
  http.get('/api/user-routines/:id', ({ params }) => {
    const found = userRoutinesFixture.find((r) => r.rutina_id === numericId(params.id));
    return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Routine not found' }, { status: 404 });
  }),
  http.post('/api/user-routines', async ({ request }) => {
    const { id_rutina } = (await request.json()) as { id_rutina: number };
    const source =
      publicRoutinesFixture.find((r) => r.id_rutina === id_rutina)?.nombre ??
      (id_rutina === generatedRoutineFixture.rutina_id ? generatedRoutineFixture.nombre : 'Rutina copiada');
    return HttpResponse.json(userRoutine(50, source), { status: 201 });
  }),
  // Issue #40: a routine from nothing, with the body's name, weekday and dates and no exercises (id 52).
  http.post('/api/user-routines/blank', async ({ request }) => {
    const body = (await request.json()) as Partial<UserRoutine>;
    return HttpResponse.json({ ...userRoutine(52, body.nombre ?? 'Rutina'), ...body, ejercicios: [] }, { status: 201 });
  }),
  http.post('/api/user-routines/:id/save', ({ params }) => {
    const source = sharedRoutinesFixture.find((r) => r.id_rutina === numericId(params.id));
    return HttpResponse.json(userRoutine(51, source?.nombre ?? 'Rutina compartida'), { status: 201 });
  }),
  http.delete('/api/user-routines/:id', () => HttpResponse.json({ message: 'Routine deleted' })),
  http.patch('/api/user-routines/:id', async ({ params, request }) =>
    HttpResponse.json({ ...routineOf(params), ...((await request.json()) as object) }),
  ),
  // The body's ejercicio_id is the catalogue's; the new row gets its own id (90).
  http.post('/api/user-routines/:id/exercises', async ({ params, request }) => {
    const base = routineOf(params);
    const { ejercicio_id } = (await request.json()) as { ejercicio_id: number };
    // "Agregar ejercicio" offers the picker's list (the real catalogue's ids and names).
    const added =
      exercisePickerFixture.find((e) => e.id === ejercicio_id) ??
      exerciseCatalogueFixture.find((e) => e.id === ejercicio_id);
    const next = exercise(90, base.ejercicios.length + 1, added?.nombre ?? 'Ejercicio', 'Pecho', ejercicio_id);
    return HttpResponse.json({ ...base, ejercicios: [...base.ejercicios, next] }, { status: 201 });
  }),
  http.patch('/api/user-routines/:id/exercises/:exerciseId', async ({ params, request }) => {
    const base = routineOf(params);
    const target = exerciseIn(base, params);
    if (!target) return exerciseNotFound();
    // Series, repetitions and comment change; a new orden is not simulated (the server renumbers).
    const patch = (await request.json()) as UserRoutineExercisePatch;
    const { series = target.series, repeticiones = target.repeticiones, comentario = target.comentario } = patch;
    // Issue #40's rest and target: as sent (null clears), else as they were.
    const targets = Object.fromEntries(
      (['descanso', 'repeticiones_min', 'repeticiones_max', 'rir'] as const)
        .filter((k) => k in patch)
        .map((k) => [k, patch[k]]),
    );
    const changed = { ...target, series, repeticiones, comentario, ...targets };
    return HttpResponse.json({ ...base, ejercicios: base.ejercicios.map((e) => (e === target ? changed : e)) });
  }),
  http.delete('/api/user-routines/:id/exercises/:exerciseId', ({ params }) => {
    const base = routineOf(params);
    const target = exerciseIn(base, params);
    if (!target) return exerciseNotFound();
    const rest = base.ejercicios.filter((e) => e !== target).map((e, i) => ({ ...e, orden: i + 1 }));
    return HttpResponse.json({ ...base, ejercicios: rest });
  }),
  http.get('/api/user-routines/generate/:id', () =>
    HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4\n%%EOF\n').buffer, {
      headers: { 'Content-Type': 'application/pdf' },
    }),
  ),
  http.get('/api/routines/shared', () =>
    HttpResponse.json(sharedRoutinesFixture, {
      headers: {
        'X-Total-Count': String(sharedRoutinesFixture.length),
        'X-Total-Pages': '1',
        'X-Page': '1',
      },
    }),
  ),
  http.get('/api/routines/filter', ({ request }) => {
    const url = new URL(request.url);
    const goal = url.searchParams.get('objetivos_id');
    // Like the server: with both filters, only the first routine matches in these fixtures.
    return HttpResponse.json(goal ? publicRoutinesFixture.slice(0, 1) : publicRoutinesFixture);
  }),
  http.get('/api/routines/exercises', () => HttpResponse.json(exerciseCatalogueFixture)),
  http.post('/api/autogenerate', () => HttpResponse.json(generatedRoutineFixture)),
];

/** Story parameters: the routines handlers answer with `first` before the fixtures' handlers. */
export const withRoutineHandlers = (...first: RequestHandler[]) => ({
  msw: { handlers: { routines: [...first, ...routinesHandlers] } },
});

/**
 * Story parameters: routine 1 ("Fuerza básica", the training fixtures' session routine) is a
 * session of the six-week programme, in week `semana_actual` (null: outside its block).
 */
export const routineInProgramme = (semana_actual: number | null) =>
  withRoutineHandlers(
    http.get('/api/user-routines', () =>
      HttpResponse.json(
        userRoutineListFixture([
          { ...userRoutinesFixture[0]!, plan: routinePlanFixture(semana_actual) },
          ...userRoutinesFixture.slice(1),
        ]),
      ),
    ),
  );

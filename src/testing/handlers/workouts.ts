import { delay, http, HttpResponse } from 'msw';
import type { NextTarget } from '../../lib/contract-plans';
import { exercisesFixture } from '../fixtures/exercises';
import type {
  ExerciseAlternative,
  PersonalRecord,
  PreviousSet,
  SetType,
  Workout,
  WorkoutExercise,
  WorkoutExerciseAdd,
  WorkoutExercisePatch,
  WorkoutFinished,
  WorkoutPatch,
  WorkoutSet,
  WorkoutSetInput,
  WorkoutStart,
} from '../../lib/contract-training';

/**
 * The training log's endpoints (docs/PRODUCT.md §16) for stories and unit tests: a small
 * in-memory server per call of `workoutServer`, so each story starts from its own session.
 */

const exercise = (
  over: Partial<WorkoutExercise> & Pick<WorkoutExercise, 'id' | 'orden' | 'nombre'>,
): WorkoutExercise => ({
  id_ejercicio_catalogo: over.id + 100,
  grupo_muscular: 'Piernas',
  series_objetivo: 3,
  repeticiones_objetivo: 10,
  // No range unless given: the bottom is the target.
  repeticiones_min: over.repeticiones_objetivo ?? 10,
  rir_objetivo: null,
  descanso: 90,
  medida: 'repeticiones',
  nota: '',
  omitido: false,
  grupo: null,
  nota_anterior: '',
  carga: 'barra',
  series: [],
  anterior: [],
  ...over,
});

/** One set of last time's session: a work set unless told. */
export const prev = (orden: number, repeticiones: number, kg: number, tipo: SetType = 'trabajo'): PreviousSet => ({
  orden,
  medida: 'repeticiones' as const,
  repeticiones,
  kg,
  segundos: null,
  metros: null,
  rir: tipo === 'calentamiento' ? null : 2,
  tipo,
});

/**
 * The server's double-progression advice (server/domain/training/progression.ts), one per action,
 * on the squat's 8-10 range: the top reached on every set adds load and goes back to the bottom;
 * inside the range the load stays and the repetitions are chased up to the top.
 */
export const SUGGESTIONS = {
  subir: {
    accion: 'subir',
    kg: 65,
    repeticiones: 8,
    repeticiones_max: 10,
    motivo: 'Sube a 65 kg: completaste 3 x 10',
    ejercicio_siguiente: null,
  },
  mantener: {
    accion: 'mantener',
    kg: 60,
    repeticiones: 10,
    repeticiones_max: 10,
    motivo: 'Mantén 60 kg: te faltaron repeticiones en 1 serie',
    ejercicio_siguiente: null,
  },
  bajar: {
    accion: 'bajar',
    kg: 55,
    repeticiones: 8,
    repeticiones_max: 10,
    motivo: 'Baja a 55 kg: dos sesiones seguidas por debajo del objetivo',
    ejercicio_siguiente: null,
  },
  primera_vez: {
    accion: 'primera_vez',
    kg: null,
    repeticiones: 8,
    repeticiones_max: null,
    motivo: 'Primera vez: elige un peso con el que te sobren 2-3 repeticiones',
    ejercicio_siguiente: null,
  },
} satisfies Record<NextTarget['accion'], NextTarget>;

/** Push-ups past their range (3 x 20 in 12-20): the advice names the harder variation and its start. */
export const HARDER_VARIATION: NextTarget = {
  accion: 'subir',
  kg: null,
  repeticiones: 12,
  repeticiones_max: 20,
  motivo: 'Pasa a Flexiones con pies elevados: completaste 3 x 20; empieza con 12-20 repeticiones',
  ejercicio_siguiente: { id: 25, nombre: 'Flexiones con pies elevados' },
};

export const WORKOUT_ID = 41;
export const STARTED_AT = '2026-11-23T18:00:00.000Z';

/** A session of "Fuerza básica" just started: squats (last time 60 kg), bench, a plank and a run. */
export function makeWorkout(over: Partial<Workout> = {}): Workout {
  return {
    id: WORKOUT_ID,
    rutina_id: 1,
    nombre: 'Fuerza básica',
    notas: '',
    estado: 'en_curso',
    iniciado_en: STARTED_AT,
    terminado_en: null,
    descarga: false,
    ejercicios: [
      // id_ejercicio_catalogo: the real catalogue's (back squat 108, bench press 1, plank 11; 181 has no photos).
      exercise({
        id: 1,
        orden: 1,
        nombre: 'Sentadilla',
        id_ejercicio_catalogo: 108,
        repeticiones_min: 8,
        anterior: [prev(1, 10, 60), prev(2, 10, 60), prev(3, 8, 60)],
        sugerencia: SUGGESTIONS.mantener,
      }),
      exercise({
        id: 2,
        orden: 2,
        nombre: 'Press de banca',
        id_ejercicio_catalogo: 1,
        grupo_muscular: 'Pecho',
        repeticiones_objetivo: 8,
        descanso: 120,
        sugerencia: SUGGESTIONS.primera_vez,
      }),
      exercise({
        id: 3,
        orden: 3,
        nombre: 'Plancha',
        id_ejercicio_catalogo: 11,
        grupo_muscular: 'Abdomen',
        medida: 'tiempo',
        series_objetivo: 2,
        repeticiones_objetivo: 30,
        descanso: 45,
        sugerencia: {
          ...SUGGESTIONS.primera_vez,
          repeticiones: 30,
          motivo: 'Primera vez: anota el tiempo que aguantas con buena técnica',
        },
      }),
      exercise({
        id: 4,
        orden: 4,
        nombre: 'Carrera continua',
        id_ejercicio_catalogo: 181,
        grupo_muscular: 'Cardio',
        medida: 'distancia',
        series_objetivo: 1,
        repeticiones_objetivo: 2000,
        descanso: 0,
      }),
    ],
    ...over,
  };
}

export const savedSet = (
  id: string,
  ejercicio_sesion_id: number,
  orden: number,
  repeticiones: number,
  kg: number,
  tipo: SetType = 'trabajo',
): WorkoutSet => ({
  id,
  ejercicio_sesion_id,
  orden,
  medida: 'repeticiones',
  repeticiones,
  kg,
  segundos: null,
  metros: null,
  rir: null,
  tipo,
  completada_en: '2026-11-23T18:05:00.000Z',
});

/** The session after a squat session done in full (3 × 10 at 60 kg): the advice is 65 kg. */
export const workoutToProgress = (): Workout => {
  const w = makeWorkout();
  w.ejercicios[0] = {
    ...w.ejercicios[0]!,
    anterior: [1, 2, 3].map((n) => prev(n, 10, 60)),
    sugerencia: SUGGESTIONS.subir,
  };
  return w;
};

/** The same session with its first squat set stored. */
export const workoutWithOneSet = (): Workout => {
  const w = makeWorkout();
  w.ejercicios[0]!.series = [savedSet('00000000-0000-4000-8000-000000000001', 1, 1, 10, 62.5)];
  return w;
};

/**
 * A session of a programme's deload week: the squat's 8-10 range at RIR 4 with one set fewer, and
 * last time's warm-ups (bar and 40 kg) beside its work sets, left out of the prefill.
 */
export const workoutInDeload = (): Workout => {
  const w = makeWorkout({ descarga: true });
  w.ejercicios[0] = {
    ...w.ejercicios[0]!,
    series_objetivo: 2,
    rir_objetivo: 4,
    anterior: [
      prev(1, 10, 20, 'calentamiento'),
      prev(2, 5, 40, 'calentamiento'),
      ...[3, 4, 5].map((n) => prev(n, 10, 60)),
    ],
    sugerencia: {
      ...SUGGESTIONS.mantener,
      motivo: 'Semana de descarga: mantén 60 kg con 2 repeticiones más en reserva',
    },
  };
  return w;
};

/** In a programme (week 3, RIR 2): the squat's 8-10 range, and push-ups past theirs (a harder variation). */
export const workoutInProgramme = (): Workout => {
  const w = makeWorkout();
  w.ejercicios[0] = { ...w.ejercicios[0]!, series_objetivo: 4, rir_objetivo: 2 };
  w.ejercicios[1] = {
    ...w.ejercicios[1]!,
    nombre: 'Flexiones',
    id_ejercicio_catalogo: 2,
    carga: 'corporal',
    repeticiones_min: 12,
    repeticiones_objetivo: 20,
    rir_objetivo: 2,
    anterior: [1, 2, 3].map((n) => ({ ...prev(n, 20, 0), kg: 0 })),
    sugerencia: HARDER_VARIATION,
  };
  return w;
};

export const recordsFixture: PersonalRecord[] = [
  {
    id_ejercicio_catalogo: 101,
    nombre: 'Sentadilla',
    tipo: 'e1rm',
    valor: 83.33,
    kg: null,
    anterior: 80,
    workout_id: WORKOUT_ID,
    fecha: '2026-11-23',
  },
  {
    id_ejercicio_catalogo: 101,
    nombre: 'Sentadilla',
    tipo: 'repeticiones',
    valor: 10,
    kg: 62.5,
    anterior: null,
    workout_id: WORKOUT_ID,
    fecha: '2026-11-23',
  },
  {
    id_ejercicio_catalogo: 101,
    nombre: 'Sentadilla',
    tipo: 'volumen',
    valor: 1875,
    kg: null,
    anterior: 1680,
    workout_id: WORKOUT_ID,
    fecha: '2026-11-23',
  },
];

export function finishedFixture(records: PersonalRecord[] = recordsFixture): WorkoutFinished {
  return {
    workout: { ...workoutWithOneSet(), estado: 'terminado', terminado_en: '2026-11-23T18:52:30.000Z' },
    resumen: { duracion_s: 3150, series_hechas: 9, series_planeadas: 9, volumen_kg: 4210.5, records },
  };
}

const toSet = (id: string, input: WorkoutSetInput): WorkoutSet => ({
  id,
  ejercicio_sesion_id: input.ejercicio_sesion_id,
  orden: input.orden,
  medida: input.medida,
  repeticiones: input.repeticiones ?? null,
  kg: input.kg ?? null,
  segundos: input.segundos ?? null,
  metros: input.metros ?? null,
  rir: input.rir ?? null,
  // The server's default for a set sent without one (an older client's queue).
  tipo: input.tipo ?? 'trabajo',
  completada_en: input.completada_en ?? new Date().toISOString(),
});

/** The catalogue exercise `id` as the server adds it to a session (the fixture catalogue's name, else "Ejercicio n"). */
function addedExercise(id: number, at: number, add: WorkoutExerciseAdd): WorkoutExercise {
  const known = exercisesFixture.find((e) => e.id === add.id_ejercicio);
  return exercise({
    id,
    orden: at,
    nombre: known?.nombre ?? `Ejercicio ${add.id_ejercicio}`,
    id_ejercicio_catalogo: add.id_ejercicio,
    grupo_muscular: 'Pecho',
    series_objetivo: add.series_objetivo ?? 3,
    repeticiones_objetivo: add.repeticiones_objetivo ?? 10,
    repeticiones_min: add.repeticiones_min ?? add.repeticiones_objetivo ?? 10,
    descanso: add.descanso ?? 90,
    grupo: add.grupo ?? null,
    carga: null,
  });
}

/** Same pattern as the exercise being replaced, best fit first. */
export const alternativesFixture: ExerciseAlternative[] = [
  {
    id: 5,
    nombre: 'Sentadilla búlgara',
    grupo_muscular: 'Piernas',
    carga: 'mancuernas',
    motivo: 'Mismo patrón, con mancuernas',
  },
  {
    id: 3,
    nombre: 'Prensa de piernas',
    grupo_muscular: 'Piernas',
    carga: 'maquina',
    motivo: 'Mismo patrón, en máquina',
  },
];

/** An empty session (no routine) as the server starts it. */
export const emptyWorkout = (over: Partial<Workout> = {}): Workout =>
  makeWorkout({ rutina_id: null, nombre: 'Entrenamiento libre', ejercicios: [], ...over });

/** `orden` 1..n in the order of `ids` (the others keep theirs, after them). */
function reorder(w: Workout, ids: number[]): void {
  const rank = (e: WorkoutExercise) => (ids.includes(e.id) ? ids.indexOf(e.id) : ids.length + e.orden);
  w.ejercicios = [...w.ejercicios].sort((a, b) => rank(a) - rank(b)).map((e, i) => ({ ...e, orden: i + 1 }));
}

export interface WorkoutServerOptions {
  workout?: Workout | null;
  /** How set saves answer: stored, a 500, or never. */
  saves?: 'ok' | 'fail' | 'hang';
  records?: PersonalRecord[];
}

/** An in-memory training server; `state` is readable from play functions. */
export function workoutServer({
  workout = makeWorkout(),
  saves = 'ok',
  records = recordsFixture,
}: WorkoutServerOptions = {}) {
  const state = {
    workout: workout ? structuredClone(workout) : null,
    saves,
    puts: 0,
    finished: false,
    /** Exercises added, by the client's UUID (a repeated add answers the same one). */
    added: {} as Record<string, number>,
  };
  const notFound = () => HttpResponse.json({ message: 'Workout not found' }, { status: 404 });
  const find = (id: unknown) => (state.workout && state.workout.id === Number(id) ? state.workout : null);
  const handlers = [
    http.get('/api/workouts/current', () =>
      HttpResponse.json({ workout: state.workout?.estado === 'en_curso' ? state.workout : null }),
    ),
    http.get('/api/workouts/:id/summary', ({ params }) => {
      const w = find(params.id);
      return w ? HttpResponse.json({ ...finishedFixture(records), workout: w }) : notFound();
    }),
    http.get('/api/workouts/:id', ({ params }) => (find(params.id) ? HttpResponse.json(find(params.id)) : notFound())),
    http.post('/api/workouts', async ({ request }) => {
      const body = (await request.json()) as WorkoutStart;
      if (state.workout?.estado === 'en_curso') {
        return HttpResponse.json(
          { message: 'A workout is already in progress', code: 'WORKOUT_IN_PROGRESS' },
          { status: 409 },
        );
      }
      const over = { id: WORKOUT_ID + 1, iniciado_en: body.iniciado_en ?? new Date().toISOString() };
      state.workout = body.rutina_id
        ? makeWorkout({ ...over, rutina_id: body.rutina_id })
        : emptyWorkout({ ...over, nombre: body.nombre ?? 'Entrenamiento libre' });
      return HttpResponse.json(state.workout, { status: 201 });
    }),
    http.get('/api/workouts/:id/exercises/:exerciseId/alternatives', ({ params }) =>
      find(params.id)?.ejercicios.some((e) => e.id === Number(params.exerciseId))
        ? HttpResponse.json(alternativesFixture)
        : notFound(),
    ),
    http.post('/api/workouts/:id/routine', ({ params }) =>
      find(params.id) ? HttpResponse.json({ rutina_id: 9, message: 'Routine created' }, { status: 201 }) : notFound(),
    ),
    http.delete('/api/workouts/:id', ({ params }) => {
      if (!find(params.id)) return notFound();
      state.workout = null;
      return HttpResponse.json({ message: 'Workout deleted' });
    }),
    http.put('/api/workouts/:id/sets/:setId', async ({ params, request }) => {
      state.puts += 1;
      if (state.saves === 'hang') await delay('infinite');
      if (state.saves === 'fail') return HttpResponse.json({ message: 'boom' }, { status: 500 });
      const w = find(params.id);
      if (!w) return notFound();
      const set = toSet(String(params.setId), (await request.json()) as WorkoutSetInput);
      const ex = w.ejercicios.find((e) => e.id === set.ejercicio_sesion_id);
      if (!ex) return HttpResponse.json({ message: 'Unknown exercise' }, { status: 400 });
      ex.series = [...ex.series.filter((s) => s.id !== set.id), set];
      return HttpResponse.json(set);
    }),
    http.put('/api/workouts/:id/exercises/:clienteId', async ({ params, request }) => {
      const w = find(params.id);
      if (!w) return notFound();
      const key = String(params.clienteId);
      const known = w.ejercicios.find((e) => e.id === state.added[key]);
      if (known) return HttpResponse.json(known);
      const add = (await request.json()) as WorkoutExerciseAdd;
      const id = Math.max(0, ...w.ejercicios.map((e) => e.id)) + 1;
      const created = addedExercise(id, w.ejercicios.length + 1, add);
      w.ejercicios.push(created);
      if (add.orden)
        reorder(
          w,
          w.ejercicios
            .map((e) => e.id)
            .filter((x) => x !== id)
            .toSpliced(add.orden - 1, 0, id),
        );
      state.added[key] = id;
      return HttpResponse.json(
        w.ejercicios.find((e) => e.id === id),
        { status: 201 },
      );
    }),
    http.delete('/api/workouts/:id/exercises/:exerciseId', ({ params }) => {
      const w = find(params.id);
      if (!w?.ejercicios.some((e) => e.id === Number(params.exerciseId))) return notFound();
      w.ejercicios = w.ejercicios.filter((e) => e.id !== Number(params.exerciseId));
      reorder(
        w,
        w.ejercicios.map((e) => e.id),
      );
      return HttpResponse.json({ message: 'Exercise removed' });
    }),
    http.patch('/api/workouts/:id/exercises/:exerciseId', async ({ params, request }) => {
      const ex = find(params.id)?.ejercicios.find((e) => e.id === Number(params.exerciseId));
      if (!ex) return notFound();
      const { id_ejercicio, ...patch } = (await request.json()) as WorkoutExercisePatch;
      Object.assign(ex, patch);
      if (id_ejercicio) {
        const known = exercisesFixture.find((e) => e.id === id_ejercicio);
        Object.assign(ex, {
          id_ejercicio_catalogo: id_ejercicio,
          nombre: known?.nombre ?? `Ejercicio ${id_ejercicio}`,
        });
      }
      return HttpResponse.json(ex);
    }),
    http.patch('/api/workouts/:id', async ({ params, request }) => {
      const w = find(params.id);
      if (!w) return notFound();
      const { orden_ejercicios, ...patch } = (await request.json()) as WorkoutPatch;
      Object.assign(w, patch);
      if (orden_ejercicios) reorder(w, orden_ejercicios);
      return HttpResponse.json(w);
    }),
    http.delete('/api/workouts/:id/sets/:setId', ({ params }) => {
      const ex = find(params.id)?.ejercicios.find((e) => e.series.some((x) => x.id === params.setId));
      if (!ex) return HttpResponse.json({ message: 'Set not found' }, { status: 404 });
      ex.series = ex.series.filter((x) => x.id !== params.setId);
      return HttpResponse.json({ message: 'Set deleted' });
    }),
    http.post('/api/workouts/:id/finish', ({ params }) => {
      const w = find(params.id);
      if (!w) return notFound();
      state.finished = true;
      Object.assign(w, { estado: 'terminado', terminado_en: new Date().toISOString() });
      return HttpResponse.json({ ...finishedFixture(records), workout: w });
    }),
  ];
  return { state, handlers };
}

/**
 * Default: no session in progress (what the overview's "Hoy" card asks). Only that route: the
 * history's handlers (training-log.ts) answer the others; a story that trains a session gives
 * its own `workoutServer` as the `workouts` group, which comes first (handlers/index.ts).
 */
export const workoutsHandlers = [http.get('/api/workouts/current', () => HttpResponse.json({ workout: null }))];

/** Story parameters that answer every training call never (loading) or with a server error. */
export const workoutsAnswer = {
  pending: () => ({ workouts: [http.get('/api/workouts/*', () => delay('infinite'))] }),
  failing: () => ({
    workouts: [http.get('/api/workouts/*', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))],
  }),
};

import { delay, http, HttpResponse } from 'msw';
import type {
  MuscleFeedback,
  MuscleRecovery,
  RecoveryState,
  PlanAdjustment,
  PlanAdjustmentDecision,
  PlanAdjustments,
  Readiness,
  ReadinessInput,
  WorkoutFeedback,
  WorkoutFeedbackInput,
} from '../../lib/contract-feedback';

/**
 * How training felt (src/lib/contract-feedback.ts) for stories and unit tests: a small in-memory
 * server per call of `feedbackServer`; its `state` and `requests` are readable from play functions.
 */

const muscle = (
  grupo_muscular_id: number,
  grupo_muscular: string,
  over: Partial<MuscleFeedback> = {},
): MuscleFeedback => ({
  grupo_muscular_id,
  grupo_muscular,
  entrenado: true,
  bombeo: null,
  agujetas: null,
  dolor: null,
  articulacion: null,
  carga: null,
  ...over,
});

/** The three muscles a full-body session trained, nothing answered yet. */
export const feedbackFixture = (
  workout_id = 41,
  musculos: MuscleFeedback[] = [muscle(12, 'Cuádriceps'), muscle(1, 'Pecho'), muscle(2, 'Espalda')],
): WorkoutFeedback => ({ workout_id, musculos, actualizado_en: null });

/** The same session with two muscles answered. */
export const answeredFeedbackFixture = (workout_id = 41): WorkoutFeedback => ({
  workout_id,
  musculos: [
    muscle(12, 'Cuádriceps', { bombeo: 2, agujetas: 1, dolor: 'ninguno', carga: 'justa' }),
    muscle(1, 'Pecho', { bombeo: 1, agujetas: 3, dolor: 'algo', articulacion: 'hombro', carga: 'demasiada' }),
    muscle(2, 'Espalda'),
  ],
  actualizado_en: '2026-11-18T09:30:00.000Z',
});

export const unansweredReadiness = (workout_id = 41): Readiness => ({
  workout_id,
  sueno: null,
  estres: null,
  cuerpo: null,
  ajuste: 'ninguno',
  motivo: '',
});

/** Slept badly and stressed: RIR +1 on every exercise. */
export const lighterReadiness = (workout_id = 41): Readiness => ({
  workout_id,
  sueno: 'mal',
  estres: 'alto',
  cuerpo: 'normal',
  ajuste: 'rir',
  motivo: 'Hoy RIR +1 en cada ejercicio: dormiste mal y el estrés es alto',
});

/** What the server's rule answers for `input` (the stories' simple version of it). */
export function readinessFor(workout_id: number, input: ReadinessInput): Readiness {
  const tired = [input.sueno === 'mal', input.estres === 'alto', input.cuerpo === 'cansado'].filter(Boolean).length;
  if (tired === 0) {
    return { workout_id, sueno: null, estres: null, cuerpo: null, ...input, ajuste: 'ninguno', motivo: '' };
  }
  return { ...lighterReadiness(workout_id), sueno: null, estres: null, cuerpo: null, ...input };
}

const proposal = (over: Partial<PlanAdjustment> & Pick<PlanAdjustment, 'id' | 'tipo' | 'motivo'>): PlanAdjustment => ({
  grupo_muscular_id: null,
  grupo_muscular: null,
  delta: null,
  ejercicio_id: null,
  ejercicio: null,
  alternativa_id: null,
  alternativa: null,
  estado: 'propuesta',
  ...over,
});

export const addBackSet = proposal({
  id: 7,
  tipo: 'series',
  grupo_muscular_id: 2,
  grupo_muscular: 'Espalda',
  delta: 1,
  motivo: 'Añadimos 1 serie de espalda: recuperaste bien y el bombeo fue bajo',
});
export const cutChestSet = proposal({
  id: 8,
  tipo: 'series',
  grupo_muscular_id: 1,
  grupo_muscular: 'Pecho',
  delta: -1,
  motivo: 'Quitamos 1 serie de pecho: las agujetas te duraron hasta la sesión siguiente',
});
export const swapExercise = proposal({
  id: 9,
  tipo: 'cambio_ejercicio',
  grupo_muscular_id: 1,
  grupo_muscular: 'Pecho',
  ejercicio_id: 1,
  ejercicio: 'Press de banca con barra',
  alternativa_id: 5,
  alternativa: 'Press de banca con mancuernas',
  motivo: 'Cambiamos el press de banca con barra por press de banca con mancuernas: te molestó el hombro',
});
export const earlyDeload = proposal({
  id: 10,
  tipo: 'descarga',
  motivo: 'Adelantamos la descarga a la semana que viene: tres músculos dijeron «demasiada»',
});

export const adjustmentsFixture = (
  propuestas: PlanAdjustment[],
  plan_id = 41,
  semana: number | null = 4,
  sin_cambios: PlanAdjustments['sin_cambios'] = [],
): PlanAdjustments => ({
  plan_id,
  semana,
  propuestas,
  sin_cambios,
});

/** Muscles answered whose next week stays as it is (rule F9), as the server words them. */
export const unchangedBack = {
  grupo_muscular_id: 2,
  grupo_muscular: 'Espalda',
  motivo: 'Sin cambios en espalda: el estímulo ya fue suficiente.',
};
export const unchangedChest = {
  grupo_muscular_id: 1,
  grupo_muscular: 'Pecho',
  motivo:
    'Sin cambios en pecho: recuperaste bien y el bombeo fue bajo, pero ya haces 22 series a la semana, el tope de tu rango (22).',
};

const RECOVERY_GROUPS = [
  { id: 1, clave: 'pecho', nombre: 'Pecho' },
  { id: 2, clave: 'espalda', nombre: 'Espalda' },
  { id: 5, clave: 'hombro', nombre: 'Hombros' },
  { id: 12, clave: 'rodilla', nombre: 'Cuádriceps' },
  { id: 7, clave: 'cadera', nombre: 'Glúteos e isquiotibiales' },
  { id: 3, clave: 'biceps', nombre: 'Bíceps' },
  { id: 4, clave: 'triceps', nombre: 'Tríceps' },
  { id: 14, clave: 'gemelo', nombre: 'Gemelos' },
  { id: 8, clave: 'core', nombre: 'Abdominales' },
];

const REASONS: Record<RecoveryState, string> = {
  sin_datos: '',
  recuperado: 'Sin agujetas y la carga te pareció justa',
  cargado: 'Agujetas fuertes desde la última sesión',
  dolor: 'Te dolió una articulación',
};

/** Every group with the state given by `clave` (no data for the rest). */
export const recoveryFixture = (states: Partial<Record<string, RecoveryState>> = {}): MuscleRecovery => ({
  grupos: RECOVERY_GROUPS.map((g) => {
    const estado = states[g.clave] ?? 'sin_datos';
    return { ...g, estado, motivo: REASONS[estado], fecha: estado === 'sin_datos' ? null : '2026-11-16' };
  }),
});

/** A week with feedback: legs and back recovered, chest loaded, shoulders sore. */
export const someRecovery = recoveryFixture({
  rodilla: 'recuperado',
  espalda: 'recuperado',
  cadera: 'recuperado',
  pecho: 'cargado',
  triceps: 'cargado',
  hombro: 'dolor',
});

export interface FeedbackServerOptions {
  feedback?: WorkoutFeedback;
  readiness?: Readiness;
  adjustments?: PlanAdjustments;
  recovery?: MuscleRecovery;
}

/** An in-memory server of the feedback routes. */
export function feedbackServer({
  feedback = feedbackFixture(41, []),
  readiness = { ...unansweredReadiness(), sueno: 'bien', estres: 'bajo', cuerpo: 'normal' },
  adjustments = adjustmentsFixture([]),
  recovery = recoveryFixture(),
}: FeedbackServerOptions = {}) {
  const state = {
    feedback: structuredClone(feedback),
    readiness: structuredClone(readiness),
    adjustments: structuredClone(adjustments),
    recovery,
  };
  const requests: { method: string; url: string; body: unknown }[] = [];
  const handlers = [
    http.get('/api/workouts/:id/feedback', ({ params }) =>
      HttpResponse.json({ ...state.feedback, workout_id: Number(params.id) }),
    ),
    http.put('/api/workouts/:id/feedback', async ({ request }) => {
      const body = (await request.json()) as WorkoutFeedbackInput;
      requests.push({ method: 'PUT', url: request.url, body });
      const given = new Map(body.musculos.map((m) => [m.grupo_muscular_id, m]));
      state.feedback = {
        ...state.feedback,
        musculos: state.feedback.musculos.map((m) => {
          const a = given.get(m.grupo_muscular_id);
          return {
            ...m,
            bombeo: a?.bombeo ?? null,
            agujetas: a?.agujetas ?? null,
            dolor: a?.dolor ?? null,
            articulacion: a?.dolor === 'algo' || a?.dolor === 'me_paro' ? (a.articulacion ?? null) : null,
            carga: a?.carga ?? null,
          };
        }),
        actualizado_en: new Date().toISOString(),
      };
      return HttpResponse.json(state.feedback);
    }),
    http.get('/api/workouts/:id/readiness', ({ params }) =>
      HttpResponse.json({ ...state.readiness, workout_id: Number(params.id) }),
    ),
    http.put('/api/workouts/:id/readiness', async ({ params, request }) => {
      const body = (await request.json()) as ReadinessInput;
      requests.push({ method: 'PUT', url: request.url, body });
      state.readiness = readinessFor(Number(params.id), body);
      return HttpResponse.json(state.readiness);
    }),
    http.get('/api/plans/:id/adjustments', () => HttpResponse.json(state.adjustments)),
    http.put('/api/plans/:id/adjustments/:proposalId', async ({ params, request }) => {
      const body = (await request.json()) as PlanAdjustmentDecision;
      requests.push({ method: 'PUT', url: request.url, body });
      const found = state.adjustments.propuestas.find((p) => p.id === Number(params.proposalId));
      if (!found) return HttpResponse.json({ message: 'Propuesta no encontrada' }, { status: 404 });
      found.estado = body.estado;
      return HttpResponse.json(found);
    }),
    http.get('/api/progress/recovery', () => HttpResponse.json(state.recovery)),
  ];
  return { state, requests, handlers };
}

/** Default handlers: no muscle to ask about, readiness answered (nothing shown), no proposal, no recovery data. */
export const feedbackHandlers = feedbackServer().handlers;

/** Story parameters for the feedback group: every GET never answers, or fails. */
export const feedbackAnswers = {
  pending: () => ({ feedback: [http.get('/api/*', () => delay('infinite'))] }),
  failing: () => ({ feedback: [http.get('/api/*', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))] }),
};

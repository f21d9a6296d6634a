import { randomInt } from 'node:crypto';
import { addDays, formatISO, isValid, parseISO } from 'date-fns';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateProgramme, NoExercisesForPlanError, type Programme } from '../../domain/plans';
import { todayIso } from '../../domain/profile';
import { HttpError } from '../../plugins/errors';
import { generatorProfile, goalOf } from '../autogenerate/profile';
import { loadUserState, referenceCache, type Reference, type UserState } from '../autogenerate/repository';
import { adjustmentRoutes } from './adjustment-routes';
import { deletePlan, listPlans, readPlan, storePlan, storedPlanOf } from './repository';
import {
  idParams,
  noContent,
  plan,
  planDeleteQuery,
  planErrors as errors,
  planInput,
  planList,
  tooManyPlans,
  type PlanInput,
} from './schemas';

const TAGS = ['plans'];
const security = [{ token: [] }];
const bad = (message: string) => new HttpError(400, message, 'VALIDATION');
const notFound = () => new HttpError(404, 'Plan not found', 'NOT_FOUND');

/** Monday of next week, or today when today is a Monday (YYYY-MM-DD). */
export function nextMonday(today: string): string {
  const d = parseISO(today);
  const offset = (8 - (d.getDay() === 0 ? 7 : d.getDay())) % 7;
  return formatISO(addDays(d, offset), { representation: 'date' });
}

/** The rules zod cannot say alone: distinct days, sessions <= days, a real start not in the past, known exercises. */
function checkChoices(body: PlanInput, today: string, ref: Reference): string {
  if (new Set(body.dias).size !== body.dias.length) throw bad('dias must not repeat a weekday');
  if (body.sesiones_semana !== undefined && body.sesiones_semana > body.dias.length)
    throw bad(`sesiones_semana (${body.sesiones_semana}) cannot be more than the days available (${body.dias.length})`);
  if (new Set(body.equipamiento).size !== body.equipamiento.length) throw bad('equipamiento must not repeat an item');
  const known = new Set(ref.catalogue.map((e) => e.id));
  const unknown = (body.evitar_ejercicios ?? []).filter((id) => !known.has(id));
  if (unknown.length) throw bad(`Unknown exercise ids in evitar_ejercicios: ${unknown.join(', ')}`);
  const start = body.fecha_inicio ?? nextMonday(today);
  const parsed = parseISO(start);
  if (!isValid(parsed) || formatISO(parsed, { representation: 'date' }) !== start)
    throw bad('fecha_inicio is not a valid date');
  if (start < today) throw bad('fecha_inicio cannot be in the past');
  return start;
}

function programmeFor(user: UserState, ref: Reference, body: PlanInput, today: string): Programme {
  const goal = goalOf(user, ref, 'creating a plan');
  try {
    return generateProgramme({
      profile: generatorProfile(user, goal, today),
      choices: { ...body, evitar_zonas: body.evitar_zonas ?? [], evitar_ejercicios: body.evitar_ejercicios ?? [] },
      catalogue: ref.catalogue,
      removedExerciseIds: user.removedExerciseIds,
      seed: randomInt(0, 2 ** 31 - 1),
    });
  } catch (err) {
    if (err instanceof NoExercisesForPlanError)
      throw bad('No exercise fits these choices: add equipment or avoid fewer areas or exercises');
    throw err;
  }
}

type App = Parameters<FastifyPluginAsyncZod>[0];
type GoalName = (ref: Reference) => (id: number) => string;

/** `POST /api/plans`: builds, stores and answers the programme (201). */
function createRoute(
  app: App,
  reference: () => Promise<Reference>,
  goalName: GoalName,
  limit: preHandlerAsyncHookHandler,
) {
  app.post(
    '/plans',
    {
      preHandler: [app.authenticate, limit],
      schema: {
        tags: TAGS,
        security,
        summary: 'Creates a programme: one user routine per session, for a block of weeks (201)',
        body: planInput,
        response: { 201: plan, ...errors, ...tooManyPlans },
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      const today = todayIso();
      const [user, ref] = await Promise.all([loadUserState(app.db, userId, today), reference()]);
      if (!user) throw new HttpError(403, 'User not found', 'USER_NOT_FOUND');
      const start = checkChoices(req.body, today, ref);
      const programme = programmeFor(user, ref, req.body, today);
      const end = formatISO(addDays(parseISO(start), programme.semanas * 7 - 1), { representation: 'date' });
      const goal = ref.goals.get(user.objetivoId!)!;
      const args = {
        userId,
        goalId: user.objetivoId!,
        goalName: goal.goalName,
        methodId: goal.methodId,
        choices: req.body,
        start,
        end,
        programme,
      };
      const stored = await storePlan(app.db, args);
      return reply.code(201).send(storedPlanOf(args, stored, today, (id) => ref.details.get(id)?.nombre ?? ''));
    },
  );
}

/** docs/PRODUCT.md §17: programmes (create, list, read, delete) and their proposed changes. */
const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const reference = referenceCache(app.db);
  const goalName: GoalName = (ref) => (id) => ref.goals.get(id)?.goalName ?? '';
  const limit = app.limit({
    name: 'plans',
    max: app.config.plansPerHour,
    windowSeconds: 3600,
    key: (req) => (req.user ? String(req.user.id) : null),
  });

  createRoute(app, reference, goalName, limit);
  // Proposed changes from the feedback (docs/coaching/feedback.md): their own Spanish errors.
  await app.register(adjustmentRoutes(reference));

  app.get(
    '/plans',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        security,
        summary: "The caller's programmes, newest first",
        response: { 200: planList, ...errors },
      },
    },
    async (req) => listPlans(app.db, req.user!.id, todayIso(), goalName(await reference())),
  );

  app.get(
    '/plans/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        security,
        summary: 'One programme with its sessions',
        params: idParams,
        response: { 200: plan, ...errors },
      },
    },
    async (req) => {
      const found = await readPlan(app.db, req.user!.id, req.params.id, todayIso(), goalName(await reference()));
      if (!found) throw notFound();
      return found;
    },
  );

  app.delete(
    '/plans/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        security,
        summary: 'Deletes a programme; ?rutinas=borrar deletes its routines too, conservar (default) keeps them',
        params: idParams,
        querystring: planDeleteQuery,
        response: { 204: noContent, ...errors },
      },
    },
    async (req, reply) => {
      const gone = await deletePlan(app.db, req.user!.id, req.params.id, req.query.rutinas === 'borrar');
      if (!gone) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
export default planRoutes;

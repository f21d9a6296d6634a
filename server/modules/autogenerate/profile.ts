import type { GeneratorProfile } from '../../domain/generator';
import { ageOn, bmiOf, trainedWeeks } from '../../domain/generator';
import { HttpError } from '../../plugins/errors';
import type { Reference, UserState } from './repository';

export type Goal = NonNullable<ReturnType<Reference['goals']['get']>>;

/** The user's goal with its method, or 400 for a user who has not chosen one. */
export function goalOf(user: UserState, ref: Reference, what = 'generating a routine'): { goalId: number; goal: Goal } {
  const goal = user.objetivoId === null ? undefined : ref.goals.get(user.objetivoId);
  if (user.objetivoId === null || !goal) {
    throw new HttpError(400, `You have no goal (objetivo) yet: choose one in your profile before ${what}`, 'NO_GOAL');
  }
  return { goalId: user.objetivoId, goal };
}

/** What the generators know of the user today (POST /api/autogenerate and POST /api/plans). */
export function generatorProfile(
  user: UserState,
  { goalId, goal }: { goalId: number; goal: Goal },
  today: string,
): GeneratorProfile {
  return {
    goalId,
    methodId: goal.methodId,
    goalName: goal.goalName,
    age: ageOn(user.fechaNacimiento, today),
    sexo: user.sexo,
    bmi: bmiOf(user.peso, user.altura),
    // Weeks of training: the routines' dated periods and the span of the training log (first to
    // last finished session, imported history included), overlaps counted once. Three months of
    // imported sessions are about 13 weeks even with no routine dated then.
    trainedWeeks: trainedWeeks(user.loggedSpan ? [...user.periods, user.loggedSpan] : user.periods, today),
    // The sessions the user finished raise the level (level.ts levelFromEvidence); dates
    // alone never do.
    finishedSessions: user.finishedSessions,
  };
}

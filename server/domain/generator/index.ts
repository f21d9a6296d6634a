/** The routine generator: plain TypeScript, no Fastify (STYLE.md "Domain logic"). */
export { generateRoutine, NotEnoughExercisesError, MAX_EXERCISES, MIN_EXERCISES } from './generate';
export {
  ageOn,
  bmiOf,
  levelForSessions,
  levelForWeeks,
  levelFromEvidence,
  levelFor,
  nextLevelEvidence,
  trainedWeeks,
  EXPERIENCE_LEVELS,
  LEVEL_THRESHOLDS_SESSIONS,
  LEVEL_THRESHOLDS_WEEKS,
  type RoutinePeriod,
} from './level';
export { PRESCRIPTIONS, prescriptionFor, avoidsHighImpact, type Prescription } from './prescription';
export { checkPlan } from './rule-book';
export type * from './types';

/** The programme generator (docs/PRODUCT.md §17): plain TypeScript, no Fastify. */
export { generateProgramme, NoExercisesForPlanError, planLevel, sessionsWanted, loadAreaOf } from './generate';
export { checkProgramme } from './rule-book';
export { currentWeek, progression } from './progression';
export { schedule, weekGap } from './split';
export { sessionName } from './texts';
export type * from './types';

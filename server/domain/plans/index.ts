/** The programme generator (docs/PRODUCT.md §17, docs/coaching/programmes.md): plain TypeScript, no Fastify. */
export { generateProgramme, NoExercisesForPlanError, planLevel, sessionCount } from './generate';
export { checkProgramme } from './rule-book';
export { currentWeek, progression } from './progression';
export { schedule, weekGap } from './split';
export { sessionName } from './texts';
export { loadAreaOf } from './catalogue';
export type * from './types';

/**
 * Body-weight skills: the ends of the body-weight chains (difficulty 5: one-arm push-ups and
 * pull-ups, muscle-ups, archer pull-ups, wall handstand push-ups, shrimp squats, dragon flags).
 * Nothing lightens them, and even lifters who have trained them for years do a handful of clean
 * repetitions: they are dosed like strength work, 3 to 6 repetitions with 2 to 3 minutes of rest
 * (NSCA Essentials ch. 17: strength at 6 or fewer repetitions, 2-5 min of rest; body-weight work
 * progressed by harder variations). A dose that starts above 6 repetitions (size, toning, fat
 * loss, general fitness, and the single routine, which doses in the goal's range) leaves them out:
 * the variant one step easier serves that goal.
 */
import type { ExerciseModel } from './types';

/** Difficulty from which a body-weight exercise is a skill. */
export const SKILL_DIFFICULTY = 5;
/** How a skill is dosed: repetitions and rest (seconds). */
export const SKILL = { reps: { min: 3, max: 6 }, rest: { min: 120, max: 180 } } as const;

/** Whether an exercise of this model and difficulty is a body-weight skill. */
export function isBodyweightSkill(m: Pick<ExerciseModel, 'progresion' | 'dosificacion'>, dificultad: number): boolean {
  return m.progresion === 'corporal' && m.dosificacion === 'repeticiones' && dificultad >= SKILL_DIFFICULTY;
}

/** Whether a skill fits a dose whose repetition range starts at `minReps`. */
export function skillFitsReps(minReps: number): boolean {
  return minReps <= SKILL.reps.max;
}

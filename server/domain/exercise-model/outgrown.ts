/**
 * Body-weight work a lifter has outgrown (rule P27 of docs/coaching/programmes.md), for the
 * programme generator (plans/person.ts) and the single-routine generator (generator/generate.ts)
 * alike. A body-weight exercise has no load to add: what makes it harder is a harder step of its
 * ladder (`harderSteps`: its `mas_dificil`, or an exercise whose `mas_facil` it is, such as the
 * single-leg deadlift with a kettlebell for the body-weight one). From Avanzado, an adult with no
 * age or BMI restriction does not get a body-weight strength exercise two or more difficulty steps
 * below the level when a harder step, at most one step below the level, is one they may do:
 * wall push-ups or chair squats are for learning the movement, not for years of training (NSCA
 * Essentials ch. 17: progress body-weight work by harder variations). Squatting and lunging,
 * hinging and bridging, pushing and pulling each keep at least two exercises (a week needs the
 * variety, and pulling must keep up with pushing): with a table and a towel only, the towel row
 * stays beside the row under a table.
 * Core work is left alone (dead bugs and bird dogs serve every level). Conditioning too has its
 * easy end: marching in place gives way to its run (fast high knees) or mountain climbers where
 * they suit, and at least two conditioning drills stay.
 */
import type { ExerciseModel, MovementPattern } from './types';

/** Level from which easy body-weight variants are outgrown: Avanzado. */
export const OUTGROWN_FROM_LEVEL = 3;
/** Exercises a group of patterns keeps when easy variants go. */
export const OUTGROWN_KEEPS = 2;

const GROUPS: readonly (readonly MovementPattern[])[] = [
  ['sentadilla', 'zancada'],
  ['bisagra', 'puente'],
  ['empuje-horizontal', 'empuje-vertical'],
  ['tiron-horizontal', 'tiron-vertical'],
];

/** One exercise the person may do, as this rule reads it. */
export interface OutgrownView {
  id: number;
  dificultad: number;
  m: Pick<ExerciseModel, 'mas_dificil' | 'mas_facil' | 'progresion' | 'patron'>;
  /** Strength work (sets of repetitions, not core, power, plyometrics, holds or conditioning). */
  strength: boolean;
}

/** What the rule reads: strength work of the body's weight, and conditioning. */
const counted = (x: OutgrownView) => x.strength || x.m.patron === 'cardio';

/**
 * The next harder steps of `x` among `pool`: its `mas_dificil`, and every exercise whose
 * `mas_facil` is `x` (a ladder is a tree: the single-leg deadlift with a kettlebell and the one
 * with a dumbbell both step back to the body-weight one).
 */
export function harderSteps<T extends Pick<OutgrownView, 'id' | 'm'>>(x: T, pool: readonly T[]): T[] {
  return pool.filter((h) => h.id !== x.id && (h.id === x.m.mas_dificil || h.m.mas_facil === x.id));
}

/** Who the rule reads. */
export interface OutgrownWho {
  level: number;
  youth: boolean;
  restricted: boolean;
}

/**
 * Whether the person has outgrown `x`: body-weight work (or conditioning) two or more difficulty
 * steps below their level, with a harder step in `pool` at most one step below it.
 */
export function outgrows(x: OutgrownView, pool: readonly OutgrownView[], who: OutgrownWho): boolean {
  return (
    who.level >= OUTGROWN_FROM_LEVEL &&
    !who.youth &&
    !who.restricted &&
    (x.m.progresion === 'corporal' || x.m.patron === 'cardio') &&
    counted(x) &&
    x.dificultad <= who.level - 2 &&
    harderSteps(x, pool).some((harder) => harder.dificultad <= who.level - 1)
  );
}

/**
 * The ids of `pool` (what the person may do) they have outgrown. Some come back so each group
 * keeps two exercises; those are still outgrown (`outgrows`), and the programme gives them the
 * least weight (plans/generate.ts).
 */
export function outgrownIds(pool: readonly OutgrownView[], who: OutgrownWho): Set<number> {
  const out = new Set<number>();
  const byId = new Map(pool.map((x) => [x.id, x]));
  for (const x of pool) if (outgrows(x, pool, who)) out.add(x.id);
  const groupOf = (x: OutgrownView) => GROUPS.find((g) => g.includes(x.m.patron)) ?? [x.m.patron];
  for (const group of new Set([...out].map((id) => groupOf(byId.get(id)!)))) {
    const left = () => pool.filter((x) => group.includes(x.m.patron) && counted(x) && !out.has(x.id)).length;
    // Back in, from the top of each chain down: the variant just under one that stays.
    while (left() < OUTGROWN_KEEPS) {
      const next = pool.find(
        (x) => out.has(x.id) && group.includes(x.m.patron) && harderSteps(x, pool).some((h) => !out.has(h.id)),
      );
      if (!next) break;
      out.delete(next.id);
    }
  }
  return out;
}

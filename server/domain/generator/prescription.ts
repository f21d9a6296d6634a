/**
 * Training prescription per goal: the ranges every generated plan must respect.
 *
 * Sources:
 * - American College of Sports Medicine. Position Stand "Progression Models in Resistance
 *   Training for Healthy Adults". Med Sci Sports Exerc 2009;41(3):687-708.
 *   Novices: 1-3 sets of 8-12 repetitions; hypertrophy: 1-3 sets (novice) to 3-6 sets
 *   (advanced) of 6-12 repetitions with 1-2 min rest; local muscular endurance: light loads,
 *   10-25 repetitions with short rests (< 1-2 min); multiple-joint before single-joint
 *   exercises, large before small muscle groups, power/high-intensity work first; load
 *   increases of 2-10 % when the top of the repetition range is exceeded.
 * - ACSM's Guidelines for Exercise Testing and Prescription (11th ed., 2021), resistance
 *   training chapter: 2-4 sets of 8-12 repetitions for most adults, 10-15 repetitions for
 *   beginners and older adults, >= 48 h between sessions for the same muscle group,
 *   circuit training with short rests for weight management.
 *
 * | goal (id)                 | sets | reps  | rest (s) | style                                 |
 * | ------------------------- | ---- | ----- | -------- | ------------------------------------- |
 * | Adaptación general (1)    | 1-3  | 10-15 | 60-90    | full body, technique first            |
 * | Tonificación (2)          | 2-3  | 12-20 | 30-60    | muscular endurance, short rests       |
 * | Hipertrofia (3)           | 3-4  | 8-12  | 60-90    | compound first, then isolation        |
 * | Pérdida de grasa (4)      | 2-3  | 12-20 | 20-40    | circuit, conditioning finisher        |
 * | Rendimiento funcional (5) | 3-4  | 6-12  | 60-120   | compound/multi-joint only (+ core)    |
 *
 * Isometric holds (fuerza "estatico", e.g. planks) use `repeticiones` as seconds: 20-60 s.
 */

export interface Range {
  min: number;
  max: number;
}

export interface Prescription {
  goalId: number;
  /** Sets per exercise. */
  series: Range;
  /** Repetitions per set (dynamic exercises). */
  repeticiones: Range;
  /** Rest after each set, seconds. */
  descanso: Range;
  /** Seconds per set of an isometric hold (planks); stored as `repeticiones`. */
  sostener: Range;
  /** Exercises are done in a circuit (one set of each, then the next round). */
  circuit: boolean;
  /** Only compound, multi-joint exercises (core work excepted). */
  compoundOnly: boolean;
  /** Sets by level (index 0 = Principiante .. 4 = Elite) for the main (compound) exercises. */
  seriesByLevel: readonly [number, number, number, number, number];
}

const HOLD: Range = { min: 20, max: 60 };

export const PRESCRIPTIONS: Readonly<Record<number, Prescription>> = {
  1: {
    goalId: 1,
    series: { min: 1, max: 3 },
    repeticiones: { min: 10, max: 15 },
    descanso: { min: 60, max: 90 },
    sostener: HOLD,
    circuit: false,
    compoundOnly: false,
    seriesByLevel: [2, 2, 3, 3, 3],
  },
  2: {
    goalId: 2,
    series: { min: 2, max: 3 },
    repeticiones: { min: 12, max: 20 },
    descanso: { min: 30, max: 60 },
    sostener: HOLD,
    circuit: false,
    compoundOnly: false,
    seriesByLevel: [2, 3, 3, 3, 3],
  },
  3: {
    goalId: 3,
    series: { min: 3, max: 4 },
    repeticiones: { min: 8, max: 12 },
    descanso: { min: 60, max: 90 },
    sostener: HOLD,
    circuit: false,
    compoundOnly: false,
    seriesByLevel: [3, 3, 4, 4, 4],
  },
  4: {
    goalId: 4,
    series: { min: 2, max: 3 },
    repeticiones: { min: 12, max: 20 },
    descanso: { min: 20, max: 40 },
    sostener: HOLD,
    circuit: true,
    compoundOnly: false,
    seriesByLevel: [2, 3, 3, 3, 3],
  },
  5: {
    goalId: 5,
    series: { min: 3, max: 4 },
    repeticiones: { min: 6, max: 12 },
    descanso: { min: 60, max: 120 },
    sostener: HOLD,
    circuit: false,
    compoundOnly: true,
    seriesByLevel: [3, 3, 4, 4, 4],
  },
};

/** Method id -> the goal whose prescription it follows (for goals added later). */
const GOAL_OF_METHOD: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 3, 4: 4 };

/** The prescription of a goal; an unknown goal follows its method, else general adaptation. */
export function prescriptionFor(goalId: number, methodId: number): Prescription {
  return PRESCRIPTIONS[goalId] ?? PRESCRIPTIONS[GOAL_OF_METHOD[methodId] ?? 1]!;
}

/**
 * Older adults (>= 60) train at 10-15 repetitions with moderate loads (ACSM Guidelines): the
 * repetition floor is raised to 10 when the goal's range allows it.
 */
export const OLDER_ADULT_AGE = 60;
export const OLDER_ADULT_MIN_REPS = 10;

/** High-impact (jumping) exercises are left out from this BMI or this age on. */
export const HIGH_IMPACT_MAX_BMI = 30;
export const HIGH_IMPACT_MAX_AGE = 60;

export function avoidsHighImpact(profile: { bmi: number; age: number }): boolean {
  return profile.bmi >= HIGH_IMPACT_MAX_BMI || profile.age >= HIGH_IMPACT_MAX_AGE;
}

/** Repetition range for one person: the goal's, with the older-adult floor applied. */
export function repRangeFor(p: Prescription, age: number): Range {
  if (age < OLDER_ADULT_AGE) return p.repeticiones;
  const min = Math.min(Math.max(p.repeticiones.min, OLDER_ADULT_MIN_REPS), p.repeticiones.max);
  return { min, max: p.repeticiones.max };
}

/**
 * From age 60 or BMI 30 (the high-impact limits) heavy spinal loading (classify.ts
 * `isHeavySpinalLoad`), highly technical lifts and advanced variants (difficulty above
 * Intermedio) stay out whatever the level: the injury risk outweighs what they add.
 */
export const RESTRICTED_MAX_DIFFICULTY = 2;
/** From this age a standing single-leg exercise trains balance (fall prevention, ACSM 2021). */
export const BALANCE_AGE = 65;

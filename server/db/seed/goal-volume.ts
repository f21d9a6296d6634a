/**
 * Sets and repetitions that fit each goal (goal ids 1-5 of docs/PRODUCT.md §3), used by the public templates
 * (checked in catalogue.test.ts) and available to the routine generator.
 *
 * Source: American College of Sports Medicine, Position Stand "Progression Models in Resistance
 * Training for Healthy Adults", Med Sci Sports Exerc 2009;41(3):687-708. In short: novices 1-3
 * sets of 8-12 repetitions with light to moderate loads; local muscular endurance with light loads,
 * 10-15 repetitions (novice, intermediate) up to 10-25 (advanced) and short rests; hypertrophy
 * 1-3 sets (novice) to 3-6 sets (advanced) of 1-12 repetitions with the emphasis on 6-12; strength
 * and power with several sets of low to moderate repetitions on multi-joint exercises. The ranges
 * below narrow those recommendations to what one template of each goal prescribes.
 */
export interface GoalVolume {
  /** Spanish goal label (docs/PRODUCT.md §3). */
  nombre: string;
  series: { min: number; max: number };
  repeticiones: { min: number; max: number };
  /** Share of multi-joint (compound) exercises a template must exceed, when the goal asks for it. */
  minCompoundShare?: number;
}

export const GOAL_VOLUME: Readonly<Record<1 | 2 | 3 | 4 | 5, GoalVolume>> = {
  1: { nombre: 'Adaptación general', series: { min: 1, max: 3 }, repeticiones: { min: 10, max: 15 } },
  2: { nombre: 'Tonificación', series: { min: 2, max: 3 }, repeticiones: { min: 12, max: 20 } },
  3: { nombre: 'Hipertrofia', series: { min: 3, max: 4 }, repeticiones: { min: 8, max: 12 } },
  4: { nombre: 'Pérdida de grasa', series: { min: 2, max: 4 }, repeticiones: { min: 10, max: 20 } },
  5: {
    nombre: 'Rendimiento funcional',
    series: { min: 3, max: 5 },
    repeticiones: { min: 5, max: 12 },
    minCompoundShare: 0.5,
  },
};

export function goalVolume(goalId: number): GoalVolume | undefined {
  return (GOAL_VOLUME as Record<number, GoalVolume | undefined>)[goalId];
}

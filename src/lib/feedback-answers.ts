/**
 * The answers of the feedback after a session and the readiness check before one, as plain lists:
 * contract-feedback.ts builds its wire enums from them, and the session screen's questions list
 * them without loading zod (named optimisation "A light session screen", docs/PERFORMANCE.md
 * register). `SORE_AREAS` is contract-plans' `soreArea`, for the same reason.
 */
export const SORE_AREAS = ['hombro', 'rodilla', 'zona_lumbar', 'muneca'] as const;

/** Joint pain during the exercises of that muscle: none, some, or enough to stop. */
export const JOINT_PAINS = ['ninguno', 'algo', 'me_paro'] as const;
/** Which joint hurt: the four areas the exercise model rates, or another. */
export const JOINT_AREAS = [...SORE_AREAS, 'otra'] as const;
/** How the workload felt for that muscle. */
export const WORKLOADS = ['facil', 'justa', 'demasiada'] as const;

export const SLEEP_ANSWERS = ['bien', 'regular', 'mal'] as const;
export const STRESS_ANSWERS = ['bajo', 'medio', 'alto'] as const;
export const BODY_ANSWERS = ['fresco', 'normal', 'cansado'] as const;

export type JointPain = (typeof JOINT_PAINS)[number];

/** Whether a joint pain answer says it hurt (some, or enough to stop): then which joint is asked. */
export const jointHurts = (dolor: JointPain | null | undefined): boolean => dolor === 'algo' || dolor === 'me_paro';

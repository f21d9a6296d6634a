/**
 * The limits of one logged set (contract-training.ts re-exports them and builds the wire schema
 * from them). No zod here: the session screen's set rows check them without loading it (named
 * optimisation "A light session screen", docs/PERFORMANCE.md register). Anything outside is a
 * 400 with a Spanish message naming the field.
 */
export const SET_LIMITS = {
  repeticiones: { min: 0, max: 1000 },
  kg: { min: 0, max: 1000 },
  segundos: { min: 1, max: 86_400 },
  metros: { min: 1, max: 100_000 },
  rir: { min: 0, max: 5 },
} as const;

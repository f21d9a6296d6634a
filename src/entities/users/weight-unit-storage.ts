import type { WeightUnit } from '../../lib/units';

/** localStorage key of the last weight unit seen in the profile: the unit holds offline and before it loads. */
export const WEIGHT_UNIT_KEY = 'forja.unidad';

export function rememberedWeightUnit(): WeightUnit {
  try {
    return globalThis.localStorage?.getItem(WEIGHT_UNIT_KEY) === 'lb' ? 'lb' : 'kg';
  } catch {
    return 'kg';
  }
}

export function rememberWeightUnit(unit: WeightUnit): void {
  try {
    globalThis.localStorage?.setItem(WEIGHT_UNIT_KEY, unit);
  } catch {
    // Private mode with no storage: the unit still comes from the profile while online.
  }
}

import { useEffect } from 'react';
import { selectIsAuthenticated } from '../../lib/session';
import { useAppSelector } from '../../lib/store-hooks';
import type { WeightUnit } from '../../lib/units';
import { useProfileQuery } from './api';
import { rememberedWeightUnit, rememberWeightUnit } from './weight-unit-storage';

/**
 * The signed-in user's weight unit (profile `unidad`): from the profile (the same cached query as
 * the profile screen's), else the last one this device saw (offline, or before the profile
 * answers), else kg. Every weight on the wire stays in kg: convert with src/lib/units.ts.
 */
export function useWeightUnit(): WeightUnit {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { data } = useProfileQuery(undefined, { skip: !signedIn });
  const unit = data?.unidad;
  useEffect(() => {
    if (unit) rememberWeightUnit(unit);
  }, [unit]);
  return unit ?? rememberedWeightUnit();
}

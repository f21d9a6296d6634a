import { useDeferredValue, useMemo } from 'react';
import type { PickerExercise } from '../../../lib/contract-picker';
import { useProgressExercisesQuery } from '../../workouts/api';
import { useGetExercisePickerQuery } from './api';
import { applyPickerFilters, type PickerFilterValues } from './picker-filters';
import { byUse, searchExercises, placesOf } from './search';

/**
 * The picker's list for a search and filters: the catalogue (one request, kept) without
 * `excludeIds`, filtered, searched (best matches first) or, with no search, the user's logged
 * exercises first. Their logged exercises are a nicety: without them (offline, an error) the
 * list is alphabetical.
 */
export function usePickerList(query: string, filters: PickerFilterValues, excludeIds: readonly number[] = []) {
  const catalogue = useGetExercisePickerQuery();
  const { data: logged } = useProgressExercisesQuery();
  const places = useMemo(() => placesOf(logged ?? []), [logged]);
  const sessions = useMemo(() => new Map((logged ?? []).map((l) => [l.id_ejercicio_catalogo, l.sesiones])), [logged]);
  // By content: a caller's new array of the same ids each render keeps the list as it is.
  const excludedKey = excludeIds.join(',');
  const available = useMemo(() => {
    const excluded = new Set(excludedKey.split(',').map(Number));
    return (catalogue.data ?? []).filter((e) => !excluded.has(e.id));
  }, [catalogue.data, excludedKey]);
  const ordered = useMemo(() => byUse(available, places), [available, places]);
  const deferredQuery = useDeferredValue(query);
  const results: PickerExercise[] = useMemo(
    () => searchExercises(applyPickerFilters(ordered, filters), deferredQuery, places),
    [ordered, filters, deferredQuery, places],
  );
  return { catalogue, available, results, sessions };
}

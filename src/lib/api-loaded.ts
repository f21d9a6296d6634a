/**
 * RTK Query (with the API slice, about 15 KB gzip) stays out of the first page load: the store
 * starts with the session slice only, and `lib/api` announces itself here when a screen that
 * fetches imports it (before that screen renders); every store then injects it. This module
 * knows nothing of the slice (`LoadedApi` in lib/api says what is announced), so the two do not
 * import each other.
 */
let loaded: unknown = null;
const waiting = new Set<(loaded: never) => void>();

export function announceApi<Loaded>(value: Loaded): void {
  loaded = value;
  for (const callback of waiting) (callback as (loaded: Loaded) => void)(value);
  waiting.clear();
}

export function whenApiLoaded<Loaded>(callback: (loaded: Loaded) => void): void {
  if (loaded) callback(loaded as Loaded);
  else waiting.add(callback);
}

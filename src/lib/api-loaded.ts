import type { Dispatch } from '@reduxjs/toolkit';
import type { api } from './api';

/** What a store needs to plug the API slice in: the slice and RTK Query's focus/online listeners. */
export interface LoadedApi {
  api: typeof api;
  setupListeners: (dispatch: Dispatch) => unknown;
}

/**
 * RTK Query (with the API slice, about 15 KB gzip) stays out of the first page load: the store
 * starts with the session slice only, and `lib/api` announces itself here when a screen that
 * fetches imports it (before that screen renders); every store then injects it.
 */
let loaded: LoadedApi | null = null;
const waiting = new Set<(loaded: LoadedApi) => void>();

export function announceApi(value: LoadedApi): void {
  loaded = value;
  for (const callback of waiting) callback(value);
  waiting.clear();
}

export function whenApiLoaded(callback: (loaded: LoadedApi) => void): void {
  if (loaded) callback(loaded);
  else waiting.add(callback);
}

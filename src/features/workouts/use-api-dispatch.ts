import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from '../../app/hooks';
import type { workoutsApi } from '../../entities/workouts/api';

type ApiDispatch = ThunkDispatch<{ api: ReturnType<typeof workoutsApi.reducer> }, unknown, UnknownAction>;

/**
 * The store's dispatch typed for RTK Query's thunks (`initiate`, `util.updateQueryData`). The
 * app's RootState declares the API slice as lazily injected (optional), which the thunks'
 * state type does not accept; at run time the slice is always there once this code runs.
 */
export const useApiDispatch = (): ApiDispatch => useAppDispatch() as unknown as ApiDispatch;

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { userRoutinesApi } from '../user-routines/api';
import { workoutsApi } from './api';
import { isOfflineId, newOfflineId, rememberWorkout } from './offline-cache';
import { offlineWorkout, openedOffline, startEmptyWorkout } from './offline-start';
import type { ApiDispatch } from './outbox-send';
import { workoutPath } from './paths';
import { setQueue } from './set-queue';

/**
 * A start with no connection (or no answer): the session starts on this device from the routine as
 * last seen, and its start waits in the outbox before its sets; a session started that way and not
 * finished yet is opened rather than a second one.
 */
export function useBeginOffline(routineId: number) {
  const { t } = useTranslation('workouts');
  const navigate = useNavigate();
  const dispatch = useDispatch() as ApiDispatch;
  return async (clienteId: string) => {
    const open = openedOffline();
    if (open !== null) return void navigate(workoutPath(open));
    const routines = await dispatch(userRoutinesApi.endpoints.userRoutines.initiate(undefined, { subscribe: false }))
      .unwrap()
      .catch(() => undefined);
    const routine = routines?.find((r) => r.rutina_id === routineId);
    if (!routine) return void toast.error(t('start.offline'));
    if (routine.ejercicios.length === 0) return void toast.error(t('start.empty'));
    const local = offlineWorkout(routine, newOfflineId(), new Date().toISOString());
    await rememberWorkout(local);
    dispatch(workoutsApi.util.upsertQueryData('workout', local.id, local));
    const start = { rutina_id: routineId, cliente_id: clienteId, iniciado_en: local.iniciado_en };
    setQueue().put({
      kind: 'start',
      id: `start:${clienteId}`,
      workoutId: local.id,
      start,
      status: 'pending',
      attempts: 0,
    });
    toast.info(t('start.offlineStarted'));
    navigate(workoutPath(local.id));
  };
}

/**
 * An empty session (no routine), online or, with no connection, on this device (its start waits
 * in the outbox): opened once it has an id. Other failures are the caller's (a session in progress).
 */
export function useBeginEmpty() {
  const { t } = useTranslation('workouts');
  const navigate = useNavigate();
  const dispatch = useDispatch() as ApiDispatch;
  const [busy, setBusy] = useState(false);
  const begin = async () => {
    setBusy(true);
    try {
      const id = await startEmptyWorkout(dispatch, t('sessionEdit.emptyName'));
      if (isOfflineId(id)) toast.info(t('sessionEdit.emptyOffline'));
      navigate(workoutPath(id));
    } finally {
      setBusy(false);
    }
  };
  return Object.assign(begin, { busy });
}

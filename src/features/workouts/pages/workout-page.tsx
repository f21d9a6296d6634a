import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePrefetchExercisePicker } from '../../../entities/exercises/exercise-picker/api';
import { useWorkoutQuery } from '../../../entities/workouts/api';
import { isOfflineId, startedOffline } from '../../../entities/workouts/offline-cache';
import { workoutPath } from '../../../entities/workouts/paths';
import { retryOutboxNow, useOutbox, useOutboxEntries, useOutboxSync } from '../../../entities/workouts/use-outbox-sync';
import type { PendingFinish } from '../../../entities/workouts/set-queue';
import { useOnline } from '../../../lib/use-online';
import { usePrerenderedShell } from '../../../lib/prerendered-shell';
import { useDocumentTitle } from '../../../ui/components/page-header';
import { FinishQueued } from '../components/finish-queued';
import { OfflineFeedbackSection } from '../components/session-feedback-section';
import { movePlace, useKeepPlace } from '../keep-place';
import { PageLoading, PageStates, useWorkoutId } from '../components/page-state';
import { summaryPath, WorkoutSession } from '../components/workout-session';

/**
 * The session's queued finish, if any; whether it waits for the connection (offline, or an
 * entry of the session failed: the outbox goes in order); whether one was seen here and has
 * reached the server since.
 */
function useQueuedFinish(id: number) {
  const { entries, ready } = useOutbox();
  const online = useOnline();
  const finish = entries.find((e): e is PendingFinish => e.kind === 'finish' && e.workoutId === id);
  const waiting = !online || entries.some((e) => e.workoutId === id && e.status === 'failed');
  const [seen, setSeen] = useState(false);
  if (finish && !seen) setSeen(true);
  return { ready, finish, waiting, delivered: seen && !finish };
}

/**
 * /dashboard/workouts/:id: the session being trained, also with no connection (the last copy on
 * this device, the outbox over it), opened where the lifter left it; a finished one shows its
 * summary instead. The outbox is sent
 * while it is open (the signed-in area sends it too). Its own lazy chunk.
 */
export default function WorkoutPage() {
  const { t } = useTranslation('workouts');
  const shell = usePrerenderedShell();
  useOutboxSync();
  // Read once online, the catalogue stays on the device (the service worker), so an exercise can
  // be added with no signal.
  usePrefetchExercisePicker();
  const id = useWorkoutId();
  const query = useWorkoutQuery(id, { skip: !id });
  // The tab says which routine is being trained ("<routine> · Forja"); while resting, the rest
  // timer puts its countdown in front of it.
  useDocumentTitle(query.data?.nombre);
  const { ready, finish, waiting, delivered } = useQueuedFinish(id);
  const entries = useOutboxEntries();
  // Started offline: once the server has it and nothing of it waits here, its server page.
  const started = isOfflineId(id) ? startedOffline(id) : undefined;
  const sent = started !== undefined && !entries.some((e) => e.workoutId === id);
  // After a reload (a crash, the app reopened) the lifter is back at the set they were on.
  useKeepPlace(id, ready && !finish && !sent && query.data?.estado === 'en_curso');
  // The build's shell of every session (prerendered-pages.ts): the loading state, which the app's
  // first render draws too.
  if (!ready || shell) return <PageLoading label={t('session.loading')} />;
  if (finish) {
    const feedback = query.data ? <OfflineFeedbackSection workout={query.data} /> : null;
    return <FinishQueued entry={finish} waiting={waiting} onRetry={retryOutboxNow} feedback={feedback} />;
  }
  if (delivered) return <Navigate to={summaryPath(started?.id ?? id)} replace />;
  if (sent) {
    movePlace(id, started.id);
    return <Navigate to={workoutPath(started.id)} replace />;
  }
  return (
    <PageStates query={{ ...query, id }} loadingLabel={t('session.loading')} errorText={t('session.error')}>
      {(workout) =>
        workout.estado === 'terminado' ? (
          <Navigate to={summaryPath(workout.id)} replace />
        ) : (
          <WorkoutSession workout={workout} />
        )
      }
    </PageStates>
  );
}

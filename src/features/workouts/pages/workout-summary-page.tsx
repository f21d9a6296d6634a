import { useTranslation } from 'react-i18next';
import { useWorkoutSummaryQuery } from '../../../entities/workouts/api';
import { isOfflineId, startedOffline } from '../../../entities/workouts/offline-cache';
import { PageStates, useWorkoutId } from '../components/page-state';
import { SessionFeedbackSection } from '../components/session-feedback-section';
import { WorkoutSummary } from '../components/workout-summary';

/** /dashboard/workouts/:id/resumen: the summary of a finished session, and how each muscle felt. */
export default function WorkoutSummaryPage() {
  const { t } = useTranslation('workouts');
  const urlId = useWorkoutId();
  // A session started offline: its server id once its start arrived (else not found).
  const id = isOfflineId(urlId) ? (startedOffline(urlId)?.id ?? 0) : urlId;
  const query = useWorkoutSummaryQuery(id, { skip: !id });
  return (
    <PageStates query={{ ...query, id }} loadingLabel={t('summary.loading')} errorText={t('summary.error')}>
      {(finished) => (
        <WorkoutSummary finished={finished} feedback={<SessionFeedbackSection workoutId={finished.workout.id} />} />
      )}
    </PageStates>
  );
}

import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWorkoutQuery } from '../../../entities/workouts/api';
import { PageStates, useWorkoutId } from '../components/page-state';
import { summaryPath, WorkoutSession } from '../components/workout-session';

/**
 * /dashboard/workouts/:id (issue 22): the session being trained; a finished one shows its
 * summary instead. Its own lazy chunk.
 */
export default function WorkoutPage() {
  const { t } = useTranslation('workouts');
  const id = useWorkoutId();
  const query = useWorkoutQuery(id, { skip: !id });
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

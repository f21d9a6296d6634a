import { Button, Card, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useStartWorkoutMutation, workoutsApi } from '../../entities/workouts/api';
import { openedOffline } from '../../entities/workouts/offline-start';
import { workoutPath } from '../../entities/workouts/paths';
import { StartWorkoutButton } from '../../entities/workouts/start-workout-button';
import type { Workout } from '../../lib/contract-training';
import { PageHeader } from '../../ui/components/page-header';

type Outcome = { kind: 'working' } | { kind: 'other'; workout: Workout } | { kind: 'failed' };

/**
 * Opens the session of routine `routineId` at once: the one in progress when it is this routine's
 * (or one started on this device without connection), else a new one (its start id is kept, so a
 * repeated start finds the same session). Any other outcome is left to the page to show.
 */
function useOpenSession(routineId: number): Outcome {
  const navigate = useNavigate();
  const [start] = useStartWorkoutMutation();
  const [fetchCurrent] = workoutsApi.useLazyCurrentWorkoutQuery();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const clienteId = useRef(crypto.randomUUID());
  const begun = useRef(false);

  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    const open = (id: number) => navigate(workoutPath(id), { replace: true });
    void (async () => {
      const offline = openedOffline();
      if (offline !== null) return open(offline);
      const current = await fetchCurrent()
        .unwrap()
        .catch(() => null);
      if (current === null) return setOutcome({ kind: 'failed' });
      if (current.workout) {
        if (current.workout.rutina_id === routineId) return open(current.workout.id);
        return setOutcome({ kind: 'other', workout: current.workout });
      }
      try {
        open((await start({ rutina_id: routineId, cliente_id: clienteId.current }).unwrap()).id);
      } catch {
        setOutcome({ kind: 'failed' });
      }
    })();
  }, [fetchCurrent, navigate, routineId, start]);

  return outcome;
}

/**
 * /dashboard/entrenar/{routineId}, the link of the training reminder (server/modules/calendar):
 * lands on the routine's session. When it cannot (another session open, no connection, a routine
 * that is not there) it says so and offers the usual start, which handles each case.
 */
export default function TrainRoutinePage() {
  const { t } = useTranslation('workouts');
  const routineId = Number(useParams().routineId);
  const outcome = useOpenSession(routineId);

  if (outcome.kind === 'working') {
    return (
      <Stack align="center" py="16" gap="4" role="status">
        <Spinner size="lg" color="brand.solid" />
        <Text>{t('reminderLink.opening')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="6" maxW="2xl">
      <PageHeader title={t('reminderLink.title')} />
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Text>
            {outcome.kind === 'other'
              ? t('reminderLink.other', { name: outcome.workout.nombre })
              : t('reminderLink.failed')}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            {outcome.kind === 'other' ? (
              <Button asChild colorPalette="brand">
                <RouterLink to={workoutPath(outcome.workout.id)}>{t('reminderLink.resume')}</RouterLink>
              </Button>
            ) : null}
            <StartWorkoutButton routineId={routineId} variant={outcome.kind === 'other' ? 'outline' : 'solid'} />
            <Button asChild variant="ghost">
              <RouterLink to="/dashboard/overview">{t('reminderLink.home')}</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

import { Button, Card, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { plannedOn } from '../../../entities/user-routines/schedule';
import { useDrawnUserRoutines } from '../../../entities/user-routines/api';
import { useCurrentWorkoutQuery } from '../../../entities/workouts/api';
import { StartWorkoutButton, workoutPath } from '../../../entities/workouts/start-workout-button';
import type { UserRoutine } from '../../../lib/contract';
import { drawnQuery } from '../../../lib/drawn-query';
import { useSlicedFirstAnswer } from '../../../lib/sliced-answer';

function PlannedRoutine({ routine }: { routine: UserRoutine }) {
  const { t } = useTranslation('workouts');
  return (
    <Flex as="li" align="center" justify="space-between" gap="3" wrap="wrap">
      <Stack gap="0">
        <Text fontWeight="semibold" textStyle="lg">
          {routine.nombre}
        </Text>
        <Text color="fg.muted">{t('today.exercises', { count: routine.ejercicios.length })}</Text>
      </Stack>
      <StartWorkoutButton routineId={routine.rutina_id} size="lg" />
    </Flex>
  );
}

/**
 * The overview's "Hoy" card: the routines planned for today (weekday within their dates) with
 * "Empezar entrenamiento", a way back into a session in progress, a rest day, or (with no routine
 * at all) what the card will show once there is one; and "Entrenamiento vacío", with no routine.
 *
 * The card keeps one loading state until both its answers (the routines and the session in
 * progress) are in, and then draws itself once: a row added or removed on each answer moved the
 * routine cards below it on a phone (a layout shift of 0.07 for a user with a session running).
 */
export function TodayCard({ today = new Date() }: { today?: Date }) {
  const { t } = useTranslation('workouts');
  const headingId = useId();
  const routines = useDrawnUserRoutines();
  const currentQuery = useCurrentWorkoutQuery(undefined, { selectFromResult: drawnQuery });
  const current = currentQuery.data?.workout;
  // The first answers drawn in a background render (named optimisation "First answer drawn in slices").
  const loading = !useSlicedFirstAnswer(!(routines.isLoading || currentQuery.isLoading));
  const planned = plannedOn(routines.data ?? [], today);
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" borderColor="brand.solid" borderWidth="2px">
      <Card.Body gap="4">
        <Heading as="h2" id={headingId} size="xl">
          {t('today.title')}
        </Heading>
        {loading ? (
          <Skeleton h="12" role="status" aria-label={t('today.loading')} aria-busy="true" />
        ) : current ? (
          <Flex align="center" justify="space-between" gap="3" wrap="wrap">
            <Text>{t('today.inProgress', { name: current.nombre })}</Text>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={workoutPath(current.id)}>{t('today.continue')}</RouterLink>
            </Button>
          </Flex>
        ) : null}
        {loading ? null : routines.data?.length === 0 ? (
          // No routine at all: not a rest day, nothing is planned yet (the overview offers to make one).
          <Text>{t('today.noRoutines')}</Text>
        ) : planned.length === 0 ? (
          <Text>{t('today.rest')}</Text>
        ) : (
          <Stack gap="3">
            <Text color="fg.muted">{t('today.planned', { count: planned.length })}</Text>
            <Stack as="ul" listStyle="none" gap="4">
              {planned.map((routine) => (
                <PlannedRoutine key={routine.rutina_id} routine={routine} />
              ))}
            </Stack>
          </Stack>
        )}
        {/* No routine needed: a session filled exercise by exercise as it goes. Offered while the
            answers come (the shell's button takes a tap before the app has loaded). */}
        {!loading && current ? null : (
          <StartWorkoutButton routineId={null} variant="outline" size="lg" alignSelf="start" />
        )}
      </Card.Body>
    </Card.Root>
  );
}

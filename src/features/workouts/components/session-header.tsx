import { Alert, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Workout } from '../../../lib/contract-training';
import type { SessionProgress } from '../session-model';
import { SessionPlanWeek } from './session-plan-week';

const TIME = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * A session of a programme's deload week: lighter on purpose, said plainly so that fewer sets or
 * less load read as the plan, not as a step back.
 */
function DeloadNotice() {
  const { t } = useTranslation('workouts');
  return (
    <Alert.Root status="info" data-deload>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('session.deloadTitle')}</Alert.Title>
        <Alert.Description>{t('session.deloadText')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Name, start time, sets done of planned; a notice for a deload session and for a resumed one
 * (the layout tells of no connection).
 */
export function SessionHeader({
  workout,
  progress,
  resumed,
}: {
  workout: Workout;
  progress: SessionProgress;
  resumed: number;
}) {
  const { t } = useTranslation('workouts');
  const value = progress.planned ? Math.min(100, (progress.done / progress.planned) * 100) : 0;
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {workout.nombre}
        </Heading>
        <SessionPlanWeek rutinaId={workout.rutina_id} deloadNotice={workout.descarga} />
        <Text color="fg.muted">{t('session.startedAt', { time: TIME.format(new Date(workout.iniciado_en)) })}</Text>
      </Stack>
      {workout.descarga ? <DeloadNotice /> : null}
      <Progress.Root value={value} colorPalette="brand" size="md">
        <Progress.Label mb="1">
          {t('session.progress', { done: progress.done, planned: progress.planned })}
        </Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {resumed > 0 ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('session.resumed', { count: resumed })}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

import { Alert, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Workout } from '../../../lib/contract-training';
import { formatTime } from '../../../lib/date-format';
import type { SessionProgress } from '../session-model';
import { SessionPlanWeek } from './session-plan-week';
import { SessionClock } from './session-clock';

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

interface SessionTitleProps {
  nombre: string;
  rutinaId: number | null;
  descarga: boolean;
  iniciadoEn: string;
}

/** Name, programme week, start time and clock: not drawn again for a logged set ("One card per tap"). */
const SessionTitle = memo(function SessionTitle({ nombre, rutinaId, descarga, iniciadoEn }: SessionTitleProps) {
  const { t } = useTranslation('workouts');
  return (
    <Stack gap="1">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {nombre}
      </Heading>
      <SessionPlanWeek rutinaId={rutinaId} deloadNotice={descarga} />
      <Text color="fg.muted">{t('session.startedAt', { time: formatTime(iniciadoEn) })}</Text>
      <SessionClock since={iniciadoEn} />
    </Stack>
  );
});

/**
 * Name, start time, sets done of planned; a notice for a deload session and for a resumed one
 * (the layout tells of no connection). The resumed notice counts the sets found unsent on
 * opening (`resumed`) that are still unsent, and goes once they have all arrived.
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
  const waiting = Math.min(resumed, progress.unsent);
  return (
    <Stack gap="3">
      <SessionTitle
        nombre={workout.nombre}
        rutinaId={workout.rutina_id}
        descarga={workout.descarga}
        iniciadoEn={workout.iniciado_en}
      />
      {workout.descarga ? <DeloadNotice /> : null}
      <Progress.Root value={value} colorPalette="brand" size="md">
        <Progress.Label mb="1">
          {t('session.progress', { done: progress.done, planned: progress.planned })}
        </Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {waiting > 0 ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('session.resumed', { count: waiting })}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

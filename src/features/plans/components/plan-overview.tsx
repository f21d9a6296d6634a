import { Alert, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StartWorkoutButton } from '../../../entities/workouts/start-workout-button';
import type { Plan } from '../../../lib/contract-plans';
import { toIsoDate } from '../../../lib/dates';
import { blockStatus, formatPlanDay, todaysSession } from '../plan-view';

/** Where the block stands, and "Empezar entrenamiento" when a session is planned for today. */
function PlanStatus({ plan }: { plan: Plan }) {
  const { t } = useTranslation('plans');
  const status = blockStatus(plan, toIsoDate(new Date()));
  const today = todaysSession(plan);
  const text =
    status === 'running'
      ? t('view.currentWeek', { week: plan.semana_actual, weeks: plan.semanas })
      : status === 'upcoming'
        ? t('view.notStarted', { date: formatPlanDay(plan.fecha_inicio) })
        : t('view.finished', { date: formatPlanDay(plan.fecha_fin) });
  return (
    <Alert.Root status={status === 'running' ? 'info' : 'neutral'} alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text}</Alert.Title>
        {today ? <Alert.Description>{t('view.today', { label: today.etiqueta })}</Alert.Description> : null}
      </Alert.Content>
      {today ? <StartWorkoutButton routineId={today.rutina_id} size="sm" /> : null}
    </Alert.Root>
  );
}

/** The plan's facts, its status and the coach's explanation ("Observaciones"). */
export function PlanOverview({ plan }: { plan: Plan }) {
  const { t } = useTranslation('plans');
  return (
    <Stack gap="4">
      <HStack wrap="wrap" gap="x-4" columnGap="4" color="fg.muted">
        <Text>
          {t('view.summary', {
            weeks: plan.semanas,
            sessions: plan.sesiones_semana,
            minutes: plan.duracion_min,
            split: t(`splits.${plan.division}`),
          })}
        </Text>
        <Text>{t('view.dates', { start: formatPlanDay(plan.fecha_inicio), end: formatPlanDay(plan.fecha_fin) })}</Text>
      </HStack>
      <PlanStatus plan={plan} />
      <Card.Root variant="subtle" as="section" aria-labelledby="plan-observations-title">
        <Card.Body gap="2">
          <Text as="h2" id="plan-observations-title" fontWeight="semibold">
            {t('view.observations')}
          </Text>
          <Text whiteSpace="pre-line">{plan.observaciones}</Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

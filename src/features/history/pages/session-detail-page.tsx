import { Alert, Button, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useWorkoutQuery } from '../../../entities/workouts/api';
import { formatSessionDate } from '../../../lib/date-format';
import { PageHeader } from '../../../ui/components/page-header';
import { DeleteSessionButton } from '../components/delete-session-button';
import { LoadError } from '../../../ui/components/load-error';
import { LoadingRows } from '../components/load-state';
import { SessionExercises } from '../components/session-exercises';
import { SessionSummary } from '../components/session-summary';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** /dashboard/history/:id: a logged session's figures, notes, exercises and sets. */
export default function SessionDetailPage() {
  const { t } = useTranslation('history');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: workout, isLoading, isError, error, refetch } = useWorkoutQuery(id, { skip: !valid });

  let body;
  if (!valid || (isError && isNotFound(error))) {
    body = (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t('detail.notFound')}</Alert.Title>
      </Alert.Root>
    );
  } else if (isError) body = <LoadError message={t('detail.loadError')} onRetry={() => void refetch()} />;
  else if (isLoading || !workout) body = <LoadingRows label={t('detail.loading')} rows={3} />;
  else
    body = (
      <Stack gap="8">
        <PageHeader
          title={workout.nombre}
          subtitle={formatSessionDate(workout.iniciado_en)}
          actions={<DeleteSessionButton workout={workout} />}
        />
        <SessionSummary workout={workout} />
        <SessionExercises workout={workout} />
      </Stack>
    );

  return (
    <Stack gap="4">
      <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
        <RouterLink to="/dashboard/history">
          <ArrowLeft aria-hidden />
          {t('detail.back')}
        </RouterLink>
      </Button>
      {body}
    </Stack>
  );
}

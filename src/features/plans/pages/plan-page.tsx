import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { plansPath, usePlanQuery } from '../../../entities/plans/api';
import { errorStatus } from '../../../lib/api';
import { PageHeader } from '../../../ui/components/page-header';
import { DeletePlanButton } from '../components/delete-plan-dialog';
import { PlanAdjustments } from '../components/plan-adjustments';
import { PlanOverview } from '../components/plan-overview';
import { PlanSessions } from '../components/plan-sessions';
import { PlanVolume } from '../components/plan-volume';
import { PlanWeekGrid } from '../components/plan-week-grid';

/** The route's `{id}`, or null when it is not a positive integer (then: not found). */
function usePlanIdParam(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

function BackToList() {
  const { t } = useTranslation('plans');
  return (
    <Button asChild variant="outline" alignSelf="start">
      <RouterLink to={plansPath}>{t('view.backToList')}</RouterLink>
    </Button>
  );
}

/** Not found (404, or an id that cannot be one) or failed: a message, "Reintentar" when it may help. */
function PlanProblem({ notFound, onRetry }: { notFound: boolean; onRetry(): void }) {
  const { t } = useTranslation('plans');
  return (
    <Stack gap="4">
      <Alert.Root status={notFound ? 'warning' : 'error'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{notFound ? t('view.notFound') : t('view.loadError')}</Alert.Description>
        </Alert.Content>
        {notFound ? null : (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('view.retry')}
          </Button>
        )}
      </Alert.Root>
      <BackToList />
    </Stack>
  );
}

/**
 * /dashboard/programas/{id}: a programme (docs/PRODUCT.md §17): its status and today's session,
 * the observations, next week's proposals from the feedback, the weeks x sessions grid, the sessions, the weekly sets per muscle against
 * the band, and "Eliminar programa".
 */
export default function PlanPage() {
  const { t } = useTranslation('plans');
  const id = usePlanIdParam();
  const { data: plan, isError, error, refetch } = usePlanQuery(id ?? 0, { skip: id === null });

  if (id === null || isError) {
    return (
      <>
        <PageHeader title={t('view.title')} />
        <PlanProblem notFound={id === null || errorStatus(error) === 404} onRetry={() => void refetch()} />
      </>
    );
  }
  if (!plan) {
    return (
      <>
        <PageHeader title={t('view.title')} />
        <Stack gap="6" role="status" aria-label={t('view.loading')} aria-busy="true">
          <Skeleton h="24" borderRadius="l3" />
          <Skeleton h="80" borderRadius="l3" />
        </Stack>
      </>
    );
  }
  return (
    <>
      <PageHeader title={plan.nombre} subtitle={plan.objetivo} actions={<DeletePlanButton planId={plan.id} />} />
      <Stack gap="10">
        <PlanOverview plan={plan} />
        <PlanAdjustments planId={plan.id} />
        <PlanWeekGrid plan={plan} />
        <PlanSessions sessions={plan.sesiones} />
        <PlanVolume plan={plan} />
      </Stack>
    </>
  );
}

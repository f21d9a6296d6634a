import { Alert, Badge, Button, Card, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CalendarRange } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { newPlanPath, planPath, usePlansQuery } from '../../../entities/plans/api';
import type { PlanListItem } from '../../../lib/contract-plans';
import { toIsoDate } from '../../../lib/dates';
import { EmptyState } from '../../../ui/components/empty-state';
import { PageHeader } from '../../../ui/components/page-header';
import { blockStatus, formatPlanDay } from '../plan-view';

/** The block's state in a word: its week, when it starts, or "Terminado". */
function PlanBadge({ plan }: { plan: PlanListItem }) {
  const { t } = useTranslation('plans');
  const status = blockStatus(plan, toIsoDate(new Date()));
  if (status === 'running')
    return (
      <Badge colorPalette="brand">{t('list.currentWeek', { week: plan.semana_actual, weeks: plan.semanas })}</Badge>
    );
  if (status === 'upcoming') return <Badge>{t('list.notStarted', { date: formatPlanDay(plan.fecha_inicio) })}</Badge>;
  return <Badge colorPalette="gray">{t('list.finished')}</Badge>;
}

function PlanCard({ plan }: { plan: PlanListItem }) {
  const { t } = useTranslation('plans');
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="2">
        <Link asChild fontWeight="semibold" textStyle="lg" variant="underline">
          <RouterLink to={planPath(plan.id)}>{plan.nombre}</RouterLink>
        </Link>
        <PlanBadge plan={plan} />
        <Text color="fg.muted" textStyle="sm">
          {t('list.summary', {
            weeks: plan.semanas,
            sessions: plan.sesiones_semana,
            split: t(`splits.${plan.division}`),
          })}
        </Text>
        <Text color="fg.muted" textStyle="sm">
          {t('list.dates', { start: formatPlanDay(plan.fecha_inicio), end: formatPlanDay(plan.fecha_fin) })}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function PlanList() {
  const { t } = useTranslation('plans');
  const { data, isError, refetch } = usePlansQuery();
  if (isError)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{t('list.loadError')}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('list.retry')}
        </Button>
      </Alert.Root>
    );
  if (!data)
    return (
      <Stack role="status" aria-label={t('list.loading')} aria-busy="true">
        <Skeleton h="32" borderRadius="l3" />
      </Stack>
    );
  if (data.length === 0)
    return (
      <EmptyState
        icon={CalendarRange}
        title={t('list.emptyTitle')}
        text={t('list.emptyText')}
        action={{ label: t('list.create'), to: newPlanPath }}
      />
    );
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {data.map((p) => (
        <PlanCard key={p.id} plan={p} />
      ))}
    </SimpleGrid>
  );
}

/** /dashboard/programas: the user's programmes, newest first, and "Crear programa". */
export default function PlansPage() {
  const { t } = useTranslation('plans');
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to={newPlanPath}>{t('list.create')}</RouterLink>
          </Button>
        }
      />
      <PlanList />
    </>
  );
}

import { Button, Stack, Text } from '@chakra-ui/react';
import { FileUp, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useWorkoutsQuery } from '../../../entities/workouts/api';
import { EmptyState } from '../../../ui/components/empty-state';
import { PageHeader } from '../../../ui/components/page-header';
import { Paginator } from '../../../ui/components/paginator';
import { HistoryList } from '../components/history-list';
import { LoadError } from '../../../ui/components/load-error';
import { LoadingRows } from '../components/load-state';

/** Sessions per page of the history (the server pages them). */
export const HISTORY_PAGE_SIZE = 10;

function EmptyHistory() {
  const { t } = useTranslation('history');
  return (
    <EmptyState
      icon={History}
      title={t('empty.title')}
      text={t('empty.text')}
      action={{ label: t('empty.action'), to: '/dashboard/routines' }}
    />
  );
}

/** /dashboard/history: past sessions, newest first, ten a page (`?pagina=N`). */
export default function HistoryPage() {
  const { t } = useTranslation('history');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const { data, isLoading, isFetching, isError, refetch } = useWorkoutsQuery({ page, limit: HISTORY_PAGE_SIZE });
  const goTo = (next: number) => setParams(next > 1 ? { pagina: String(next) } : {});

  let body;
  if (isError) body = <LoadError message={t('loadError')} onRetry={() => void refetch()} />;
  else if (isLoading || !data) body = <LoadingRows label={t('loading')} />;
  else if (data.total === 0) body = <EmptyHistory />;
  else
    body = (
      <Stack gap="4" aria-busy={isFetching}>
        <Text color="fg.muted" textStyle="sm">
          {t('count', { count: data.total })}
        </Text>
        <HistoryList items={data.items} />
        <Paginator page={page} total={data.total_pages} onChange={goTo} />
      </Stack>
    );
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/dashboard/importar">
              <FileUp aria-hidden />
              {t('import')}
            </RouterLink>
          </Button>
        }
      />
      {body}
    </>
  );
}

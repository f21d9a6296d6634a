import { Box, Button, Skeleton, Stack } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { StartWorkoutButton } from '../../../entities/workouts/start-workout-button';
import { errorStatus } from '../../../lib/api';
import { EmptyState } from '../../../ui/components/empty-state';
import { LoadError } from '../../../ui/components/load-error';
import { PageHeader } from '../../../ui/components/page-header/page-header';
import { useGetMyRoutineQuery } from '../api';
import { ROUTINE_LIST_PATH } from '../components/routine-form-actions';
import { RoutineForm } from '../components/routine-form';

/** The `{id}` of the route, or null when it is not a positive integer. */
function useRoutineIdParam(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A failed load: the reason, "Reintentar" and the way back. */
function RoutineLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('routines');
  return (
    <Box>
      <PageHeader title={t('form.editTitle')} />
      <LoadError message={t('form.loadError')} onRetry={onRetry}>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={ROUTINE_LIST_PATH}>{t('form.backToList')}</RouterLink>
        </Button>
      </LoadError>
    </Box>
  );
}

/**
 * /dashboard/routines/edit/{id}: "Editar Rutina" (docs/PRODUCT.md §2). Loads the routine, then
 * shows its form; an unknown id says "Rutina no encontrada", a failed load offers "Reintentar", and
 * both the way back to the list.
 */
export function RoutineFormPage() {
  const { t } = useTranslation('routines');
  const routineId = useRoutineIdParam();
  const { data, isLoading, isError, error, refetch } = useGetMyRoutineQuery(routineId ?? 0, {
    skip: routineId === null,
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    // docs/PRODUCT.md §8: a load failure in the form is reported on the console only (no toast).
    if (isError) console.error('Error al cargar la rutina:', error);
  }, [isError, error]);

  // An id that is not a routine of the user's (unknown, deleted, another user's: 404).
  if (routineId === null || (isError && errorStatus(error) === 404)) {
    return (
      <Box>
        <PageHeader title={t('form.editTitle')} />
        <EmptyState
          icon={SearchX}
          title={t('form.notFound')}
          text={t('form.notFoundText')}
          action={{ label: t('form.backToList'), to: ROUTINE_LIST_PATH }}
        />
      </Box>
    );
  }
  if (isError) return <RoutineLoadError onRetry={() => void refetch()} />;

  if (isLoading || !data) {
    return (
      <Box aria-busy="true">
        <PageHeader title={t('form.editTitle')} />
        <Stack gap="4">
          <Skeleton h="10" />
          <Skeleton h="24" />
          <Skeleton h="40" />
        </Stack>
      </Box>
    );
  }

  return (
    <Box>
      {/* Buttons about the whole routine (not its fields) go in the header's `actions`. */}
      <PageHeader title={t('form.editTitle')} actions={<StartWorkoutButton routineId={routineId} />} />
      <RoutineForm routineId={routineId} routine={data} />
    </Box>
  );
}

export default RoutineFormPage;

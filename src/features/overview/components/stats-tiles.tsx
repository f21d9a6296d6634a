import { SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDrawnUserRoutines } from '../../../entities/user-routines/api';
import { useWorkoutsQuery } from '../../../entities/workouts/api';
import { LoadError } from '../../../ui/components/load-error';
import { overviewStats } from '../stats';
import { useSlicedFirstAnswer } from '../../../lib/sliced-answer';

/**
 * The newest sessions: the last finished one is among them (at most one session is in progress;
 * the history is newest first).
 */
const NEWEST_SESSIONS = { limit: 5 };

/**
 * docs/PRODUCT.md §2, "Estadísticas": four tiles computed from every routine of the user, and the
 * last finished session from the history.
 */
export function StatsTiles() {
  const { t } = useTranslation('overview');
  const routines = useDrawnUserRoutines();
  const sessions = useWorkoutsQuery(NEWEST_SESSIONS);
  // The first answers drawn in a background render (named optimisation "First answer drawn in slices").
  const isLoading = !useSlicedFirstAnswer(!(routines.isLoading || sessions.isLoading));
  // Zeros from a list that failed would be false figures: the error and "Reintentar" instead.
  if (routines.isError || sessions.isError) {
    const retry = () => void Promise.all([routines.refetch(), sessions.refetch()]);
    return <LoadError message={t('stats.loadError')} onRetry={retry} />;
  }
  const stats = overviewStats(routines.data ?? [], sessions.data?.items ?? []);
  const tiles = [
    { label: t('stats.totalExercises'), value: String(stats.totalExercises) },
    {
      label: t('stats.activeRoutines'),
      value: t('stats.activeValue', { active: stats.activeCount, total: stats.totalCount }),
    },
    { label: t('stats.lastWorkout'), value: stats.lastWorkout || t('stats.none') },
    { label: t('stats.levels'), value: String(stats.levelCount) },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" aria-busy={isLoading}>
      {tiles.map(({ label, value }) => (
        <Stat.Root key={label} borderWidth="1px" borderRadius="l3" p="4" bg="bg.panel">
          <Stat.Label color="fg.muted">{label}</Stat.Label>
          {isLoading ? (
            <Skeleton as="dd" h="8" />
          ) : (
            <Stat.ValueText textStyle="2xl" minH="8">
              {value}
            </Stat.ValueText>
          )}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

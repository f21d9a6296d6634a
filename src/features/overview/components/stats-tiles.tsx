import { SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDrawnUserRoutines } from '../../../entities/user-routines/api';
import { LoadError } from '../../../ui/components/load-error';
import { overviewStats } from '../stats';

export interface StatsTilesProps {
  /** The moment "last workout" is measured from (default: now). */
  now?: Date;
}

/** docs/PRODUCT.md §2, "Estadísticas": four tiles computed from every routine of the user. */
export function StatsTiles({ now }: StatsTilesProps) {
  const { t } = useTranslation('overview');
  const { data: routines, isLoading, isError, refetch } = useDrawnUserRoutines();
  // Zeros from a list that failed would be false figures: the error and "Reintentar" instead.
  if (isError) return <LoadError message={t('stats.loadError')} onRetry={() => void refetch()} />;
  const stats = overviewStats(routines ?? [], now ?? new Date());
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

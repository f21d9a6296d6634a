import { SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exercise } from '../../../lib/contract';
import { paginate } from '../../../lib/pagination';
import { LoadError } from '../../../ui/components/load-error';
import { PageHeader } from '../../../ui/components/page-header';
import { Paginator } from '../../../ui/components/paginator';
import { useGetDifficultiesQuery, useGetExercisesQuery, useGetMuscleGroupsQuery } from '../api';
import { ExerciseCard } from '../components/exercise-card';
import { ExerciseDetailDialog } from '../components/exercise-detail-dialog';
import { ExerciseFilters } from '../components/exercise-filters';
import { filterExercises, NO_FILTERS, type ExerciseFilters as Filters } from '../filter';

/** docs/PRODUCT.md §9: exercises per page. */
export const EXERCISES_PER_PAGE = 5;

/** One column on phones, two on tablets, three on wide screens. */
const GRID = { columns: { base: 1, md: 2, xl: 3 }, gap: '4' } as const;

/** docs/PRODUCT.md §2, "Exercises". */
export function ExercisesPage() {
  const { t } = useTranslation('exercises');
  const exercises = useGetExercisesQuery();
  const groups = useGetMuscleGroupsQuery();
  const difficulties = useGetDifficultiesQuery();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Exercise | null>(null);

  const groupName = useMemo(() => new Map(groups.data?.map((g) => [g.id, g.nombre])), [groups.data]);
  const levelName = useMemo(() => new Map(difficulties.data?.map((d) => [d.id, d.nivel])), [difficulties.data]);
  const filtered = useMemo(() => filterExercises(exercises.data ?? [], filters), [exercises.data, filters]);
  const shown = paginate(filtered, page, EXERCISES_PER_PAGE);

  useEffect(() => {
    if (exercises.isError) console.error(t('loadError'), exercises.error);
  }, [exercises.isError, exercises.error, t]);

  const nameOf = (map: Map<number, string>, id: number | undefined) =>
    (id !== undefined && map.get(id)) || t('unknown');

  return (
    <Stack gap="6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ExerciseFilters
        filters={filters}
        groups={groups.data ?? []}
        difficulties={difficulties.data ?? []}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {exercises.isError ? (
        <LoadError message={t('loadError')} onRetry={() => void exercises.refetch()} />
      ) : exercises.isLoading ? (
        <SimpleGrid {...GRID} aria-busy="true">
          {Array.from({ length: EXERCISES_PER_PAGE }, (_, i) => (
            <Skeleton key={i} height={{ base: '28', md: '72' }} borderRadius="lg" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          <Text color="fg.muted" textStyle="sm" aria-live="polite">
            {t('results', { count: filtered.length })}
          </Text>
          {filtered.length === 0 ? (
            <Text py="8" textAlign="center" color="fg.muted">
              {t('empty')}
            </Text>
          ) : (
            <SimpleGrid as="ul" {...GRID} p="0" m="0">
              {shown.items.map((exercise) => (
                <ExerciseCard
                  key={exercise.id}
                  exercise={exercise}
                  groupName={nameOf(groupName, exercise.grupos_musculares_id)}
                  difficultyName={nameOf(levelName, exercise.dificultad_id)}
                  onOpenDetail={setSelected}
                />
              ))}
            </SimpleGrid>
          )}
          <Paginator page={shown.page} total={shown.totalPages} onChange={setPage} numbered />
        </>
      )}
      <ExerciseDetailDialog
        exercise={selected}
        groupName={nameOf(groupName, selected?.grupos_musculares_id)}
        difficultyName={nameOf(levelName, selected?.dificultad_id)}
        onClose={() => setSelected(null)}
      />
    </Stack>
  );
}

export default ExercisesPage;

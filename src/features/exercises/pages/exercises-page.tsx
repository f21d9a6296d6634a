import { SimpleGrid, Skeleton, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchExercises, useGetExercisePickerQuery } from '../../../entities/exercises/exercise-picker';
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

/** docs/PRODUCT.md §9: exercises per page (SPEC's 5), on a phone. */
export const EXERCISES_PER_PAGE = 5;

/** Exercises per page where the screen has room: two rows of cards on a tablet, four on a wide screen. */
const PER_PAGE = { base: EXERCISES_PER_PAGE, md: 10, xl: 12 } as const;

/** One column on phones, two on tablets, three on wide screens. */
const GRID = { columns: { base: 1, md: 2, xl: 3 }, gap: '4' } as const;

/**
 * The catalogue filtered by group and difficulty, then searched as the exercise picker searches
 * (Spanish or English names, words in any order, the best matches first). The English names come
 * from the picker's list, once it has arrived; until then the Spanish ones alone are searched.
 */
function useSearchedExercises(exercises: readonly Exercise[] | undefined, filters: Filters) {
  const picker = useGetExercisePickerQuery();
  const english = useMemo(() => new Map(picker.data?.map((e) => [e.id, e.nombre_en])), [picker.data]);
  const named = useMemo(
    () => (exercises ?? []).map((e) => ({ ...e, nombre_en: english.get(e.id) ?? '' })),
    [exercises, english],
  );
  return useMemo(
    () => searchExercises(filterExercises(named, { ...filters, text: '' }), filters.text),
    [named, filters],
  );
}

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
  const filtered = useSearchedExercises(exercises.data, filters);
  const perPage = useBreakpointValue(PER_PAGE) ?? EXERCISES_PER_PAGE;
  const shown = paginate(filtered, page, perPage);

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
          {Array.from({ length: perPage }, (_, i) => (
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

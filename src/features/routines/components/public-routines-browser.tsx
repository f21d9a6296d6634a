import { NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCopyRoutineMutation, useGetPublicRoutinesQuery, useGetRoutineGoalsQuery } from '../api';
import { SavableRoutineGrid } from './savable-routine-grid';

/** docs/PRODUCT.md §3: the client's own difficulty filter list (1 to 4). */
const FILTER_DIFFICULTIES = [1, 2, 3, 4] as const;

export interface PublicRoutinesBrowserProps {
  goalId: number | null;
  difficultyId: number | null;
  onGoalChange(id: number | null): void;
  onDifficultyChange(id: number | null): void;
}

const toId = (value: string) => (value ? Number(value) : null);

/**
 * "Todas las Rutinas": goal and difficulty dropdowns and the public routines, 3 per page. The
 * server filters only when both are chosen; otherwise the whole list is shown.
 */
export function PublicRoutinesBrowser({
  goalId,
  difficultyId,
  onGoalChange,
  onDifficultyChange,
}: PublicRoutinesBrowserProps) {
  const { t } = useTranslation('routines');
  const { data: goals = [] } = useGetRoutineGoalsQuery();
  const filter = goalId && difficultyId ? { objetivos_id: goalId, dificultad_id: difficultyId } : undefined;
  const { data, isFetching, isError, refetch } = useGetPublicRoutinesQuery(filter, { refetchOnMountOrArgChange: true });
  const [copy, { isLoading: saving, originalArgs }] = useCopyRoutineMutation();

  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <NativeSelect.Root maxW={{ sm: '64' }}>
          <NativeSelect.Field
            aria-label={t('discover.goals')}
            value={goalId ?? ''}
            onChange={(e) => onGoalChange(toId(e.currentTarget.value))}
          >
            <option value="">{t('discover.goals')}</option>
            {goals.map((goal) => (
              <option key={goal.id} value={goal.id}>
                {goal.nombre}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW={{ sm: '64' }}>
          <NativeSelect.Field
            aria-label={t('discover.difficulty')}
            value={difficultyId ?? ''}
            onChange={(e) => onDifficultyChange(toId(e.currentTarget.value))}
          >
            <option value="">{t('discover.difficulty')}</option>
            {FILTER_DIFFICULTIES.map((id) => (
              <option key={id} value={id}>
                {t(`difficulties.${id}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <SavableRoutineGrid
        // A new filter starts again at page 1.
        key={filter ? `${filter.objetivos_id}-${filter.dificultad_id}` : 'all'}
        items={data}
        isLoading={isFetching}
        isError={isError}
        onRetry={() => void refetch()}
        empty={t('list.publicEmpty')}
        save={copy}
        savingId={saving ? (originalArgs ?? null) : null}
      />
    </Stack>
  );
}

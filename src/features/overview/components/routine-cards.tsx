import { Badge, Button, Card, HStack, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { UserRoutine } from '../../../lib/contract';
import { useDrawnUserRoutines } from '../../../entities/user-routines/api';
import { useCurrentWorkoutQuery } from '../../../entities/workouts/api';
import { drawnQuery } from '../../../lib/drawn-query';
import { NoRoutines } from '../../../entities/user-routines/no-routines';
import { LoadError } from '../../../ui/components/load-error';
import { OVERVIEW_MAX_ROUTINES, selectOverviewRoutines } from '../selection';
import { useSlicedFirstAnswer } from '../../../lib/sliced-answer';

function RoutineCard({ routine }: { routine: UserRoutine }) {
  const { t } = useTranslation('overview');
  const titleId = useId();
  return (
    <Card.Root as="li" size="sm" variant="outline" borderTopWidth="4px" borderTopColor="brand.accent">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Card.Title as="h2" id={titleId} textStyle="md" lineClamp={2}>
            {routine.nombre}
          </Card.Title>
          <Badge colorPalette="gray" variant="subtle" flexShrink={0}>
            {routine.nivel}
          </Badge>
        </HStack>
        <Text textStyle="sm">{t('card.exercises', { count: routine.ejercicios.length })}</Text>
        <Text textStyle="sm" color="fg.muted">
          {t('card.last', { date: routine.fecha_fin_rutina ?? t('card.noDate') })}
        </Text>
        {routine.plan && routine.fecha_fin_rutina ? (
          <Text textStyle="xs" color="fg.muted">
            {t('card.planEnd', { plan: routine.plan.nombre })}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <RouterLink to={`/dashboard/routines/edit/${routine.rutina_id}`} aria-describedby={titleId}>
            {t('card.detail')}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

export interface RoutineCardsProps {
  /** The moment "this week" is measured from (default: now). */
  now?: Date;
}

/** docs/PRODUCT.md §2: up to 4 routine cards, chosen as docs/PRODUCT.md §4 says. */
export function RoutineCards({ now }: RoutineCardsProps) {
  const { t } = useTranslation('overview');
  const { data: routines, isLoading, isError, refetch } = useDrawnUserRoutines();
  // The "Hoy" card above waits for the session in progress as well and grows when it is drawn
  // (features/workouts/components/today-card.tsx): the cards are drawn with it, not pushed down by it.
  const todayLoading = useCurrentWorkoutQuery(undefined, {
    selectFromResult: (result) => ({ isLoading: drawnQuery(result).isLoading }),
  }).isLoading;
  const grid = { as: 'ul', listStyleType: 'none', columns: { base: 1, sm: 2, xl: 4 }, gap: '4' } as const;

  // Drawn with the "Hoy" card, in a background render (named optimisation "First answer drawn in slices").
  const drawn = useSlicedFirstAnswer(!(isLoading || todayLoading));
  if (!drawn) {
    return (
      <SimpleGrid columns={grid.columns} gap={grid.gap} role="status" aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: OVERVIEW_MAX_ROUTINES }, (_, i) => (
          // As tall as a card (169 px on a phone, 193 on a wide screen's row of four).
          <Skeleton key={i} h={{ base: '44', xl: '48' }} borderRadius="l2" />
        ))}
      </SimpleGrid>
    );
  }
  // Logged where the list is fetched (docs/PRODUCT.md §8, no toast); never the empty text.
  if (isError || !routines) return <LoadError message={t('loadError')} onRetry={() => void refetch()} />;
  const selected = selectOverviewRoutines(routines, now ?? new Date());
  if (selected.length === 0) return <NoRoutines text={t('empty')} />;
  return (
    <SimpleGrid {...grid} aria-label={t('routinesLabel')}>
      {selected.map((routine) => (
        <RoutineCard key={routine.rutina_id} routine={routine} />
      ))}
    </SimpleGrid>
  );
}

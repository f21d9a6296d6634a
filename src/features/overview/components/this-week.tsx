import { Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useWeightUnit } from '../../../entities/users/use-weight-unit';
import { useAdherenceQuery } from '../../../entities/workouts/api';
import type { Adherence } from '../../../lib/contract-training';
import { formatVolume } from '../../../lib/training-format';
import { LoadError } from '../../../ui/components/load-error';
import { drawnQuery } from '../../../lib/drawn-query';
import { useSlicedFirstAnswer } from '../../../lib/sliced-answer';

/** The current week: the last one of the adherence answer (zeros before it arrives). */
export function currentWeek(adherence: Adherence | undefined) {
  const last = adherence?.semanas.at(-1);
  return {
    planificadas: last?.planificadas ?? 0,
    hechas: last?.hechas ?? 0,
    volumen_kg: last?.volumen_kg ?? 0,
    racha: adherence?.racha ?? 0,
  };
}

/** "Esta semana": sessions done / planned this week, their volume and the streak. */
export function ThisWeek() {
  const { t } = useTranslation('overview');
  const answer = useAdherenceQuery(undefined, { selectFromResult: drawnQuery });
  const { isError, refetch } = answer;
  // The first answer drawn in a background render (named optimisation "First answer drawn in slices").
  const drawn = useSlicedFirstAnswer(!answer.isLoading);
  const isLoading = !drawn;
  const data = drawn ? answer.data : undefined;
  const week = currentWeek(data);
  const unit = useWeightUnit();
  const tiles = [
    {
      label: t('thisWeek.sessions'),
      value: t('thisWeek.sessionsValue', { done: week.hechas, planned: week.planificadas }),
    },
    { label: t('thisWeek.volume'), value: formatVolume(week.volumen_kg, unit) },
    { label: t('thisWeek.streak'), value: t('thisWeek.streakValue', { count: week.racha }) },
  ];
  return (
    <Stack as="section" aria-labelledby="this-week-title" gap="4">
      <Flex align="center" justify="space-between" gap="4" wrap="wrap">
        <Heading as="h2" id="this-week-title" size="xl">
          {t('thisWeek.title')}
        </Heading>
        <Button asChild variant="ghost" colorPalette="brand" size="sm">
          <RouterLink to="/dashboard/progress">{t('thisWeek.progress')}</RouterLink>
        </Button>
      </Flex>
      {isError ? (
        <LoadError message={t('thisWeek.loadError')} onRetry={() => void refetch()} />
      ) : (
        <SimpleGrid columns={3} gap={{ base: '2', md: '4' }} aria-busy={isLoading}>
          {tiles.map(({ label, value }) => (
            <Stat.Root key={label} borderWidth="1px" borderRadius="l3" p={{ base: '3', md: '4' }} bg="bg.panel">
              <Stat.Label color="fg.muted">{label}</Stat.Label>
              {isLoading ? (
                <Skeleton as="dd" h="8" />
              ) : (
                <Stat.ValueText textStyle={{ base: 'lg', md: '2xl' }} minH="8">
                  {value}
                </Stat.ValueText>
              )}
            </Stat.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

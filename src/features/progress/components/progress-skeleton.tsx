import { Box, Heading, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ProgressSection } from './progress-section';

/** A chart section while it loads: its real title over a block of the chart's height. */
function ChartSkeleton({ title, h }: { title: string; h: { base: string; md: string } }) {
  return (
    <ProgressSection title={title}>
      <SkeletonText noOfLines={1} w="60%" />
      <Skeleton h={h} borderRadius="l2" />
    </ProgressSection>
  );
}

/**
 * The progress screen while its four answers arrive: each section in its place and size, named by
 * its heading (the exercise picker and chart, the records' cards, the muscle map, the two weekly
 * charts), so the screen does not jump when they come and a reader knows what is coming.
 */
export function ProgressSkeleton() {
  const { t } = useTranslation('progress');
  return (
    <Stack gap="10" role="status" aria-label={t('loading')} aria-busy="true">
      <Stack gap="4">
        <Skeleton h="10" maxW="md" borderRadius="l2" />
        <Skeleton h="72" borderRadius="l3" />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          {t('records.title')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="32" borderRadius="l2" />
          ))}
        </SimpleGrid>
      </Stack>
      <ProgressSection title={t('map.title')}>
        <Box display="flex" gap="4" justifyContent="center">
          <Skeleton h={{ base: '48', md: '64' }} w={{ base: '28', md: '36' }} borderRadius="full" />
          <Skeleton h={{ base: '48', md: '64' }} w={{ base: '28', md: '36' }} borderRadius="full" />
        </Box>
      </ProgressSection>
      <ChartSkeleton title={t('muscles.title')} h={{ base: '64', md: '80' }} />
      <ChartSkeleton title={t('adherence.title')} h={{ base: '56', md: '64' }} />
    </Stack>
  );
}

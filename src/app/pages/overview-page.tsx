import { Box, Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RecoveryGlance } from '../../entities/workouts/muscle-map/recovery-glance';
import { CompactWeek } from '../../features/calendar/components/compact-week';
import { RoutineCards } from '../../features/overview/components/routine-cards';
import { StatsTiles } from '../../features/overview/components/stats-tiles';
import { ThisWeek } from '../../features/overview/components/this-week';
import { TodayCard } from '../../features/workouts/components/today-card';
import { PageHeader } from '../../ui/components/page-header';

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Flex align="center" justify="space-between" gap="4" wrap="wrap">
        <Heading as="h2" id={headingId} size="xl">
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Stack>
  );
}

/**
 * /dashboard/overview (docs/PRODUCT.md §2): recent routines and statistics from the overview
 * feature around the calendar feature's compact week, then each muscle's recovery (once there is
 * feedback). Today's training comes first, right under the title, on every width: it is what the
 * screen is opened for in the gym, and one place keeps the reading order the same as what is seen.
 */
export default function OverviewPage() {
  const { t } = useTranslation('overview');
  return (
    <Stack gap="10">
      <Box>
        <PageHeader
          title={t('title')}
          subtitle={t('subtitle')}
          actions={
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to="/dashboard/routines">{t('viewAll')}</RouterLink>
            </Button>
          }
        />
        <Box mb="8">
          <TodayCard />
        </Box>
        <RoutineCards />
      </Box>
      <Section
        title={t('calendar.title')}
        action={
          <Button asChild variant="ghost" colorPalette="brand" size="sm">
            <RouterLink to="/dashboard/calendar">{t('calendar.full')}</RouterLink>
          </Button>
        }
      >
        <CompactWeek />
      </Section>
      <Section title={t('stats.title')}>
        <StatsTiles />
      </Section>
      <ThisWeek />
      <RecoveryGlance />
    </Stack>
  );
}

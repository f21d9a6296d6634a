import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePrerenderedShell } from '../../../lib/prerendered-shell';
import { PageHeader } from '../../../ui/components/page-header';
import { MarksLegend } from '../components/event-mark';
import { RoutineCalendar } from '../components/routine-calendar';

/** docs/PRODUCT.md §9: the full calendar is 750 px high. */
export const FULL_CALENDAR_HEIGHT = 750;

/** /dashboard/calendar: the month calendar where routines are dragged to another weekday. */
export default function CalendarPage() {
  const { t } = useTranslation('calendar');
  const shell = usePrerenderedShell();
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {shell ? <CalendarPlaceholder /> : <RoutineCalendar variant="month" height={FULL_CALENDAR_HEIGHT} editable />}
      <MarksLegend />
    </>
  );
}

/**
 * The dashboard shell's calendar (lib/prerendered-shell.ts): the build knows neither the visitor's
 * month nor their routines, so an empty box of the month view's height, which the calendar then
 * fills in the same place.
 */
function CalendarPlaceholder() {
  return <Box data-testid="calendar-placeholder" aria-busy h={`${FULL_CALENDAR_HEIGHT}px`} />;
}

import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/components/page-header';
import { MarksLegend } from '../components/event-mark';
import { RoutineCalendar } from '../components/routine-calendar';

/** docs/PRODUCT.md §9: the full calendar is 750 px high. */
export const FULL_CALENDAR_HEIGHT = 750;

/** /dashboard/calendar: the month calendar where routines are dragged to another weekday. */
export default function CalendarPage() {
  const { t } = useTranslation('calendar');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <RoutineCalendar variant="month" height={FULL_CALENDAR_HEIGHT} editable />
      <MarksLegend />
    </>
  );
}

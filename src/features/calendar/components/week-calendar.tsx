import { useSyncExternalStore } from 'react';
import { RoutineCalendar } from './routine-calendar';

/** docs/PRODUCT.md §9: 250 px when the window is 768 px wide or less, otherwise 150 px. */
export const weekCalendarHeight = (windowWidth: number): number => (windowWidth <= 768 ? 250 : 150);

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The overview's compact week (Monday first, prev/next only); its height follows the window. */
export function WeekCalendar() {
  const width = useSyncExternalStore(subscribe, () => window.innerWidth);
  return <RoutineCalendar variant="week" height={weekCalendarHeight(width)} />;
}

export default WeekCalendar;

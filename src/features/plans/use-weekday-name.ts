import { useTranslation } from 'react-i18next';
import type { PlanSession } from '../../lib/contract-plans';

type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** "Lunes" .. "Domingo" (the routines' names of SPEC.md's `dia`, 1 Monday .. 7 Sunday). */
export function useWeekdayName(): (day: number) => string {
  const { t } = useTranslation('routines');
  return (day) => t(`weekdays.${day as Weekday}`);
}

/** "Lunes: Cuerpo completo A": how the grid and the session cards name a session. */
export function useSessionTitle(): (session: Pick<PlanSession, 'dia' | 'etiqueta'>) => string {
  const { t } = useTranslation('plans');
  const weekday = useWeekdayName();
  return (s) => t('view.sessionTitle', { weekday: weekday(s.dia), label: s.etiqueta });
}

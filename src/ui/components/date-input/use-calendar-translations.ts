import type { DatePickerRootProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Translations = NonNullable<DatePickerRootProps['translations']>;
type View = 'day' | 'month' | 'year';

/** The calendar's button and cell names in Spanish (Chakra's DatePicker says them in English). */
export function useCalendarTranslations(): Translations {
  const { t } = useTranslation();
  return useMemo(() => {
    const previous: Record<View, string> = {
      day: t('dateInput.previousMonth'),
      month: t('dateInput.previousYear'),
      year: t('dateInput.previousDecade'),
    };
    const next: Record<View, string> = {
      day: t('dateInput.nextMonth'),
      month: t('dateInput.nextYear'),
      year: t('dateInput.nextDecade'),
    };
    return {
      trigger: (open) => (open ? t('dateInput.close') : t('dateInput.open')),
      content: t('dateInput.calendar'),
      prevTrigger: (view) => previous[view],
      nextTrigger: (view) => next[view],
      // Named by its text ("noviembre de 2026"): a name of its own would hide what it shows.
      viewTrigger: () => '',
      dayCell: (state) =>
        state.unavailable
          ? t('dateInput.unavailableDay', { date: state.valueText })
          : state.selected
            ? t('dateInput.selectedDay', { date: state.valueText })
            : t('dateInput.day', { date: state.valueText }),
    };
  }, [t]);
}

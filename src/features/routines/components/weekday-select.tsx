import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '../weekdays';

/** "Selecciona un día", then Lunes to Domingo ('1'..'7'), for a form field registered as `field`. */
export function WeekdaySelect({ field }: { field: UseFormRegisterReturn }) {
  const { t } = useTranslation('routines');
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        <option value="">{t('form.weekdayPlaceholder')}</option>
        {WEEKDAYS.map((day) => (
          <option key={day} value={String(day)}>
            {t(`weekdays.${day}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

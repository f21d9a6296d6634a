import {
  DatePicker,
  Group,
  IconButton,
  Input,
  parseDate,
  Portal,
  type DateValue,
  type InputProps,
} from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTextValue, dateValueText, isDateValue, maskDateText } from './date-text';
import { useCalendarTranslations } from './use-calendar-translations';

export interface DateInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min'> {
  ref?: Ref<HTMLInputElement>;
  /** `yyyy-mm-dd`, '' when empty, or a typed text that is not a date (what onValueChange gave). */
  value: string;
  /** Called with `yyyy-mm-dd`, '' or the typed text when it is not a date (see dateTextValue). */
  onValueChange(value: string): void;
  /** `yyyy-mm-dd`: the calendar offers no earlier day (typing one is the form's to refuse). */
  min?: string;
}

/** A finger's size (44 px) for the calendar's days, months, years and arrows, on a phone too. */
const FINGER = { '--table-cell-size': '2.75rem', '--datepicker-nav-trigger-size': '2.75rem' };

/** The browser's time zone: the calendar's "today" is the user's, as every date on screen. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A date field in SPEC's `dd-mm-yyyy`, whatever the browser's language (a native
 * `<input type="date">` shows mm/dd/yyyy in an English browser): a text input that reads what is
 * typed (dateTextValue) and a button that opens Chakra's DatePicker, a calendar in Spanish from
 * Monday. Put it in a FormField (its label, required mark and message); with react-hook-form,
 * through FormDateInput. The form value stays `yyyy-mm-dd`. The input and the button are 44 px high
 * on a phone, as are the calendar's days.
 */
export function DateInput({ ref, value, onValueChange, min, onBlur, size, ...input }: DateInputProps) {
  const { t } = useTranslation();
  const translations = useCalendarTranslations();
  // The text typed, kept while it is the value's own (a form reset or a day picked replaces it).
  const [typed, setTyped] = useState({ text: dateValueText(value), value });
  const text = typed.value === value ? typed.text : dateValueText(value);
  const minDate = min && isDateValue(min) ? parseDate(min) : undefined;
  const selected = isDateValue(value) ? [parseDate(value)] : [];
  const controlSize = size ?? { base: 'lg', md: 'md' };

  const type = (next: string) => {
    const masked = maskDateText(text, next);
    const nextValue = dateTextValue(masked);
    setTyped({ text: masked, value: nextValue });
    if (nextValue !== value) onValueChange(nextValue);
  };
  const pick = (day: DateValue | undefined) => {
    const nextValue = day ? day.toString() : '';
    setTyped({ text: dateValueText(nextValue), value: nextValue });
    if (nextValue !== value) onValueChange(nextValue);
  };

  return (
    <DatePicker.Root
      locale="es-ES"
      timeZone={timeZone()}
      startOfWeek={1}
      value={selected}
      onValueChange={(details) => pick(details.value[0])}
      isDateUnavailable={minDate ? (day) => day.compare(minDate) < 0 : undefined}
      translations={translations}
      positioning={{ placement: 'bottom-start' }}
      width="full"
    >
      <DatePicker.Control>
        <Group attached width="full">
          <Input
            ref={ref}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('dateInput.placeholder')}
            size={controlSize}
            {...input}
            // Not the DatePicker's own input (it would write its format into this one).
            data-part="date-text"
            value={text}
            onChange={(e) => type(e.target.value)}
            onBlur={(e) => {
              // A day reads dd-mm-yyyy once left ("1-5-1990", "17051990" → "17-05-1990").
              if (isDateValue(value)) setTyped({ text: dateValueText(value), value });
              onBlur?.(e);
            }}
          />
          {/* The trigger's props without its look (the look is for an icon inside an input). */}
          <DatePicker.Context>
            {(picker) => (
              <IconButton {...picker.getTriggerProps()} variant="outline" size={controlSize}>
                <CalendarDays aria-hidden />
              </IconButton>
            )}
          </DatePicker.Context>
        </Group>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content aria-roledescription={t('dateInput.calendar')}>
            <DatePicker.View view="day" css={FINGER}>
              <DatePicker.Header />
              <DatePicker.DayTable aria-roledescription={t('dateInput.calendar')} />
            </DatePicker.View>
            <DatePicker.View view="month" css={FINGER}>
              <DatePicker.Header />
              <DatePicker.MonthTable aria-roledescription={t('dateInput.calendar')} />
            </DatePicker.View>
            <DatePicker.View view="year" css={FINGER}>
              <DatePicker.Header />
              <DatePicker.YearTable aria-roledescription={t('dateInput.calendar')} />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

import { Button, Field, NativeSelect, Stack, Switch } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REMINDER_TIME_ZONES, reminderSettings, type ReminderSettings } from '../../../lib/contract-calendar';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

export interface RemindersFormProps {
  initial: ReminderSettings;
  saving: boolean;
  onSave(values: ReminderSettings): void;
}

/** On/off, hour and time zone of the reminders; the shared schema is the server's own. */
export function RemindersForm({ initial, saving, onSave }: RemindersFormProps) {
  const { t } = useTranslation('profile');
  const { control, register, handleSubmit } = useForm<ReminderSettings>({
    resolver: zodResolver(reminderSettings),
    defaultValues: initial,
  });
  const on = useWatch({ control, name: 'activo' });
  // A zone saved from elsewhere (the API accepts any IANA zone) stays selectable.
  const zones = REMINDER_TIME_ZONES.includes(initial.zona_horaria as (typeof REMINDER_TIME_ZONES)[number])
    ? REMINDER_TIME_ZONES
    : [initial.zona_horaria, ...REMINDER_TIME_ZONES];

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <Stack gap="4">
        <Controller
          control={control}
          name="activo"
          render={({ field }) => (
            <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand">
              <Switch.HiddenInput onBlur={field.onBlur} />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label textStyle="md">{t('reminders.enabled')}</Switch.Label>
            </Switch.Root>
          )}
        />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <Field.Root disabled={!on} flex="1">
            <Field.Label>{t('reminders.hour')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('hora', { valueAsNumber: true })}>
                {HOURS.map((h) => (
                  <option key={h} value={h}>
                    {t('reminders.hourOption', { hour: String(h).padStart(2, '0') })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root disabled={!on} flex="2">
            <Field.Label>{t('reminders.zone')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('zona_horaria')}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {t(`reminders.zones.${zone}` as 'reminders.zones.UTC', { defaultValue: zone })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={saving}
          loadingText={t('reminders.save')}
        >
          {t('reminders.save')}
        </Button>
      </Stack>
    </form>
  );
}

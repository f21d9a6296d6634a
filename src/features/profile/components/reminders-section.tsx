import { Skeleton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReminderSettings } from '../../../lib/contract-calendar';
import { toast } from '../../../lib/toast';
import { LoadError } from '../../../ui/components/load-error';
import { useGetRemindersQuery, useUpdateRemindersMutation } from '../api';
import { ProfileSection } from './profile-section';
import { RemindersForm } from './reminders-form';

/** "Recordatorios": an e-mail on days with a planned session, at the chosen hour. */
export function RemindersSection() {
  const { t } = useTranslation('profile');
  const reminders = useGetRemindersQuery();
  const [update, { isLoading: saving }] = useUpdateRemindersMutation();

  const save = async (values: ReminderSettings) => {
    try {
      await update(values).unwrap();
      toast.success(t('reminders.saved'));
    } catch {
      toast.error(t('reminders.error'));
    }
  };

  return (
    <ProfileSection title={t('reminders.title')} intro={t('reminders.intro')}>
      {reminders.isError ? (
        <LoadError message={t('reminders.loadError')} onRetry={() => void reminders.refetch()} />
      ) : reminders.data ? (
        <RemindersForm initial={reminders.data} saving={saving} onSave={(v) => void save(v)} />
      ) : (
        <Skeleton height="24" aria-busy="true" />
      )}
    </ProfileSection>
  );
}

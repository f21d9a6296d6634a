import { Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { CalendarPlus, RefreshCw, CalendarX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/date-format';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../ui/components/confirm-dialog';
import { LoadError } from '../../../ui/components/load-error';
import { useCreateCalendarFeedMutation, useGetCalendarFeedQuery, useRevokeCalendarFeedMutation } from '../api';
import { CalendarFeedUrl } from './calendar-feed-url';
import { ProfileSection } from './profile-section';

type Asking = 'regenerate' | 'revoke' | null;

/** "Calendario": the private .ics subscription, on/off, its address once, renew, revoke. */
export function CalendarFeedSection() {
  const { t } = useTranslation('profile');
  const feed = useGetCalendarFeedQuery();
  const [create, creating] = useCreateCalendarFeedMutation();
  const [revoke, revoking] = useRevokeCalendarFeedMutation();
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);

  const turnOn = async () => {
    try {
      setUrl((await create().unwrap()).url);
      setAsking(null);
    } catch {
      toast.error(t('calendar.error'));
    }
  };
  const turnOff = async () => {
    try {
      await revoke().unwrap();
      setUrl(null);
      setAsking(null);
      toast.success(t('calendar.revoked'));
    } catch {
      toast.error(t('calendar.error'));
    }
  };

  const body = () => {
    if (feed.isError) return <LoadError message={t('calendar.loadError')} onRetry={() => void feed.refetch()} />;
    if (!feed.data) return <Skeleton height="10" aria-busy="true" />;
    if (!feed.data.activo)
      return (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text>{t('calendar.off')}</Text>
          <Button colorPalette="brand" onClick={() => void turnOn()} loading={creating.isLoading}>
            <CalendarPlus aria-hidden />
            {t('calendar.enable')}
          </Button>
        </HStack>
      );
    const since = feed.data.creado ? formatDate(new Date(feed.data.creado)) : '';
    return (
      <>
        <Text>{t('calendar.on', { date: since })}</Text>
        {url ? <CalendarFeedUrl url={url} /> : <Text color="fg.muted">{t('calendar.urlHidden')}</Text>}
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => setAsking('regenerate')}>
            <RefreshCw aria-hidden />
            {t('calendar.regenerate')}
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setAsking('revoke')}>
            <CalendarX aria-hidden />
            {t('calendar.revoke')}
          </Button>
        </HStack>
      </>
    );
  };

  return (
    <ProfileSection title={t('calendar.title')} intro={t('calendar.intro')}>
      {body()}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'revoke' ? t('calendar.revokeTitle') : t('calendar.regenerateTitle')}
        confirmLabel={asking === 'revoke' ? t('calendar.revoke') : t('calendar.regenerate')}
        loading={creating.isLoading || revoking.isLoading}
        onConfirm={() => void (asking === 'revoke' ? turnOff() : turnOn())}
        onClose={() => setAsking(null)}
      >
        {asking === 'revoke' ? t('calendar.revokeText') : t('calendar.regenerateText')}
      </ConfirmDialog>
    </ProfileSection>
  );
}

import { Alert, Button, List, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterPaint } from '../../lib/tasks';
import { useOnline } from '../../lib/use-online';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { setQueue, type PendingEntry } from './set-queue';
import { retryOutboxNow, useOutboxEntries } from './use-outbox-sync';

/** What the outbox holds, as the banner counts it. */
export function outboxCounts(entries: readonly PendingEntry[]) {
  const waiting = entries.filter((e) => e.status !== 'rejected');
  const rejected = entries.filter((e) => e.status === 'rejected');
  return {
    sets: waiting.filter((e) => e.kind === 'set').length,
    changes: waiting.filter((e) => e.kind !== 'set').length,
    failed: waiting.some((e) => e.status === 'failed'),
    rejected: rejected.length,
    reasons: [...new Set(rejected.map((e) => e.reason ?? ''))].filter(Boolean),
  };
}

function Rejected({ count, reasons }: { count: number; reasons: string[] }) {
  const { t } = useTranslation('offline');
  const [asking, setAsking] = useState(false);
  const discard = () => {
    const queue = setQueue();
    for (const entry of queue.all()) if (entry.status === 'rejected') queue.remove(entry.id);
    setAsking(false);
  };
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('rejected', { count })}</Alert.Title>
        <List.Root ps="4">
          {reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List.Root>
        <Button size="sm" variant="outline" colorPalette="red" alignSelf="start" onClick={() => setAsking(true)}>
          {t('discard')}
        </Button>
      </Alert.Content>
      <ConfirmDialog
        open={asking}
        title={t('discardTitle')}
        confirmLabel={t('discard')}
        onConfirm={discard}
        onClose={() => setAsking(false)}
      >
        {t('discardText')}
      </ConfirmDialog>
    </Alert.Root>
  );
}

/**
 * The signed-in area's notice of what has not reached the server: no connection, how many sets and
 * other changes wait to be sent ("3 series pendientes de enviar"), "Reintentar ahora" after a
 * failure, and what the server refused, kept until the user discards it.
 */
export function OutboxStatus() {
  const { t } = useTranslation('offline');
  const { t: session } = useTranslation('workouts');
  const online = useOnline();
  // A set logged draws its row in the tap's frame; this notice (above the screen, moving it) the
  // frame after: named optimisation "The tap paints first" (docs/PERFORMANCE.md).
  const counts = outboxCounts(useAfterPaint(useOutboxEntries()));
  const waiting = counts.sets + counts.changes > 0;
  if (online && !waiting && counts.rejected === 0) return null;
  return (
    <Stack gap="2" mb="5" role="region" aria-label={t('regionLabel')}>
      {online && !waiting ? null : (
        <Alert.Root status={online ? 'info' : 'warning'} aria-live="polite">
          <Alert.Indicator />
          <Alert.Content gap="1">
            {online ? null : <Alert.Title>{t('offline')}</Alert.Title>}
            {online ? null : <Alert.Description>{t('offlineStart')}</Alert.Description>}
            {counts.sets > 0 ? <Alert.Title>{t('pendingSets', { count: counts.sets })}</Alert.Title> : null}
            {counts.changes > 0 ? (
              <Alert.Title>{session('sync.pendingChanges', { count: counts.changes })}</Alert.Title>
            ) : null}
            {waiting ? (
              <Alert.Description>{online && !counts.failed ? t('sending') : t('waiting')}</Alert.Description>
            ) : null}
            {waiting && online && counts.failed ? (
              <Button size="sm" variant="outline" alignSelf="start" onClick={retryOutboxNow}>
                {t('retry')}
              </Button>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      )}
      {counts.rejected > 0 ? <Rejected count={counts.rejected} reasons={counts.reasons} /> : null}
    </Stack>
  );
}

import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PendingFinish } from '../../../entities/workouts/set-queue';

/**
 * A session finished on this device whose finish the server has not confirmed yet: on its way, or
 * waiting for the connection (it goes, after the session's sets, by itself), or refused. The
 * summary opens once the server has it. While it waits, `feedback` ("¿Cómo lo notaste?") can be
 * answered already: the answers wait in the outbox behind the finish.
 */
export function FinishQueued({
  entry,
  waiting,
  onRetry,
  feedback,
}: {
  entry: PendingFinish;
  /** No connection, or something of the session before it failed: it waits for the connection. */
  waiting: boolean;
  onRetry(): void;
  /** The session's feedback card, shown while the finish waits (not once refused). */
  feedback?: ReactNode;
}) {
  const { t } = useTranslation('workouts');
  if (entry.status === 'pending' && !waiting) {
    return (
      <Stack role="status" align="center" gap="3" py="10">
        <Spinner size="lg" color="brand.solid" />
        <Text fontWeight="medium">{t('session.finishing')}</Text>
      </Stack>
    );
  }
  const rejected = entry.status === 'rejected';
  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full">
      <Alert.Root status={rejected ? 'error' : 'info'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t(rejected ? 'session.finishRejected' : 'session.finishQueued')}</Alert.Title>
          <Alert.Description>{rejected ? entry.reason : t('session.finishQueuedText')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Stack direction="row" gap="2" wrap="wrap">
        {rejected ? null : (
          <Button colorPalette="brand" onClick={onRetry}>
            {t('set.retry')}
          </Button>
        )}
        <Button asChild variant="outline">
          <RouterLink to="/dashboard/overview">{t('session.back')}</RouterLink>
        </Button>
      </Stack>
      {rejected ? null : feedback}
    </Stack>
  );
}

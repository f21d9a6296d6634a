import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ResendOutcome as Outcome } from '../use-resend-verification';

/** The answer to a request for a new verification link, read out as it appears. */
export function ResendOutcome({ outcome }: { outcome: Outcome | null }) {
  const { t } = useTranslation('auth');
  if (outcome === null) return null;
  const sent = outcome === 'sent';
  return (
    <Alert.Root status={sent ? 'success' : 'error'} borderRadius="lg" role={sent ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Description>{t(`resend.${outcome}`)}</Alert.Description>
    </Alert.Root>
  );
}

import { Alert, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useResendVerification } from '../use-resend-verification';
import { ResendOutcome } from './resend-outcome';

/**
 * After a login refused because the account is not verified: the hint, and a button that sends a
 * new link to the address just typed.
 */
export function UnverifiedNotice({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { send, outcome, isLoading } = useResendVerification();
  return (
    <Stack gap="3">
      <Alert.Root status="warning" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Description>{t('login.unverifiedHint')}</Alert.Description>
          {outcome === 'sent' ? null : (
            <Button
              alignSelf="flex-start"
              size="sm"
              variant="outline"
              loading={isLoading}
              loadingText={t('login.resend')}
              onClick={() => void send(email)}
            >
              {t('login.resend')}
            </Button>
          )}
        </Alert.Content>
      </Alert.Root>
      <ResendOutcome outcome={outcome} />
    </Stack>
  );
}

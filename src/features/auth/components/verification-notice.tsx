import { Alert, Box, Stack } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResendVerificationForm } from './resend-verification-form';

const noSubscription = () => () => {};

/**
 * What the link of the verification e-mail (`GET users/verify-email/{token}`) says as it lands
 * on /login: `?verificacion=ok` or `?verificacion=invalida` (then a way to ask for a new link);
 * nothing for anything else. The notice appears after hydration: /login is prerendered without
 * it, and the first client render must match that HTML.
 */
export function VerificationNotice() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const outcome = params.get('verificacion');
  if (!hydrated || (outcome !== 'ok' && outcome !== 'invalida')) return null;
  const ok = outcome === 'ok';
  return (
    <Stack gap="5">
      <Alert.Root status={ok ? 'success' : 'error'} borderRadius="lg" role={ok ? 'status' : 'alert'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t(ok ? 'verify.verifiedTitle' : 'verify.invalidTitle')}</Alert.Title>
          <Alert.Description>{t(ok ? 'verify.verifiedText' : 'verify.invalidText')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {ok ? null : (
        <>
          <ResendVerificationForm />
          <Box as="hr" borderTopWidth="1px" borderColor="border" />
        </>
      )}
    </Stack>
  );
}

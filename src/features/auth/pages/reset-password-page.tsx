import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorStatus } from '../../../lib/api';
import { useCheckResetTokenQuery } from '../api';
import { AuthShell } from '../components/auth-shell';
import { ResetPasswordForm } from '../components/reset-password-form';

/** "Enlace no válido" and a way to ask for a new link: a link without token, used or expired. */
function InvalidLinkCard() {
  const { t } = useTranslation('auth');
  return (
    <AuthShell title={t('reset.missingTitle')}>
      <Stack gap="5">
        <Alert.Root status="warning" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Description>{t('reset.missingText')}</Alert.Description>
        </Alert.Root>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/reset-password">{t('reset.requestNew')}</RouterLink>
        </Button>
      </Stack>
    </AuthShell>
  );
}

/** While the server is asked whether the link still works. */
function CheckingLink() {
  const { t } = useTranslation('auth');
  return (
    <AuthShell title={t('reset.title')}>
      <Stack gap="4" align="center" py="4" role="status">
        <Spinner size="lg" color="brand.accent" aria-hidden />
        <Text>{t('reset.checking')}</Text>
      </Stack>
    </AuthShell>
  );
}

/**
 * docs/PRODUCT.md §2, "Reset password". The link is checked as the screen opens
 * (`GET users/reset-password`, the token left unused): a used or expired one shows "Enlace no
 * válido" at once, before any typing. Should the check itself fail (offline, a 500), the form
 * shows and the reset's own answer decides.
 */
export function ResetPasswordPage() {
  const { token } = useParams<{ token: string }>();
  const check = useCheckResetTokenQuery(token ?? '', { skip: !token });
  // A 403 to the reset itself (used in another tab meanwhile) ends on the same card.
  const [linkRefused, setLinkRefused] = useState(false);
  if (!token || linkRefused || errorStatus(check.error) === 403) return <InvalidLinkCard />;
  if (check.isLoading) return <CheckingLink />;
  return <ResetPasswordForm token={token} onRefused={() => setLinkRefused(true)} />;
}

export default ResetPasswordPage;

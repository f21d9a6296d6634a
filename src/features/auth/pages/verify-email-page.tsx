import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useVerifyEmailMutation } from '../api';
import { AuthShell } from '../components/auth-shell';
import { ResendVerificationForm } from '../components/resend-verification-form';

type Status = 'verifying' | 'verified' | 'invalid';

/** A used, expired or unknown link: what to do next, and a way to ask for a new link. */
function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <>
      <CircleX size={56} color="var(--chakra-colors-red-600)" aria-hidden />
      <Stack gap="2">
        <Text as="h2" textStyle="xl" fontWeight="bold">
          {t('verify.invalidTitle')}
        </Text>
        <Text color="fg.muted">{t('verify.invalidText')}</Text>
      </Stack>
      <ResendVerificationForm />
      <HStack gap="3" wrap="wrap" justify="center">
        <Button asChild variant="outline" size="lg">
          <RouterLink to="/register">{t('verify.register')}</RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <RouterLink to="/login">{t('verify.login')}</RouterLink>
        </Button>
      </HStack>
    </>
  );
}

/**
 * /verificar/:token, the link of the verification e-mail: confirms the account once
 * (`POST users/verify-email`; the token is single-use, so the call is never repeated).
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { token } = useParams<{ token: string }>();
  const [verifyEmail] = useVerifyEmailMutation();
  const [status, setStatus] = useState<Status>(token ? 'verifying' : 'invalid');
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    verifyEmail({ token })
      .unwrap()
      .then(
        () => setStatus('verified'),
        () => setStatus('invalid'),
      );
  }, [token, verifyEmail]);

  return (
    <AuthShell title={t('verify.title')}>
      <Stack gap="6" aria-live="polite" textAlign="center" align="center" py="4">
        {status === 'verifying' ? (
          <>
            <Spinner size="xl" color="brand.accent" borderWidth="4px" aria-hidden />
            <Text textStyle="lg">{t('verify.verifying')}</Text>
          </>
        ) : null}
        {status === 'verified' ? (
          <>
            <CircleCheck size={56} color="var(--chakra-colors-green-600)" aria-hidden />
            <Stack gap="2">
              <Text as="h2" textStyle="xl" fontWeight="bold">
                {t('verify.verifiedTitle')}
              </Text>
              <Text color="fg.muted">{t('verify.verifiedText')}</Text>
            </Stack>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/login">{t('verify.login')}</RouterLink>
            </Button>
          </>
        ) : null}
        {status === 'invalid' ? <InvalidLink /> : null}
      </Stack>
    </AuthShell>
  );
}

export default VerifyEmailPage;

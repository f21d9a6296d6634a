import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resendVerificationSchema, type ResendVerificationForm as Form } from '../../../lib/validation';
import { useResendVerification } from '../use-resend-verification';
import { EmailField } from './email-field';
import { AuthForm } from './auth-form';
import { ResendOutcome } from './resend-outcome';

/**
 * "Reenviar enlace de verificación" for someone whose link failed (used, expired, lost): their
 * e-mail and a button. Its own form, so it sits beside a screen's form, never inside it.
 */
export function ResendVerificationForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation('auth');
  const { send, outcome, isLoading } = useResendVerification();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form>({ resolver: zodResolver(resendVerificationSchema), defaultValues: { email: defaultEmail } });
  return (
    <Stack as="section" aria-labelledby="reenviar-verificacion" gap="4" textAlign="start" w="full">
      <Text as="h2" id="reenviar-verificacion" fontWeight="semibold">
        {t('resend.title')}
      </Text>
      <Text color="fg.muted">{t('resend.text')}</Text>
      <AuthForm onSubmit={handleSubmit(({ email }) => send(email))}>
        <Stack gap="4">
          <EmailField registration={register('email')} error={errors.email?.message} />
          <Button type="submit" variant="outline" loading={isLoading} loadingText={t('resend.submit')}>
            {t('resend.submit')}
          </Button>
        </Stack>
      </AuthForm>
      <ResendOutcome outcome={outcome} />
    </Stack>
  );
}

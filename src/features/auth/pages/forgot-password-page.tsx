import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, errorStatus } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { forgotPasswordSchema, type ForgotPasswordForm } from '../../../lib/validation';
import { useForgotPasswordMutation } from '../api';
import { AuthShell } from '../components/auth-shell';
import { TextLink } from '../components/text-link';
import { EmailField } from '../components/email-field';
import { AuthForm } from '../components/auth-form';

/** docs/PRODUCT.md §8: 403 "User not found" has its own text; anything else the generic one. */
export function forgotErrorKey(error: unknown) {
  return errorStatus(error) === 403 && errorMessage(error) === 'User not found'
    ? ('forgot.notFound' as const)
    : ('forgot.error' as const);
}

/**
 * docs/PRODUCT.md §2, "Forgot password". The server answers in English, so success is
 * told by our own Spanish text, in a note that stays above the form.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'validation']);
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(
    async ({ email }) => {
      try {
        await forgotPassword({ email }).unwrap();
        setSent(true);
      } catch (error) {
        setSent(false);
        toast.error(t(forgotErrorKey(error)));
      }
    },
    () => toast.error(t('validation:invalidEmailSubmit')),
  );

  return (
    <AuthShell
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <>
          <Text color="fg.muted">
            {t('forgot.noAccount')} <TextLink to="/register">{t('forgot.register')}</TextLink>
          </Text>
          <TextLink to="/login">{t('forgot.backToLogin')}</TextLink>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit}>
        <Stack gap="5">
          {sent ? (
            <Alert.Root status="success" borderRadius="lg" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{t('forgot.success')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <EmailField registration={register('email')} error={errors.email?.message} />
          <Button type="submit" colorPalette="brand" size="lg" loading={isLoading} loadingText={t('forgot.submit')}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </AuthForm>
    </AuthShell>
  );
}

export default ForgotPasswordPage;

import { Alert, Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { resetPasswordSchema, type ResetPasswordForm } from '../../../lib/validation';
import { PasswordInput } from '../../../ui/components/password-input';
import { useResetPasswordMutation } from '../api';
import { AuthShell } from '../components/auth-shell';
import { FormField } from '../../../ui/components/form-field';
import { TextLink } from '../components/text-link';
import { useDelayedNavigate } from '../use-delayed-navigate';
import { AuthForm } from '../components/auth-form';

/** docs/PRODUCT.md §9: go to /login 1 s after the password was changed. */
export const REDIRECT_AFTER_RESET_MS = 1000;

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

/** docs/PRODUCT.md §2, "Reset password". */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'validation']);
  const { token } = useParams<{ token: string }>();
  const [resetPassword, { isLoading, isSuccess }] = useResetPasswordMutation();
  const goLater = useDelayedNavigate();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onChange',
    defaultValues: { password: '', password_repeat: '' },
  });
  // The confirmation is checked again when the password changes, once it has been typed.
  const revalidateConfirmation = () => {
    if (getValues('password_repeat') !== '') void trigger('password_repeat');
  };

  // A used or expired link (403, API.md) shows the same card as a missing one.
  const [linkRefused, setLinkRefused] = useState(false);
  if (!token || linkRefused) return <InvalidLinkCard />;

  const onSubmit = handleSubmit(
    async ({ password }) => {
      try {
        await resetPassword({ token, password }).unwrap();
        toast.success(t('reset.success'));
        goLater('/login', REDIRECT_AFTER_RESET_MS);
      } catch (err) {
        toast.error(t('reset.error'));
        if ((err as { status?: unknown }).status === 403) setLinkRefused(true);
      }
    },
    () => toast.error(t('validation:incomplete')),
  );

  return (
    <AuthShell
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={<TextLink to="/reset-password">{t('reset.requestNew')}</TextLink>}
    >
      <AuthForm onSubmit={onSubmit}>
        <Stack gap="5">
          <FormField label={t('reset.password')} error={errors.password?.message} helper={t('register.passwordHint')}>
            <PasswordInput
              autoComplete="new-password"
              {...register('password', { onChange: revalidateConfirmation })}
            />
          </FormField>
          <FormField label={t('reset.passwordRepeat')} error={errors.password_repeat?.message}>
            <PasswordInput autoComplete="new-password" {...register('password_repeat')} />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={isLoading}
            loadingText={t('reset.submit')}
            disabled={isSuccess}
          >
            {t('reset.submit')}
          </Button>
        </Stack>
      </AuthForm>
    </AuthShell>
  );
}

export default ResetPasswordPage;

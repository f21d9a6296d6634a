import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../lib/store-hooks';
import { errorMessage, errorStatus } from '../../../lib/api';
import { loggedIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { loginSchema, type LoginForm } from '../../../lib/validation';
import { PasswordInput } from '../../../ui/components/password-input';
import { useLoginMutation } from '../api';
import { AuthShell } from '../components/auth-shell';
import { FormField } from '../../../ui/components/form-field';
import { TextLink } from '../components/text-link';
import { EmailField } from '../components/email-field';
import { AuthForm } from '../components/auth-form';
import { UnverifiedNotice } from '../components/unverified-notice';
import { VerificationNotice } from '../components/verification-notice';

/** A 401 whose message says the e-mail is not verified (docs/PRODUCT.md §11, `users/register`). */
function isUnverified(error: unknown): boolean {
  return errorStatus(error) === 401 && /verif/i.test(errorMessage(error) ?? '');
}

/**
 * The toast's second line on a 429 (too many attempts from here, the account locked for a while,
 * or the server busy with a flood of logins), where waiting helps and retrying at once does not.
 * An unverified account gets its notice on the screen instead (UnverifiedNotice).
 */
function loginHint(error: unknown): 'login.tooManyHint' | undefined {
  return errorStatus(error) === 429 ? 'login.tooManyHint' : undefined;
}

/** docs/PRODUCT.md §2, "Login": a stored token and /dashboard on success, one toast on any failure. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  // The address of the last login refused as unverified: the notice offers it a new link.
  const [unverified, setUnverified] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setUnverified(null);
    try {
      const { token } = await login({ email: values.email.trim(), password: values.password }).unwrap();
      if (token) {
        dispatch(loggedIn(token));
        await navigate('/dashboard');
      }
    } catch (error) {
      if (isUnverified(error)) setUnverified(values.email.trim());
      const hint = loginHint(error);
      toast.error(t('login.error'), { description: hint ? t(hint) : undefined });
    }
  });

  return (
    <AuthShell
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <Text color="fg.muted">
          {t('login.noAccount')} <TextLink to="/register">{t('login.register')}</TextLink>
        </Text>
      }
    >
      <Stack gap="5">
        <VerificationNotice />
        {unverified === null ? null : <UnverifiedNotice key={unverified} email={unverified} />}
        <AuthForm onSubmit={onSubmit}>
          <Stack gap="5">
            <EmailField registration={register('email')} error={errors.email?.message} />
            <Stack gap="2">
              <FormField label={t('shared.password')} error={errors.password?.message}>
                <PasswordInput autoComplete="current-password" {...register('password')} />
              </FormField>
              <Text textStyle="sm" alignSelf="flex-end">
                <TextLink to="/reset-password">{t('login.forgot')}</TextLink>
              </Text>
            </Stack>
            <Button type="submit" colorPalette="brand" size="lg" loading={isLoading} loadingText={t('login.submit')}>
              {t('login.submit')}
            </Button>
          </Stack>
        </AuthForm>
      </Stack>
    </AuthShell>
  );
}

export default LoginPage;

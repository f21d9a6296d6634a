import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessage, errorStatus } from '../../../lib/api';
import { loggedIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { loginSchema, type LoginForm } from '../../../lib/validation';
import { PasswordInput } from '../../../ui/components/password-input';
import { useLoginMutation } from '../api';
import { AuthShell } from '../components/auth-shell';
import { FormField } from '../../../ui/components/form-field';
import { TextLink } from '../components/text-link';
import { AuthForm } from '../components/auth-form';

/** A 401 whose message says the e-mail is not verified (API.md `users/register`). */
function isUnverified(error: unknown): boolean {
  return errorStatus(error) === 401 && /verif/i.test(errorMessage(error) ?? '');
}

/** SPEC.md "Login (/login)": a stored token and /dashboard on success, one toast on any failure. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { token } = await login({ email: values.email.trim(), password: values.password }).unwrap();
      if (token) {
        dispatch(loggedIn(token));
        await navigate('/dashboard');
      }
    } catch (error) {
      toast.error(t('login.error'), {
        description: isUnverified(error) ? t('login.unverifiedHint') : undefined,
      });
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
      <AuthForm onSubmit={onSubmit}>
        <Stack gap="5">
          <FormField label={t('shared.email')} error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              placeholder={t('shared.emailPlaceholder')}
              {...register('email')}
            />
          </FormField>
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
    </AuthShell>
  );
}

export default LoginPage;

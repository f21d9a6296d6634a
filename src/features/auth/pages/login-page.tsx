import { Alert, Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
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
import { AuthForm } from '../components/auth-form';

/** A 401 whose message says the e-mail is not verified (docs/PRODUCT.md §11, `users/register`). */
function isUnverified(error: unknown): boolean {
  return errorStatus(error) === 401 && /verif/i.test(errorMessage(error) ?? '');
}

/**
 * The toast's second line, when the answer says more than "wrong e-mail or password": an
 * unverified account, or a 429 (too many attempts from here, the account locked for a while, or
 * the server busy with a flood of logins), where waiting helps and retrying at once does not.
 */
function loginHint(error: unknown): 'login.unverifiedHint' | 'login.tooManyHint' | undefined {
  if (isUnverified(error)) return 'login.unverifiedHint';
  if (errorStatus(error) === 429) return 'login.tooManyHint';
  return undefined;
}

const noSubscription = () => () => {};

/**
 * What the link of the verification e-mail (`GET users/verify-email/{token}`) says as it lands
 * here: `?verificacion=ok` or `?verificacion=invalida`; nothing for anything else. The notice
 * appears after hydration: /login is prerendered without it, and the first client render must
 * match that HTML.
 */
function VerificationNotice() {
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
    <Alert.Root status={ok ? 'success' : 'error'} borderRadius="lg" role={ok ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(ok ? 'verify.verifiedTitle' : 'verify.invalidTitle')}</Alert.Title>
        <Alert.Description>{t(ok ? 'verify.verifiedText' : 'verify.invalidText')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** docs/PRODUCT.md §2, "Login": a stored token and /dashboard on success, one toast on any failure. */
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
      <AuthForm onSubmit={onSubmit}>
        <Stack gap="5">
          <VerificationNotice />
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

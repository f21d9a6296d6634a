import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { parseDecimal } from '../../../lib/decimal';
import { toast } from '../../../lib/toast';
import {
  needsGuardianConsent,
  registerFormSchemaAt,
  type RegisterForm,
  type RegisterPayload,
} from '../../../lib/validation';
import { useRegisterMutation, useRegistrationGoalsQuery } from '../api';
import { AuthShell } from '../components/auth-shell';
import { RegisterAccountFields } from '../components/register-account-fields';
import { RegisterConsentFields } from '../components/register-consent-fields';
import { RegisterErrorSummary } from '../components/register-error-summary';
import { RegisterProfileFields } from '../components/register-profile-fields';
import { TextLink } from '../components/text-link';
import { useDelayedNavigate } from '../use-delayed-navigate';
import { AuthForm } from '../components/auth-form';

/** docs/PRODUCT.md §9: redirect to /login 1500 ms after a successful registration. */
export const REDIRECT_AFTER_REGISTER_MS = 1500;

/** From the current year back 100 years, newest first. */
export function yearOptions(now = new Date()): string[] {
  const current = now.getFullYear();
  return Array.from({ length: 101 }, (_, i) => String(current - i));
}

/** The form before anything is typed (also the field groups' stories' start). */
export const EMPTY: RegisterForm = {
  nombre: '',
  apellidos: '',
  email: '',
  password: '',
  confirm_password: '',
  sexo: '',
  day: '',
  month: '',
  year: '',
  objetivo_id: '',
  peso: '',
  altura: '',
  terms: false,
  guardian: false,
};

/** docs/PRODUCT.md §3 "Registration payload": padded YYYY-MM-DD, numbers for the numeric fields. */
export function toRegisterPayload(form: RegisterForm): RegisterPayload {
  return {
    nombre: form.nombre.trim(),
    apellidos: form.apellidos.trim(),
    email: form.email.trim(),
    password: form.password,
    fecha_nacimiento: `${form.year}-${form.month.padStart(2, '0')}-${form.day.padStart(2, '0')}`,
    sexo: Number(form.sexo),
    // "82,5" or "82.5", as the schema let through.
    peso: parseDecimal(form.peso) ?? Number.NaN,
    altura: parseDecimal(form.altura) ?? Number.NaN,
    objetivo_id: Number(form.objetivo_id),
  };
}

/** docs/PRODUCT.md §8: the server's message mapped to the Spanish text. */
export function registerErrorKey(error: unknown) {
  const message = errorMessage(error) ?? '';
  if (message === 'Email already exists') return 'register.emailTaken' as const;
  if (message.includes('Password')) return 'register.passwordRejected' as const;
  return 'register.error' as const;
}

/**
 * The register form: the shared zod schema as of `now`, checked on every change. The confirmation
 * is checked again when the password changes, once it has been typed. The guardian's box follows
 * the birth date: read from the form, re-rendered by each change of a date select. On the
 * prerendered /register a date picked while the app's code loads is read by the form as it takes
 * over, with no change event: the box then shows at the latest with its message when the form is
 * sent (the schema asks for it), never an error for a hidden box.
 */
function useRegisterForm(now?: Date) {
  const schema = useMemo(() => registerFormSchemaAt(now), [now]);
  const form = useForm<RegisterForm>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: EMPTY });
  const {
    trigger,
    getValues,
    formState: { errors, submitCount },
  } = form;
  const [, setDateEdits] = useState(0);
  const dateEdited = () => {
    setDateEdits((n) => n + 1);
    // Once sent, the guardian's message follows the date too (gone for an adult's).
    if (submitCount > 0) void trigger('guardian');
  };
  const [day = '', month = '', year = ''] = getValues(['day', 'month', 'year']);
  const minor = needsGuardianConsent({ day, month, year }, now ?? new Date()) || Boolean(errors.guardian);
  const revalidateConfirmation = () => {
    if (getValues('confirm_password') !== '') void trigger('confirm_password');
  };
  return { form, minor, dateEdited, revalidateConfirmation };
}

/** docs/PRODUCT.md §2, "Register". */
export function RegisterPage({ now }: { now?: Date }) {
  const { t } = useTranslation(['auth', 'validation']);
  const [registerUser, { isLoading }] = useRegisterMutation();
  const goals = useRegistrationGoalsQuery();
  const goLater = useDelayedNavigate();
  const { form, minor, dateEdited, revalidateConfirmation } = useRegisterForm(now);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = form;

  useEffect(() => {
    // docs/PRODUCT.md §8: a goals load failure is for the console only.
    if (goals.isError) console.error('Could not load the goals', goals.error);
  }, [goals.isError, goals.error]);

  const onSubmit = handleSubmit(async (form) => {
    try {
      const { renewed } = await registerUser(toRegisterPayload(form)).unwrap();
      toast.success(t(renewed ? 'register.renewed' : 'register.success'));
      reset(EMPTY);
      goLater('/login', REDIRECT_AFTER_REGISTER_MS);
    } catch (error) {
      toast.error(t(registerErrorKey(error)));
    }
  });

  const failed = submitCount > 0 && Object.keys(errors).length > 0;

  return (
    <AuthShell
      wide
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <Text color="fg.muted">
          {t('register.haveAccount')} <TextLink to="/login">{t('register.login')}</TextLink>
        </Text>
      }
    >
      <AuthForm onSubmit={onSubmit}>
        <Stack gap="8">
          <RegisterAccountFields register={register} errors={errors} onPasswordChange={revalidateConfirmation} />
          <RegisterProfileFields
            register={register}
            errors={errors}
            goals={goals.data ?? []}
            years={yearOptions(now)}
            onDateChange={dateEdited}
          />
          <RegisterConsentFields control={control} errors={errors} minor={minor} />
          {failed ? <RegisterErrorSummary errors={errors} /> : null}
          <Button type="submit" colorPalette="brand" size="lg" loading={isLoading} loadingText={t('register.submit')}>
            {t('register.submit')}
          </Button>
        </Stack>
      </AuthForm>
    </AuthShell>
  );
}

export default RegisterPage;

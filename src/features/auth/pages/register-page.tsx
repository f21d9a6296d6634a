import { Alert, Button, Fieldset, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { registerFormSchema, type RegisterForm, type RegisterPayload } from '../../../lib/validation';
import { PasswordInput } from '../../../ui/components/password-input';
import { useRegisterMutation, useRegistrationGoalsQuery } from '../api';
import { AuthShell } from '../components/auth-shell';
import { FormField } from '../../../ui/components/form-field';
import { SelectField } from '../components/select-field';
import { TextLink } from '../components/text-link';
import { useDelayedNavigate } from '../use-delayed-navigate';
import { AuthForm } from '../components/auth-form';

/** docs/PRODUCT.md §9: redirect to /login 1500 ms after a successful registration. */
export const REDIRECT_AFTER_REGISTER_MS = 1500;

const SEXO = ['1', '2', '3'] as const;
const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

/** From the current year back 100 years, newest first. */
export function yearOptions(now = new Date()): string[] {
  const current = now.getFullYear();
  return Array.from({ length: 101 }, (_, i) => String(current - i));
}

const EMPTY: RegisterForm = {
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
    peso: Number(form.peso),
    altura: Number(form.altura),
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

/** docs/PRODUCT.md §2, "Register". */
export function RegisterPage({ now }: { now?: Date }) {
  const { t } = useTranslation(['auth', 'validation']);
  const [registerUser, { isLoading }] = useRegisterMutation();
  const goals = useRegistrationGoalsQuery();
  const years = yearOptions(now);
  const goLater = useDelayedNavigate();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    reset,
    formState: { errors, submitCount },
  } = useForm<RegisterForm>({ resolver: zodResolver(registerFormSchema), mode: 'onChange', defaultValues: EMPTY });
  // The confirmation is checked again when the password changes, once it has been typed.
  const revalidateConfirmation = () => {
    if (getValues('confirm_password') !== '') void trigger('confirm_password');
  };

  useEffect(() => {
    // docs/PRODUCT.md §8: a goals load failure is for the console only.
    if (goals.isError) console.error('Could not load the goals', goals.error);
  }, [goals.isError, goals.error]);

  const onSubmit = handleSubmit(async (form) => {
    try {
      await registerUser(toRegisterPayload(form)).unwrap();
      toast.success(t('register.success'));
      reset(EMPTY);
      goLater('/login', REDIRECT_AFTER_REGISTER_MS);
    } catch (error) {
      toast.error(t(registerErrorKey(error)));
    }
  });

  const incomplete = submitCount > 0 && Object.keys(errors).length > 0;
  const dateError = errors.day?.message ?? errors.month?.message ?? errors.year?.message;

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
          <Stack gap="5" as="section" aria-labelledby="registro-acceso">
            <Heading as="h2" id="registro-acceso" size="md" color="fg.muted">
              {t('register.sectionAccount')}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField label={t('register.nombre')} error={errors.nombre?.message}>
                <Input autoComplete="given-name" {...register('nombre')} />
              </FormField>
              <FormField label={t('register.apellidos')} error={errors.apellidos?.message}>
                <Input autoComplete="family-name" {...register('apellidos')} />
              </FormField>
            </SimpleGrid>
            <FormField label={t('register.email')} error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="email"
                placeholder={t('shared.emailPlaceholder')}
                {...register('email')}
              />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField
                label={t('register.password')}
                error={errors.password?.message}
                helper={t('register.passwordHint')}
              >
                <PasswordInput
                  autoComplete="new-password"
                  {...register('password', { onChange: revalidateConfirmation })}
                />
              </FormField>
              <FormField label={t('register.confirmPassword')} error={errors.confirm_password?.message}>
                <PasswordInput autoComplete="new-password" {...register('confirm_password')} />
              </FormField>
            </SimpleGrid>
          </Stack>

          <Stack gap="5" as="section" aria-labelledby="registro-perfil">
            <Heading as="h2" id="registro-perfil" size="md" color="fg.muted">
              {t('register.sectionProfile')}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <SelectField
                label={t('register.sexo')}
                error={errors.sexo?.message}
                placeholder={t('register.choose')}
                {...register('sexo')}
              >
                {SEXO.map((value) => (
                  <option key={value} value={value}>
                    {t(`register.sexoOptions.${value}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('register.objetivo')}
                error={errors.objetivo_id?.message}
                placeholder={t('register.choose')}
                {...register('objetivo_id')}
              >
                {(goals.data ?? []).map((goal) => (
                  <option key={goal.id} value={String(goal.id)}>
                    {goal.nombre}
                  </option>
                ))}
              </SelectField>
            </SimpleGrid>

            <Fieldset.Root invalid={Boolean(dateError)}>
              <Fieldset.Legend fontWeight="medium" textStyle="sm" mb="1.5">
                {t('register.birthDate')}
              </Fieldset.Legend>
              <SimpleGrid columns={3} gap="3">
                <SelectField
                  label={t('register.day')}
                  error={errors.day?.message}
                  placeholder={t('register.chooseShort')}
                  required={false}
                  {...register('day')}
                >
                  {DAYS.map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('register.month')}
                  error={errors.month?.message}
                  placeholder={t('register.chooseShort')}
                  required={false}
                  {...register('month')}
                >
                  {MONTHS.map((m) => (
                    <option key={m} value={m}>
                      {t(`register.months.${m}`)}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('register.year')}
                  error={errors.year?.message}
                  placeholder={t('register.chooseShort')}
                  required={false}
                  {...register('year')}
                >
                  {years.map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </SelectField>
              </SimpleGrid>
            </Fieldset.Root>

            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField label={t('register.peso')} error={errors.peso?.message}>
                <Input inputMode="decimal" {...register('peso')} />
              </FormField>
              <FormField label={t('register.altura')} error={errors.altura?.message}>
                <Input inputMode="decimal" {...register('altura')} />
              </FormField>
            </SimpleGrid>
          </Stack>

          {incomplete ? (
            <Alert.Root status="error" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Title>{t('validation:incomplete')}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Button type="submit" colorPalette="brand" size="lg" loading={isLoading} loadingText={t('register.submit')}>
            {t('register.submit')}
          </Button>
        </Stack>
      </AuthForm>
    </AuthShell>
  );
}

export default RegisterPage;

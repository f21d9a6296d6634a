import { Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterForm } from '../../../lib/validation';
import { FormField } from '../../../ui/components/form-field';
import { PasswordInput } from '../../../ui/components/password-input';

export interface RegisterFieldsProps {
  register: UseFormRegister<RegisterForm>;
  errors: FieldErrors<RegisterForm>;
}

/** Registration, first section ("Datos de acceso"): name, e-mail, password and its confirmation. */
export function RegisterAccountFields({
  register,
  errors,
  onPasswordChange,
}: RegisterFieldsProps & { onPasswordChange(): void }) {
  const { t } = useTranslation('auth');
  return (
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
        <Input type="email" autoComplete="email" placeholder={t('shared.emailPlaceholder')} {...register('email')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label={t('register.password')} error={errors.password?.message} helper={t('register.passwordHint')}>
          <PasswordInput autoComplete="new-password" {...register('password', { onChange: onPasswordChange })} />
        </FormField>
        <FormField label={t('register.confirmPassword')} error={errors.confirm_password?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirm_password')} />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}

import { Input } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../ui/components/form-field';

export interface EmailFieldProps {
  /** `register('email')` of the screen's form. */
  registration: UseFormRegisterReturn;
  /** A message key of the shared schemas. */
  error?: string;
}

/** "Correo electrónico" of the login, forgot-password and new-link forms. */
export function EmailField({ registration, error }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField label={t('shared.email')} error={error}>
      <Input type="email" autoComplete="email" placeholder={t('shared.emailPlaceholder')} {...registration} />
    </FormField>
  );
}

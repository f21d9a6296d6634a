import { Alert, List } from '@chakra-ui/react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hasBlankField, type RegisterForm, type ValidationKey } from '../../../lib/validation';

/** The label each field's message is told under (the Terms' and guardian's messages name themselves). */
const LABELS = {
  nombre: 'register.nombre',
  apellidos: 'register.apellidos',
  email: 'register.email',
  password: 'register.password',
  confirm_password: 'register.confirmPassword',
  sexo: 'register.sexo',
  day: 'register.birthDate',
  month: 'register.birthDate',
  year: 'register.birthDate',
  objetivo_id: 'register.objetivo',
  peso: 'register.peso',
  altura: 'register.altura',
} as const;

/**
 * Above "Registrarse" once a submit failed: SPEC's "Por favor, complete los campos en blanco."
 * only when a field is blank; otherwise what is wrong, field by field ("Peso (kg): Solo campo
 * numérico"), as each field also says under itself.
 */
export function RegisterErrorSummary({ errors }: { errors: FieldErrors<RegisterForm> }) {
  const { t } = useTranslation(['auth', 'validation']);
  if (hasBlankField(errors)) {
    return (
      <Alert.Root status="error" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Title>{t('validation:incomplete')}</Alert.Title>
      </Alert.Root>
    );
  }
  const lines = Object.entries(errors).map(([field, error]) => {
    const label = LABELS[field as keyof typeof LABELS] as (typeof LABELS)[keyof typeof LABELS] | undefined;
    const message = t(error?.message as ValidationKey);
    return label ? `${t(label)}: ${message}` : message;
  });
  return (
    <Alert.Root status="error" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('register.invalidSummary')}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {[...new Set(lines)].map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

import { useTranslation } from 'react-i18next';
import type validation from '../locales/es/validation.json';

export type ValidationTextKey = keyof typeof validation;

/**
 * The shared zod rules (src/lib/validation) carry message keys like `validation:required`;
 * this turns one into its Spanish text.
 */
export function useValidationText(): (message: string | undefined) => string {
  const { t } = useTranslation('validation');
  return (message) => (message ? t(message.replace(/^validation:/, '') as ValidationTextKey) : '');
}

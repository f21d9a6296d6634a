import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';

type ValidationMessage = ParseKeys<'validation'>;

export interface FormFieldProps {
  label: ReactNode;
  /** A validation message key (`validation:<key>`) from the shared schemas. */
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Label, control and the Spanish text of its validation message, wired for screen readers. */
export function FormField({ label, error, helper, required = true, children }: FormFieldProps) {
  const { t } = useTranslation('validation');
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{t(error.replace(/^validation:/, '') as ValidationMessage)}</Field.ErrorText> : null}
    </Field.Root>
  );
}

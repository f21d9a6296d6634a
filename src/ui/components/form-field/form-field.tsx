import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';

type ValidationMessage = ParseKeys<'validation'>;

export interface FormFieldProps extends Omit<Field.RootProps, 'children' | 'invalid' | 'required'> {
  /** The field's label. */
  label: ReactNode;
  /** A validation message key (`validation:<key>`) from the shared schemas. */
  error?: string;
  /** A hint under the control, hidden while there is an error. */
  helper?: ReactNode;
  /** Required (the default): `required` on the control and an asterisk. */
  required?: boolean;
  /** Marks the control invalid without a message under it (the form lists its messages elsewhere). */
  invalid?: boolean;
  /** The asterisk of a required field; left out where every row of a list repeats the same fields. */
  requiredIndicator?: boolean;
  /** The control: an Input, a Select, … */
  children: ReactNode;
}

/** Label, control and the Spanish text of its validation message, wired for screen readers. */
export function FormField({
  label,
  error,
  helper,
  required = true,
  invalid = false,
  requiredIndicator = required,
  children,
  ...root
}: FormFieldProps) {
  const { t } = useTranslation('validation');
  return (
    <Field.Root invalid={invalid || Boolean(error)} required={required} {...root}>
      <Field.Label>
        {label}
        {required && requiredIndicator ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{t(error.replace(/^validation:/, '') as ValidationMessage)}</Field.ErrorText> : null}
    </Field.Root>
  );
}

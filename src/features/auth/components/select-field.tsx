import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { FormField } from '../../../ui/components/form-field';

export interface SelectFieldProps extends Omit<ComponentProps<typeof NativeSelect.Field>, 'children'> {
  label: ReactNode;
  /** A validation message key (`validation:<key>`). */
  error?: string;
  /** Text of the empty first option. */
  placeholder: string;
  required?: boolean;
  children: ReactNode;
}

/** A labelled native select (light, keyboard- and mobile-friendly) for react-hook-form's `register`. */
export function SelectField({ label, error, placeholder, required, children, ...field }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} required={required}>
      <NativeSelect.Root>
        <NativeSelect.Field placeholder={placeholder} {...field}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

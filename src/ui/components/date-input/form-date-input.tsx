import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { DateInput, type DateInputProps } from './date-input';

export interface FormDateInputProps<T extends FieldValues> extends Omit<
  DateInputProps,
  'value' | 'onValueChange' | 'name' | 'ref'
> {
  control: Control<T>;
  /** A string field of the form: `yyyy-mm-dd`, '' when empty (see DateInput's onValueChange). */
  name: FieldPathByValue<T, string>;
}

/** A DateInput bound to a react-hook-form field (its value, changes, blur and focus on error). */
export function FormDateInput<T extends FieldValues>({ control, name, ...props }: FormDateInputProps<T>) {
  const {
    field: { ref, value, onChange, onBlur, disabled },
  } = useController({ control, name });
  return (
    <DateInput
      {...props}
      ref={ref}
      name={name}
      value={value as string}
      onValueChange={onChange}
      onBlur={onBlur}
      disabled={props.disabled ?? disabled}
    />
  );
}

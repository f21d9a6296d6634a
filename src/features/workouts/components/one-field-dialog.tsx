import { Field, Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '../../../lib/zod';
import { FormDialog } from '../../../ui/components/form-dialog';

export interface OneFieldDialogProps<T> {
  open: boolean;
  title: string;
  label: string;
  help?: string;
  /** The field's rule (what the server enforces), from the text typed. */
  rule: z.ZodType<T, string>;
  /** Shown under the field when the rule fails. */
  invalid: string;
  defaultValue: string;
  inputMode?: 'numeric' | 'text';
  submitLabel: string;
  loading?: boolean;
  onSubmit(value: T): void;
  onClose(): void;
}

/** The form, mounted per opening so it starts from `defaultValue`. */
function OneFieldForm<T>(props: OneFieldDialogProps<T>) {
  const { t } = useTranslation('workouts');
  const { rule, title, label, help, invalid, defaultValue, inputMode = 'text', onSubmit, onClose } = props;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ value: string }, unknown, { value: T }>({
    resolver: zodResolver(z.object({ value: rule })),
    defaultValues: { value: defaultValue },
  });
  return (
    <FormDialog
      open
      title={title}
      submitLabel={props.submitLabel}
      cancelLabel={t('sessionEdit.cancel')}
      loading={props.loading}
      onSubmit={(e) => void handleSubmit((v) => onSubmit(v.value))(e)}
      onClose={onClose}
    >
      <Field.Root invalid={Boolean(errors.value)}>
        <Field.Label>{label}</Field.Label>
        <Input inputMode={inputMode} autoComplete="off" data-autofocus {...register('value')} />
        {errors.value ? <Field.ErrorText>{invalid}</Field.ErrorText> : null}
        {help && !errors.value ? <Field.HelperText>{help}</Field.HelperText> : null}
      </Field.Root>
    </FormDialog>
  );
}

/** A dialog asking for one value (a rest in seconds, a routine's name), checked by its zod rule. */
export function OneFieldDialog<T>(props: OneFieldDialogProps<T>) {
  return props.open ? <OneFieldForm {...props} /> : null;
}

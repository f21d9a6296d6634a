import { Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { changePasswordSchema, type ChangePasswordForm } from '../../../lib/validation';
import { FormDialog } from '../../../ui/components/form-dialog';
import { FormField } from '../../../ui/components/form-field';
import { PasswordInput } from '../../../ui/components/password-input';
import { useUpdatePasswordMutation } from '../api';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose(): void;
}

const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', repeatPassword: '' };

/** "Editar contraseña": old, new and repeat; closes and resets on success. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('profile');
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, touchedFields, dirtyFields },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordSchema), mode: 'all', defaultValues: EMPTY });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await updatePassword({ oldPassword, password: newPassword }).unwrap();
      toast.success(t('password.success'));
      close();
    } catch (error) {
      // An answer from the server (e.g. a wrong current password) or no answer at all.
      const answered =
        typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';
      toast.error(answered ? t('password.error') : t('password.failure'));
    }
  });

  const row = (name: keyof ChangePasswordForm, label: string, input: React.ReactNode) => (
    <FormField label={label} error={touchedFields[name] || dirtyFields[name] ? errors[name]?.message : undefined}>
      {input}
    </FormField>
  );

  return (
    <FormDialog
      open={open}
      title={t('password.title')}
      submitLabel={t('password.submit')}
      cancelLabel={t('password.cancel')}
      submitDisabled={!isValid}
      loading={isLoading}
      onSubmit={onSubmit}
      onClose={close}
    >
      <Stack gap="4">
        {row(
          'oldPassword',
          t('password.old'),
          <Input type="password" autoComplete="current-password" {...register('oldPassword')} />,
        )}
        {row(
          'newPassword',
          t('password.new'),
          <PasswordInput autoComplete="new-password" {...register('newPassword')} />,
        )}
        {row(
          'repeatPassword',
          t('password.repeat'),
          <PasswordInput autoComplete="new-password" {...register('repeatPassword')} />,
        )}
      </Stack>
    </FormDialog>
  );
}

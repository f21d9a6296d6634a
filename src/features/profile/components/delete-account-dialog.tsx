import { Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { deleteAccountPayloadSchema, type DeleteAccountPayload } from '../../../lib/validation';
import { FormDialog } from '../../../ui/components/form-dialog';
import { FormField } from '../../../ui/components/form-field';
import { useDeleteAccountMutation } from '../api';

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose(): void;
  /** Called once the server deleted the account. */
  onDeleted(): void;
}

const EMPTY: DeleteAccountPayload = { password: '' };
const isStatus = (error: unknown, status: number) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === status;

/** "Eliminar mi cuenta": what is lost, the password asked again, a red button. */
export function DeleteAccountDialog({ open, onClose, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation('profile');
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const [wrongPassword, setWrongPassword] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<DeleteAccountPayload>({
    resolver: zodResolver(deleteAccountPayloadSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    setWrongPassword(false);
    onClose();
  };

  const onSubmit = handleSubmit(async (body) => {
    setWrongPassword(false);
    try {
      await deleteAccount(body).unwrap();
      onDeleted();
    } catch (error) {
      if (isStatus(error, 401)) setWrongPassword(true);
      else toast.error(t('delete.failure'));
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('delete.title')}
      submitLabel={t('delete.submit')}
      cancelLabel={t('delete.cancel')}
      loadingText={t('delete.deleting')}
      submitDisabled={!formState.isValid}
      loading={isLoading}
      tone="danger"
      onSubmit={onSubmit}
      onClose={close}
    >
      <Stack gap="4">
        <Text>{t('delete.warning')}</Text>
        <FormField label={t('delete.password')} invalid={wrongPassword}>
          <Input
            type="password"
            autoComplete="current-password"
            {...register('password', { onChange: () => setWrongPassword(false) })}
          />
        </FormField>
        {wrongPassword ? (
          <Text role="alert" color="fg.error">
            {t('delete.wrongPassword')}
          </Text>
        ) : null}
      </Stack>
    </FormDialog>
  );
}

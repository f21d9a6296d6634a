import { Alert, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Goal, UserProfile } from '../../../lib/contract';
import { FormDialog } from '../../../ui/components/form-dialog';
import { ProfileFormFields } from './profile-form-fields';
import { useEditProfileForm } from './use-edit-profile-form';

export interface EditProfileDialogProps {
  open: boolean;
  profile: UserProfile;
  goals: Goal[];
  onClose(): void;
}

/** "Editar usuario": every field required, current sexo and objetivo preselected. */
export function EditProfileDialog({ open, profile, goals, onClose }: EditProfileDialogProps) {
  const { t } = useTranslation('profile');
  const { register, control, errorOf, isValid, showInvalid, isLoading, onSubmit } = useEditProfileForm({
    open,
    profile,
    onClose,
  });
  return (
    <FormDialog
      open={open}
      title={t('edit.title')}
      submitLabel={t('edit.submit')}
      cancelLabel={t('edit.cancel')}
      loadingText={t('edit.saving')}
      submitDisabled={!isValid}
      loading={isLoading}
      size="lg"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Stack gap="4">
        {showInvalid ? (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t('edit.invalid')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <ProfileFormFields
          register={register}
          control={control}
          errorOf={errorOf}
          goals={goals}
          unit={profile.unidad}
        />
      </Stack>
    </FormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../lib/contract';
import { toast } from '../../../lib/toast';
import { profileFormSchema, type ProfileForm } from '../../../lib/validation';
import { useUpdateProfileMutation } from '../api';

function toForm(profile: UserProfile): ProfileForm {
  return {
    nombre: profile.nombre,
    apellidos: profile.apellidos,
    email: profile.email,
    // Already YYYY-MM-DD, what the date input holds.
    fecha_nacimiento: profile.fecha_nacimiento,
    sexo: String(profile.sexo),
    peso: String(profile.peso),
    altura: String(profile.altura),
    objetivo_id: profile.objetivo_id === null ? '' : String(profile.objetivo_id),
  };
}

/**
 * The form of "Editar usuario": the profile's values (again each time the dialog opens, checked
 * at once), a field's message once it was touched or the form submitted, and the update call.
 */
export function useEditProfileForm({
  open,
  profile,
  onClose,
}: {
  open: boolean;
  profile: UserProfile;
  onClose(): void;
}) {
  const { t } = useTranslation('profile');
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    formState: { errors, isValid, touchedFields, isSubmitted },
  } = useForm<ProfileForm>({ resolver: zodResolver(profileFormSchema), mode: 'all', defaultValues: toForm(profile) });

  useEffect(() => {
    if (open) {
      reset(toForm(profile));
      void trigger();
    }
  }, [open, profile, reset, trigger]);

  const errorOf = (field: keyof ProfileForm) =>
    (touchedFields[field] || isSubmitted) && errors[field] ? errors[field]?.message : undefined;
  const anyTouched = Object.keys(touchedFields).length > 0 || isSubmitted;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile({
        nombre: values.nombre.trim(),
        apellidos: values.apellidos.trim(),
        email: values.email.trim(),
        fecha_nacimiento: values.fecha_nacimiento,
        sexo: Number(values.sexo),
        peso: Number(values.peso),
        altura: Number(values.altura),
        id_objetivo: Number(values.objetivo_id),
      }).unwrap();
      toast.success(t('edit.success'));
      onClose();
    } catch {
      toast.error(t('edit.error'));
    }
  });

  return { register, errorOf, isValid, showInvalid: anyTouched && !isValid, isLoading, onSubmit };
}

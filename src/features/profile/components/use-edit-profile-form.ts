import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../lib/contract';
import { decimalText, parseDecimal } from '../../../lib/decimal';
import { toast } from '../../../lib/toast';
import { fromKg, toKg } from '../../../lib/units';
import { profileFormSchema, type ProfileForm } from '../../../lib/validation';
import { useUpdateProfileMutation } from '../api';

/** A field the schema passed ("82,5" or "82.5") as a number. */
const decimal = (text: string): number => parseDecimal(text) ?? Number.NaN;

function toForm(profile: UserProfile): ProfileForm {
  return {
    nombre: profile.nombre,
    apellidos: profile.apellidos,
    email: profile.email,
    // Already YYYY-MM-DD, what the date field holds.
    fecha_nacimiento: profile.fecha_nacimiento,
    sexo: String(profile.sexo),
    // Typed in the user's unit; kilograms keep every stored decimal.
    peso: decimalText(profile.unidad === 'lb' ? fromKg(profile.peso, 'lb') : profile.peso),
    altura: decimalText(profile.altura),
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
    control,
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
        peso: profile.unidad === 'lb' ? toKg(decimal(values.peso), 'lb') : decimal(values.peso),
        altura: decimal(values.altura),
        id_objetivo: Number(values.objetivo_id),
      }).unwrap();
      toast.success(t('edit.success'));
      onClose();
    } catch {
      toast.error(t('edit.error'));
    }
  });

  return { register, control, errorOf, isValid, showInvalid: anyTouched && !isValid, isLoading, onSubmit };
}

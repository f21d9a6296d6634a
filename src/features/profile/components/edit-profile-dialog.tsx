import { Alert, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Goal, UserProfile } from '../../../lib/contract';
import { toast } from '../../../lib/toast';
import { profileFormSchema, type ProfileForm } from '../../../lib/validation';
import { FormDialog } from '../../../ui/components/form-dialog';
import { FormField } from '../../../ui/components/form-field';
import { useUpdateProfileMutation } from '../api';

export interface EditProfileDialogProps {
  open: boolean;
  profile: UserProfile;
  goals: Goal[];
  onClose(): void;
}

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

/** "Editar usuario": every field required, current sexo and objetivo preselected. */
export function EditProfileDialog({ open, profile, goals, onClose }: EditProfileDialogProps) {
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

  const showErrors = (field: keyof ProfileForm) => (touchedFields[field] || isSubmitted) && errors[field];
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

  const field = (name: keyof ProfileForm, label: string, input: React.ReactNode) => (
    <FormField label={label} error={showErrors(name) ? errors[name]?.message : undefined}>
      {input}
    </FormField>
  );

  return (
    <FormDialog
      open={open}
      title={t('edit.title')}
      submitLabel={t('edit.submit')}
      cancelLabel={t('edit.cancel')}
      loadingText={t('edit.saving')}
      submitDisabled={!isValid}
      loading={isLoading}
      size={{ base: 'full', md: 'lg' }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Stack gap="4">
        {anyTouched && !isValid ? (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t('edit.invalid')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('nombre', t('fields.nombre'), <Input autoComplete="given-name" {...register('nombre')} />)}
          {field('apellidos', t('fields.apellidos'), <Input autoComplete="family-name" {...register('apellidos')} />)}
          {field('email', t('fields.email'), <Input type="email" autoComplete="email" {...register('email')} />)}
          {field(
            'fecha_nacimiento',
            t('fields.fechaNacimiento'),
            <Input type="date" {...register('fecha_nacimiento')} />,
          )}
          {field(
            'sexo',
            t('fields.sexo'),
            <NativeSelect.Root>
              <NativeSelect.Field {...register('sexo')}>
                <option value="">{t('edit.selectPlaceholder')}</option>
                <option value="1">{t('sexo.1')}</option>
                <option value="2">{t('sexo.2')}</option>
                <option value="3">{t('sexo.3')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
          {field(
            'objetivo_id',
            t('fields.objetivo'),
            <NativeSelect.Root>
              <NativeSelect.Field {...register('objetivo_id')}>
                <option value="">{t('edit.selectPlaceholder')}</option>
                {goals.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.nombre}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
          {field(
            'peso',
            t('edit.pesoLabel'),
            <Input type="number" inputMode="decimal" min="0" step="any" {...register('peso')} />,
          )}
          {field(
            'altura',
            t('edit.alturaLabel'),
            <Input type="number" inputMode="decimal" min="0" step="any" {...register('altura')} />,
          )}
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}

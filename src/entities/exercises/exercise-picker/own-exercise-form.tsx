import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ownEquipment,
  ownExerciseInput,
  OWN_NAME_MAX,
  type OwnExerciseInput,
  type PickerExercise,
} from '../../../lib/contract-picker';
import { setMeasure } from '../../../lib/contract-training';
import { toast } from '../../../lib/toast';
import { useCreateOwnExerciseMutation } from './api';
import { SelectOptions } from './picker-filters';

export interface OwnExerciseFormProps {
  /** The name to start with (the search that found nothing). */
  name: string;
  /** The picker's list: its muscle groups are offered. */
  exercises: readonly PickerExercise[];
  onCreated(exercise: PickerExercise): void;
  onCancel(): void;
}

/** "Crear ejercicio": name, muscle group, equipment and measure; the new exercise is picked once stored. */
export function OwnExerciseForm({ name, exercises, onCreated, onCancel }: OwnExerciseFormProps) {
  const { t } = useTranslation('exercises');
  const [create, { isLoading }] = useCreateOwnExerciseMutation();
  const { register, handleSubmit, formState } = useForm<OwnExerciseInput>({
    resolver: zodResolver(ownExerciseInput),
    defaultValues: { nombre: name.trim(), carga: 'corporal', medida: 'repeticiones' },
  });
  const { errors } = formState;
  const groups = [...new Map(exercises.map((e) => [e.grupos_musculares_id, e.grupo_muscular]))]
    .map(([id, nombre]) => ({ value: String(id), label: nombre }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
  const submit = handleSubmit(async (body) => {
    const result = await create(body);
    if ('error' in result) {
      const message = (result.error as { data?: { message?: string } }).data?.message;
      toast.error(message ?? t('own.error'));
      return;
    }
    toast.success(t('own.created', { name: result.data.nombre }));
    onCreated(result.data);
  });
  const field = (key: keyof OwnExerciseInput, label: string, control: ReactNode) => (
    <Field.Root invalid={Boolean(errors[key])} required>
      <Field.Label>{label}</Field.Label>
      {control}
      {key === 'nombre' || key === 'grupos_musculares_id' ? (
        <Field.ErrorText>{t(`own.errors.${key}`)}</Field.ErrorText>
      ) : null}
    </Field.Root>
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('own.title')}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t('own.hint')}
        </Text>
        {field('nombre', t('own.name'), <Input {...register('nombre')} maxLength={OWN_NAME_MAX} autoComplete="off" />)}
        {field(
          'grupos_musculares_id',
          t('own.group'),
          <OwnSelect
            field={register('grupos_musculares_id', { valueAsNumber: true })}
            options={groups}
            placeholder={t('own.groupPlaceholder')}
          />,
        )}
        {field(
          'carga',
          t('own.equipment'),
          <OwnSelect
            field={register('carga')}
            options={ownEquipment.options.map((c) => ({ value: c, label: t(`picker.load.${c}`) }))}
          />,
        )}
        {field(
          'medida',
          t('own.measure'),
          <OwnSelect
            field={register('medida')}
            options={setMeasure.options.map((m) => ({ value: m, label: t(`own.measures.${m}`) }))}
          />,
        )}
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onCancel}>
            {t('own.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={isLoading}>
            {t('own.submit')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

interface OwnSelectProps {
  field: UseFormRegisterReturn;
  options: { value: string; label: string }[];
  /** An empty first choice ("Elige ..."), for a field with no default. */
  placeholder?: string;
}

function OwnSelect({ field, options, placeholder }: OwnSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        <SelectOptions options={options} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

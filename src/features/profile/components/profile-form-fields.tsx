import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Goal } from '../../../lib/contract';
import type { WeightUnit } from '../../../lib/units';
import type { ProfileForm } from '../../../lib/validation';
import { FormDateInput } from '../../../ui/components/date-input';
import { FormField } from '../../../ui/components/form-field';

export interface ProfileFormFieldsProps {
  register: UseFormRegister<ProfileForm>;
  /** The form's control, for the birth date's field. */
  control: Control<ProfileForm>;
  /** The validation message to show under a field, if any. */
  errorOf(field: keyof ProfileForm): string | undefined;
  goals: Goal[];
  /** The unit the weight is typed in (the profile's `unidad`); kg when not given. */
  unit?: WeightUnit;
}

/** A native select whose empty first option reads "Selecciona una opción". */
function Select({ children, ...field }: ReturnType<UseFormRegister<ProfileForm>> & { children: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        <option value="">{t('edit.selectPlaceholder')}</option>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Every field of "Editar usuario", two columns from md up. */
export function ProfileFormFields({ register, control, errorOf, goals, unit = 'kg' }: ProfileFormFieldsProps) {
  const { t } = useTranslation('profile');
  const field = (name: keyof ProfileForm, label: string, input: ReactNode) => (
    <FormField label={label} error={errorOf(name)}>
      {input}
    </FormField>
  );
  // Text, not type="number": a browser in English refuses "82,5" there; the schema reads comma and point.
  const number = { inputMode: 'decimal', autoComplete: 'off' } as const;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {field('nombre', t('fields.nombre'), <Input autoComplete="given-name" {...register('nombre')} />)}
      {field('apellidos', t('fields.apellidos'), <Input autoComplete="family-name" {...register('apellidos')} />)}
      {field('email', t('fields.email'), <Input type="email" autoComplete="email" {...register('email')} />)}
      {field(
        'fecha_nacimiento',
        t('fields.fechaNacimiento'),
        <FormDateInput control={control} name="fecha_nacimiento" autoComplete="bday" />,
      )}
      {field(
        'sexo',
        t('fields.sexo'),
        <Select {...register('sexo')}>
          <option value="1">{t('sexo.1')}</option>
          <option value="2">{t('sexo.2')}</option>
          <option value="3">{t('sexo.3')}</option>
        </Select>,
      )}
      {field(
        'objetivo_id',
        t('fields.objetivo'),
        <Select {...register('objetivo_id')}>
          {goals.map((g) => (
            <option key={g.id} value={g.id}>
              {g.nombre}
            </option>
          ))}
        </Select>,
      )}
      {field(
        'peso',
        unit === 'lb' ? t('units.weightUnit.pesoLabelLb') : t('edit.pesoLabel'),
        <Input {...number} {...register('peso')} />,
      )}
      {field('altura', t('edit.alturaLabel'), <Input {...number} {...register('altura')} />)}
    </SimpleGrid>
  );
}

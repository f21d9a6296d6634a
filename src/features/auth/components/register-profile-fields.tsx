import { chakra, Fieldset, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Goal } from '../../../lib/contract';
import { FormField } from '../../../ui/components/form-field';
import type { RegisterFieldsProps } from './register-account-fields';
import { SelectField } from './select-field';

const SEXO = ['1', '2', '3'] as const;
const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

type DatePart = 'day' | 'month' | 'year';

/** One of the birth date's selects: its options as [value, text] pairs. */
function DatePartSelect({
  part,
  options,
  register,
  errors,
  onDateChange,
}: RegisterFieldsProps & { part: DatePart; options: (readonly [string, string])[]; onDateChange?(): void }) {
  const { t } = useTranslation('auth');
  return (
    <SelectField
      label={t(`register.${part}`)}
      error={errors[part]?.message}
      placeholder={t('register.chooseShort')}
      required={false}
      {...register(part, { onChange: onDateChange })}
    >
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </SelectField>
  );
}

/** The birth date as three selects (day, month, year) under one legend, with the first message of the three. */
function BirthDateFields({ years, ...form }: RegisterFieldsProps & { years: string[]; onDateChange?(): void }) {
  const { t } = useTranslation('auth');
  const { errors } = form;
  const dateError = errors.day?.message ?? errors.month?.message ?? errors.year?.message;
  const same = (values: readonly string[]) => values.map((v) => [v, v] as const);
  return (
    <Fieldset.Root invalid={Boolean(dateError)}>
      <Fieldset.Legend fontWeight="medium" textStyle="sm" mb="1.5">
        {t('register.birthDate')}
        {/* The asterisk of the other required fields (Chakra's Field.RequiredIndicator), on the legend of the three. */}
        <chakra.span aria-hidden="true" color="fg.error" ms="1" data-testid="birth-date-required">
          *
        </chakra.span>
      </Fieldset.Legend>
      <SimpleGrid columns={3} gap="3">
        <DatePartSelect part="day" options={same(DAYS)} {...form} />
        <DatePartSelect part="month" options={MONTHS.map((m) => [m, t(`register.months.${m}`)] as const)} {...form} />
        <DatePartSelect part="year" options={same(years)} {...form} />
      </SimpleGrid>
    </Fieldset.Root>
  );
}

/** Registration, second section ("Perfil"): sexo, goal, birth date, weight and height. */
export function RegisterProfileFields({
  register,
  errors,
  goals,
  years,
  onDateChange,
}: RegisterFieldsProps & { goals: Goal[]; years: string[]; onDateChange?(): void }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="5" as="section" aria-labelledby="registro-perfil">
      <Heading as="h2" id="registro-perfil" size="md" color="fg.muted">
        {t('register.sectionProfile')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <SelectField
          label={t('register.sexo')}
          error={errors.sexo?.message}
          placeholder={t('register.choose')}
          {...register('sexo')}
        >
          {SEXO.map((value) => (
            <option key={value} value={value}>
              {t(`register.sexoOptions.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('register.objetivo')}
          error={errors.objetivo_id?.message}
          placeholder={t('register.choose')}
          {...register('objetivo_id')}
        >
          {goals.map((goal) => (
            <option key={goal.id} value={String(goal.id)}>
              {goal.nombre}
            </option>
          ))}
        </SelectField>
      </SimpleGrid>

      <BirthDateFields register={register} errors={errors} years={years} onDateChange={onDateChange} />

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label={t('register.peso')} error={errors.peso?.message}>
          <Input inputMode="decimal" {...register('peso')} />
        </FormField>
        <FormField label={t('register.altura')} error={errors.altura?.message}>
          <Input inputMode="decimal" {...register('altura')} />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}

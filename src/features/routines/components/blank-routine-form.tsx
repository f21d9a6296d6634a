import { Button, Card, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTINE_NAME_MAX } from '../../../lib/contract';
import { toast } from '../../../lib/toast';
import { FormDateInput } from '../../../ui/components/date-input';
import { FormField } from '../../../ui/components/form-field';
import { useCreateBlankRoutineMutation } from '../api';
import { blankRoutineSchema, EMPTY_BLANK_ROUTINE, toBlankRoutineBody, type BlankRoutineValues } from '../blank-routine';
import { WeekdaySelect } from './weekday-select';

/**
 * Issue #40, "Rutina en blanco": name, weekday and dates, then "Crear rutina en blanco" creates it
 * (`POST user-routines/blank`) and opens its editor, where the exercises go.
 */
export function BlankRoutineForm() {
  const { t } = useTranslation('routines');
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateBlankRoutineMutation();
  const { register, control, handleSubmit, formState } = useForm<BlankRoutineValues>({
    resolver: zodResolver(blankRoutineSchema),
    defaultValues: EMPTY_BLANK_ROUTINE,
  });
  const { errors } = formState;
  const message = (key: string | undefined) =>
    key ? <Field.ErrorText>{t(key as 'messages.required')}</Field.ErrorText> : null;

  const submit = async (values: BlankRoutineValues) => {
    try {
      const created = await create(toBlankRoutineBody(values)).unwrap();
      toast.success(t('new.created'));
      void navigate(`/dashboard/routines/edit/${created.rutina_id}`);
    } catch {
      toast.error(t('new.createError'));
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="blank-routine-title" variant="outline">
      <Card.Header>
        <Card.Title as="h2" id="blank-routine-title" textStyle="xl">
          {t('new.blankTitle')}
        </Card.Title>
        <Card.Description>{t('new.blankText')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
          <Stack gap="4">
            <FormField label={t('form.name')} invalid={Boolean(errors.nombre)}>
              <Input maxLength={ROUTINE_NAME_MAX} autoComplete="off" {...register('nombre')} />
              {message(errors.nombre?.message)}
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField label={t('form.weekday')} invalid={Boolean(errors.dia)}>
                <WeekdaySelect field={register('dia')} />
                {message(errors.dia?.message)}
              </FormField>
              <FormField label={t('form.startDate')} invalid={Boolean(errors.fecha_inicio_rutina)}>
                <FormDateInput control={control} name="fecha_inicio_rutina" />
                {message(errors.fecha_inicio_rutina?.message)}
              </FormField>
              <FormField label={t('form.endDate')} invalid={Boolean(errors.fecha_fin_rutina)}>
                <FormDateInput control={control} name="fecha_fin_rutina" />
                {message(errors.fecha_fin_rutina?.message)}
              </FormField>
            </SimpleGrid>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={isLoading}
              loadingText={t('new.create')}
            >
              {t('new.create')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

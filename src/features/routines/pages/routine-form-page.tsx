import {
  Alert,
  Box,
  Button,
  Checkbox,
  Field,
  Fieldset,
  Flex,
  Heading,
  Input,
  List,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import type { UserRoutineExercise } from '../../../lib/contract';
import { isValidComment } from '../../../lib/text';
import { toast } from '../../../lib/toast';
import { PageHeader } from '../../../ui/components/page-header/page-header';
import {
  downloadRoutinePdf,
  refreshRoutineLater,
  RELOAD_DELAY_MS,
  useAddRoutineExerciseMutation,
  useDeleteRoutineExerciseMutation,
  useGetMyRoutineQuery,
  useUpdateMyRoutineMutation,
  useUpdateRoutineExerciseMutation,
} from '../api';
import { AddExerciseDialog } from '../components/add-exercise-dialog';
import {
  changedExercises,
  isPositiveInteger,
  isRoutineResponse,
  mergeExercises,
  toFormValues,
  toRoutinePatch,
  validateRoutineForm,
  type FormMessage,
  type RoutineFormValues,
} from '../routine-form';
import { WEEKDAYS } from '../weekdays';

const EMPTY: RoutineFormValues = {
  fecha_inicio_rutina: '',
  fecha_fin_rutina: '',
  dia: '',
  rutina_compartida: false,
  ejercicios: [],
};

const LIST_PATH = '/dashboard/routines';

/**
 * /dashboard/routines/edit/{id}: "Editar Rutina". Dates, weekday, shared flag and each exercise's
 * series, repetitions, order and comment are editable; the rest is read-only.
 */
export function RoutineFormPage() {
  const { t } = useTranslation('routines');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const params = useParams();
  const routineId = Number(params.id);
  const validId = Number.isInteger(routineId) && routineId > 0;
  const { data, isLoading, isError, error } = useGetMyRoutineQuery(routineId, {
    skip: !validId,
    refetchOnMountOrArgChange: true,
  });
  const [updateRoutine] = useUpdateMyRoutineMutation();
  const [updateExercise] = useUpdateRoutineExerciseMutation();
  const [addExercise, { isLoading: adding }] = useAddRoutineExerciseMutation();
  const [deleteExercise] = useDeleteRoutineExerciseMutation();

  const { register, control, reset, getValues } = useForm<RoutineFormValues>({ defaultValues: EMPTY });
  const { fields, remove, replace } = useFieldArray({ control, name: 'ejercicios', keyName: 'key' });
  /** The exercises as the server last answered: what a save compares against. */
  const saved = useRef<UserRoutineExercise[]>([]);
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const [addOpen, setAddOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (data) {
      reset(toFormValues(data));
      saved.current = data.ejercicios;
    }
  }, [data, reset]);

  useEffect(() => {
    // docs/PRODUCT.md §8: a load failure in the form is reported on the console only.
    if (isError) console.error('Error al cargar la rutina:', error);
  }, [isError, error]);

  const showErrors = messages.length > 0;
  const values = useWatch({ control });

  const onAdd = async (ejercicio_id: number): Promise<boolean> => {
    try {
      const response: unknown = await addExercise({ routineId, ejercicio_id }).unwrap();
      if (!isRoutineResponse(response)) {
        toast.error(t('messages.invalidResponse'));
        return false;
      }
      replace(mergeExercises(getValues('ejercicios'), response.ejercicios));
      saved.current = response.ejercicios;
      toast.success(t('messages.exerciseAdded'));
      return true;
    } catch {
      toast.error(t('messages.exerciseAddError'));
      return false;
    }
  };

  const onDeleteExercise = async (index: number) => {
    const exerciseId = getValues(`ejercicios.${index}.id`);
    if (exerciseId === null || exerciseId === undefined) {
      toast.error(t('messages.exerciseNoId'));
      return;
    }
    try {
      const response: unknown = await deleteExercise({ routineId, exerciseId }).unwrap();
      remove(index);
      if (isRoutineResponse(response)) {
        replace(mergeExercises(getValues('ejercicios'), response.ejercicios));
        saved.current = response.ejercicios;
      } else {
        saved.current = saved.current.filter((e) => e.id !== exerciseId);
      }
      toast.success(t('messages.exerciseDeleted'));
    } catch {
      toast.error(t('messages.exerciseDeleteError'));
    }
  };

  const onSave = async () => {
    const current = getValues();
    const problems = validateRoutineForm(current);
    setMessages(problems);
    if (problems.length > 0) {
      problems.forEach((problem) => toast.error(t(problem.key, problem.key === 'messages.required' ? {} : problem)));
      return;
    }
    setSaving(true);
    try {
      try {
        await updateRoutine({ id: routineId, patch: toRoutinePatch(current) }).unwrap();
        toast.success(t('messages.routineUpdated'));
      } catch {
        toast.error(t('messages.routineUpdateError'));
        return;
      }
      const changes = changedExercises(current.ejercicios, saved.current);
      if (changes.length > 0) {
        try {
          // One after the other: the server renumbers the order after each change.
          for (const change of changes) {
            await updateExercise({ routineId, exerciseId: change.id, patch: change.patch }).unwrap();
          }
          toast.success(t('messages.exercisesUpdated'));
        } catch {
          toast.error(t('messages.exercisesUpdateError'));
        }
      }
      setTimeout(() => dispatch(refreshRoutineLater(routineId)), RELOAD_DELAY_MS);
    } finally {
      setSaving(false);
    }
  };

  const onPrint = async () => {
    setPrinting(true);
    try {
      await downloadRoutinePdf(routineId);
    } catch {
      toast.error(t('messages.pdfError'));
    } finally {
      setPrinting(false);
    }
  };

  if (!validId || isError) {
    return (
      <Box>
        <PageHeader title={t('form.editTitle')} />
        <Button asChild variant="outline">
          <RouterLink to={LIST_PATH}>{t('form.backToList')}</RouterLink>
        </Button>
      </Box>
    );
  }

  if (isLoading || !data) {
    return (
      <Box aria-busy="true">
        <PageHeader title={t('form.editTitle')} />
        <Stack gap="4">
          <Skeleton h="10" />
          <Skeleton h="24" />
          <Skeleton h="40" />
        </Stack>
      </Box>
    );
  }

  const invalidRow = (index: number, field: 'series' | 'repeticiones') =>
    showErrors && !isPositiveInteger(values.ejercicios?.[index]?.[field] ?? '');

  return (
    <Box>
      <PageHeader title={t('form.editTitle')} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
        <Stack gap="8">
          {showErrors ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('form.errorsTitle')}</Alert.Title>
                <Alert.Description>
                  <List.Root ps="4">
                    {messages.map((m) => (
                      <List.Item key={m.key === 'messages.required' ? m.key : `${m.key}-${m.number}`}>
                        {t(m.key, m.key === 'messages.required' ? {} : m)}
                      </List.Item>
                    ))}
                  </List.Root>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root readOnly>
              <Field.Label>{t('form.name')}</Field.Label>
              <Input value={data.nombre} readOnly />
            </Field.Root>
            <Field.Root readOnly>
              <Field.Label>{t('form.difficulty')}</Field.Label>
              <Input value={data.nivel} readOnly />
            </Field.Root>
            <Field.Root readOnly gridColumn={{ md: 'span 2' }}>
              <Field.Label>{t('form.description')}</Field.Label>
              <Textarea value={data.rutina_observaciones} readOnly autoresize />
            </Field.Root>
            <Field.Root readOnly>
              <Field.Label>{t('form.methodName')}</Field.Label>
              <Input value={data.metodo_nombre} readOnly />
            </Field.Root>
            <Field.Root readOnly>
              <Field.Label>{t('form.methodObservations')}</Field.Label>
              <Textarea value={data.metodo_observaciones} readOnly autoresize />
            </Field.Root>
          </SimpleGrid>

          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Field.Root required invalid={showErrors && !values.fecha_inicio_rutina}>
              <Field.Label>
                {t('form.startDate')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input type="date" {...register('fecha_inicio_rutina')} />
            </Field.Root>
            <Field.Root required invalid={showErrors && !values.fecha_fin_rutina}>
              <Field.Label>
                {t('form.endDate')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input type="date" {...register('fecha_fin_rutina')} />
            </Field.Root>
            <Field.Root required invalid={showErrors && !values.dia}>
              <Field.Label>
                {t('form.weekday')}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('dia')}>
                  <option value="">{t('form.weekdayPlaceholder')}</option>
                  {WEEKDAYS.map((day) => (
                    <option key={day} value={String(day)}>
                      {t(`weekdays.${day}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>

          <Controller
            control={control}
            name="rutina_compartida"
            render={({ field }) => (
              <Field.Root>
                <Checkbox.Root
                  checked={field.value}
                  onCheckedChange={(e) => field.onChange(e.checked === true)}
                  colorPalette="brand"
                >
                  <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('form.shared')}</Checkbox.Label>
                </Checkbox.Root>
                <Field.HelperText>{t('form.sharedHelp')}</Field.HelperText>
              </Field.Root>
            )}
          />

          <Fieldset.Root>
            <Flex justify="space-between" align="center" wrap="wrap" gap="3">
              <Fieldset.Legend asChild>
                <Heading as="h2" size="lg">
                  {t('form.exercises')}
                </Heading>
              </Fieldset.Legend>
              <Button variant="outline" onClick={() => setAddOpen(true)}>
                {t('form.addExercise')}
              </Button>
            </Flex>
            {fields.length === 0 ? (
              <Text color="fg.muted">{t('form.noExercises')}</Text>
            ) : (
              <Stack as="ol" gap="4" listStyleType="none">
                {fields.map((field, index) => {
                  const number = index + 1;
                  return (
                    <Box as="li" key={field.key} borderWidth="1px" rounded="l2" p="4">
                      <Stack gap="3">
                        <Text fontWeight="semibold">{t('form.exerciseNumber', { number })}</Text>
                        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
                          <Field.Root readOnly gridColumn={{ lg: 'span 2' }}>
                            <Field.Label>{t('form.exerciseName')}</Field.Label>
                            <Input value={field.nombre} readOnly data-exercise-name />
                          </Field.Root>
                          <Field.Root required invalid={invalidRow(index, 'repeticiones')}>
                            <Field.Label>{t('form.repetitions')}</Field.Label>
                            <Input type="number" min={1} step={1} {...register(`ejercicios.${index}.repeticiones`)} />
                          </Field.Root>
                          <Field.Root required invalid={invalidRow(index, 'series')}>
                            <Field.Label>{t('form.series')}</Field.Label>
                            <Input type="number" min={1} step={1} {...register(`ejercicios.${index}.series`)} />
                          </Field.Root>
                          <Field.Root>
                            <Field.Label>{t('form.order')}</Field.Label>
                            <Input type="number" min={1} step={1} {...register(`ejercicios.${index}.orden`)} />
                          </Field.Root>
                        </SimpleGrid>
                        <Field.Root
                          invalid={showErrors && !isValidComment(values.ejercicios?.[index]?.comentario ?? '')}
                        >
                          <Field.Label>{t('form.comment')}</Field.Label>
                          <Input maxLength={500} {...register(`ejercicios.${index}.comentario`)} />
                        </Field.Root>
                        <Box>
                          <Button
                            size="sm"
                            colorPalette="red"
                            variant="outline"
                            aria-label={t('form.deleteExerciseLabel', { number, name: field.nombre })}
                            onClick={() => void onDeleteExercise(index)}
                          >
                            {t('form.deleteExercise')}
                          </Button>
                        </Box>
                      </Stack>
                    </Box>
                  );
                })}
              </Stack>
            )}
          </Fieldset.Root>

          <Flex gap="3" wrap="wrap" justify="flex-end">
            <Button variant="ghost" onClick={() => void navigate(LIST_PATH)}>
              {t('form.cancel')}
            </Button>
            <Button variant="outline" onClick={() => void onPrint()} loading={printing} loadingText={t('form.print')}>
              {t('form.print')}
            </Button>
            <Button colorPalette="brand" type="submit" loading={saving} loadingText={t('form.save')}>
              {t('form.save')}
            </Button>
          </Flex>
        </Stack>
      </form>
      <AddExerciseDialog open={addOpen} adding={adding} onClose={() => setAddOpen(false)} onAdd={onAdd} />
    </Box>
  );
}

export default RoutineFormPage;

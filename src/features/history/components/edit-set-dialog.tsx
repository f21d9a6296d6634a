import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useWeightUnit } from '../../../entities/users/use-weight-unit';
import { useUpdateWorkoutSetMutation } from '../../../entities/workouts/api';
import { SET_LIMITS, type WorkoutSet } from '../../../lib/contract-training';
import { toast } from '../../../lib/toast';
import { FormDialog } from '../../../ui/components/form-dialog';
import {
  FIELDS_BY_MEASURE,
  setFormDefaults,
  setFormSchema,
  setPatchOf,
  type SetField,
  type SetFormInput,
  type SetFormOutput,
} from '../set-form';
import { isWarmupSet } from '../set-order';

type ErrorKey = 'required' | 'number' | 'integer' | 'range';

export interface EditSetDialogProps {
  workoutId: number;
  /** The set being edited; null closes the dialog. */
  set: WorkoutSet | null;
  /** Its number among the exercise's work sets, or among its warm-ups (as the table shows it). */
  n: number;
  exerciseName: string;
  onClose(): void;
}

/** The form itself, mounted per set so its defaults are that set's values. */
function EditSetForm({ workoutId, set, n, exerciseName, onClose }: EditSetDialogProps & { set: WorkoutSet }) {
  const { t } = useTranslation('history');
  const [update, { isLoading }] = useUpdateWorkoutSetMutation();
  const unit = useWeightUnit();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetFormInput, unknown, SetFormOutput>({
    resolver: zodResolver(setFormSchema),
    mode: 'onTouched',
    defaultValues: setFormDefaults(set, unit),
  });

  const warmup = isWarmupSet(set);

  // The PATCH sends only the measure's fields: the set keeps its type (a warm-up stays one).
  const onSubmit = handleSubmit(async (values) => {
    try {
      await update({ workoutId, setId: set.id, patch: setPatchOf(values, unit) }).unwrap();
      toast.success(t('setForm.saved'));
      onClose();
    } catch {
      toast.error(t('setForm.saveError'));
    }
  });

  const field = (name: SetField) => {
    const message = errors[name]?.message as ErrorKey | undefined;
    const helper = name === 'kg' ? t('setForm.kgHelper') : name === 'rir' ? t('setForm.rirHelper') : null;
    return (
      <Field.Root key={name} invalid={Boolean(message)} required={name !== 'rir' && name !== 'kg'}>
        <Field.Label>
          {name === 'kg' && unit === 'lb' ? t('units.lbField') : t(`setForm.${name}`)}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input inputMode={name === 'kg' || name === 'metros' ? 'decimal' : 'numeric'} {...register(name)} />
        {helper && !message ? <Field.HelperText>{helper}</Field.HelperText> : null}
        {message ? <Field.ErrorText>{t(`setForm.errors.${message}`, SET_LIMITS[name])}</Field.ErrorText> : null}
      </Field.Root>
    );
  };

  return (
    <FormDialog
      open
      title={t(warmup ? 'setForm.titleWarmup' : 'setForm.title', { n, name: exerciseName })}
      submitLabel={t('setForm.save')}
      cancelLabel={t('setForm.cancel')}
      loadingText={t('setForm.saving')}
      loading={isLoading}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Stack gap="4">
        {warmup ? <Text color="fg.muted">{t('setForm.warmupNote')}</Text> : null}
        {FIELDS_BY_MEASURE[set.medida].map(field)}
      </Stack>
    </FormDialog>
  );
}

/** Edit a logged set: the fields of its measure, with the contract's limits; its type stays. */
export function EditSetDialog(props: EditSetDialogProps) {
  return props.set ? <EditSetForm key={props.set.id} {...props} set={props.set} /> : null;
}

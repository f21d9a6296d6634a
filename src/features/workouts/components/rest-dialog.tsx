import { useTranslation } from 'react-i18next';
import { z } from '../../../lib/zod';
import { workoutExercisePatch } from '../../../lib/contract-training';
import { OneFieldDialog } from './one-field-dialog';

/** Seconds typed as digits, held to the rest the server accepts (0-900). */
const restRule = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .pipe(workoutExercisePatch.shape.descanso.unwrap());

export interface RestDialogProps {
  /** The exercise whose rest is edited; null: closed. */
  exercise: { nombre: string; descanso: number } | null;
  onSave(descanso: number): void;
  onClose(): void;
}

/** "Descanso": the seconds of rest after each set of one exercise (the server remembers them). */
export function RestDialog({ exercise, onSave, onClose }: RestDialogProps) {
  const { t } = useTranslation('workouts');
  return (
    <OneFieldDialog
      open={exercise !== null}
      title={t('sessionEdit.restTitle', { name: exercise?.nombre ?? '' })}
      label={t('sessionEdit.restLabel')}
      help={t('sessionEdit.restHelp')}
      rule={restRule}
      invalid={t('sessionEdit.restInvalid')}
      defaultValue={String(exercise?.descanso ?? '')}
      inputMode="numeric"
      submitLabel={t('sessionEdit.save')}
      onSubmit={onSave}
      onClose={onClose}
    />
  );
}

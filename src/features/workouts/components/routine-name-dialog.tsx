import { useTranslation } from 'react-i18next';
import { workoutToRoutine } from '../../../lib/contract-training';
import { OneFieldDialog } from './one-field-dialog';

export interface RoutineNameDialogProps {
  open: boolean;
  /** The name offered at first: the session's. */
  defaultName: string;
  loading: boolean;
  onSubmit(name: string): void;
  onClose(): void;
}

/** "Guardar como rutina": the new routine's name, held to the server's rule for it. */
export default function RoutineNameDialog({ open, defaultName, loading, onSubmit, onClose }: RoutineNameDialogProps) {
  const { t } = useTranslation('workouts');
  return (
    <OneFieldDialog
      open={open}
      title={t('sessionEdit.saveRoutine')}
      label={t('sessionEdit.routineName')}
      rule={workoutToRoutine.shape.nombre}
      invalid={t('sessionEdit.nameInvalid')}
      defaultValue={defaultName}
      submitLabel={t('sessionEdit.save')}
      loading={loading}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}

import { Dialog } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PickerExercise } from '../../../lib/contract-picker';
import { DialogShell } from '../../../ui/components/dialog-shell';
import { ExercisePicker, type ExercisePickerProps } from './exercise-picker';

export interface ExercisePickerDialogProps extends Omit<ExercisePickerProps, 'onPick'> {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** An exercise chosen; the dialog stays open until `onOpenChange(false)`. */
  onPick(exercise: PickerExercise): void;
  /** The dialog's title, translated ("Añadir ejercicio"). */
  title: string;
}

/** The exercise picker in a modal: centred on a wide screen, the whole screen on a phone. */
export function ExercisePickerDialog({ open, onOpenChange, onPick, title, ...picker }: ExercisePickerDialogProps) {
  const { t } = useTranslation('exercises');
  return (
    <DialogShell
      open={open}
      onClose={() => onOpenChange(false)}
      title={title}
      closeLabel={t('picker.close')}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Dialog.Body pt="0">
        <ExercisePicker onPick={onPick} {...picker} />
      </Dialog.Body>
    </DialogShell>
  );
}

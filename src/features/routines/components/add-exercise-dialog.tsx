import { Button, Dialog, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExercisePicker, type PickerExercise } from '../../../entities/exercises/exercise-picker';
import { toast } from '../../../lib/toast';
import { DialogShell } from '../../../ui/components/dialog-shell';

export interface AddExerciseDialogProps {
  open: boolean;
  adding?: boolean;
  onClose(): void;
  /** Adds the chosen exercise (the catalogue's or the user's own); the dialog closes when it resolves to true. */
  onAdd(ejercicioId: number): Promise<boolean>;
  /** Exercises already in the routine: left out of the list. */
  excludeIds?: readonly number[];
}

/**
 * "+ Agregar Ejercicio" (SPEC's modal and its "Agregar"): the exercise picker the session uses
 * (search in Spanish or English, filters, photos, the user's exercises first, an own exercise
 * when nothing fits); a click, a tap or Enter chooses, "Agregar" adds.
 */
export function AddExerciseDialog({ open, adding = false, onClose, onAdd, excludeIds }: AddExerciseDialogProps) {
  const { t } = useTranslation('routines');
  const { t: tc } = useTranslation();
  const [chosen, setChosen] = useState<PickerExercise | null>(null);
  const [missing, setMissing] = useState(false);

  const close = () => {
    setChosen(null);
    setMissing(false);
    onClose();
  };

  const submit = async () => {
    if (!chosen) {
      setMissing(true);
      toast.error(t('messages.selectExercise'));
      return;
    }
    if (await onAdd(chosen.id)) close();
  };

  return (
    <DialogShell
      open={open}
      onClose={close}
      title={t('addExercise.title')}
      closeLabel={tc('actions.close')}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Dialog.Body pt="0">
        <ExercisePicker
          excludeIds={excludeIds}
          onPick={(exercise) => {
            setChosen(exercise);
            setMissing(false);
          }}
        />
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between" flexWrap="wrap" gap="2">
        <Text
          aria-live="polite"
          role={missing ? 'alert' : undefined}
          color={missing ? 'fg.error' : undefined}
          textStyle="sm"
          flex="1"
          minW="0"
          lineClamp={2}
        >
          {missing
            ? t('messages.selectExercise')
            : chosen
              ? t('addExercise.chosen', { name: chosen.nombre })
              : t('addExercise.noneChosen')}
        </Text>
        <Button variant="outline" onClick={close}>
          {t('form.cancel')}
        </Button>
        <Button
          colorPalette="brand"
          onClick={() => void submit()}
          loading={adding}
          loadingText={t('addExercise.submit')}
        >
          {t('addExercise.submit')}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}

import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Workout } from '../../lib/contract-training';
import { formatDateTime } from '../../lib/date-format';
// Loaded on demand by StartWorkoutButton: the frame comes with it.
import { DialogShellFrame as DialogShell } from '../../ui/components/dialog-shell/dialog-shell';

export interface InProgressDialogProps {
  /** The session already in progress; the dialog is open while it is set. */
  workout: Workout | null;
  discarding: boolean;
  onResume(workout: Workout): void;
  onDiscard(workout: Workout): void;
  onClose(): void;
}

/** One session at a time: go back to the open one, or discard it and start the new one. */
export function InProgressDialog({ workout, discarding, onResume, onDiscard, onClose }: InProgressDialogProps) {
  const { t } = useTranslation('workouts');
  const { t: common } = useTranslation();
  // Work sets: warm-ups are not what "series registradas" counts.
  const sets =
    workout?.ejercicios.reduce((n, e) => n + e.series.filter((s) => s.tipo !== 'calentamiento').length, 0) ?? 0;
  return (
    <DialogShell
      open={workout !== null}
      onClose={onClose}
      title={t('start.inProgressTitle')}
      closeLabel={common('actions.close')}
      role="alertdialog"
    >
      {workout ? (
        <>
          <Dialog.Body>
            <Stack gap="2">
              <Text>
                {t('start.inProgressText', {
                  name: workout.nombre,
                  date: formatDateTime(new Date(workout.iniciado_en)),
                })}
              </Text>
              <Text>{t('start.inProgressSets', { count: sets })}</Text>
              <Text color="fg.muted">{t('start.discardWarning')}</Text>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer flexWrap="wrap" gap="2">
            <Button
              variant="outline"
              colorPalette="red"
              loading={discarding}
              loadingText={t('start.discard')}
              onClick={() => onDiscard(workout)}
            >
              {t('start.discard')}
            </Button>
            <Button colorPalette="brand" disabled={discarding} onClick={() => onResume(workout)}>
              {t('start.resume')}
            </Button>
          </Dialog.Footer>
        </>
      ) : null}
    </DialogShell>
  );
}

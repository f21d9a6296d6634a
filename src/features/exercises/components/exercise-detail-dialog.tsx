import { Button, DataList, Dialog, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ExercisePhotoPair } from '../../../entities/exercises/exercise-photos';
import type { Exercise } from '../../../lib/contract';
import { DialogShell } from '../../../ui/components/dialog-shell';

export interface ExerciseDetailDialogProps {
  exercise: Exercise | null;
  groupName: string;
  difficultyName: string;
  onClose(): void;
}

/** The "Ver Detalle" modal: start and end photos, name, type, difficulty, muscle group, start position and movement. */
export function ExerciseDetailDialog({ exercise, groupName, difficultyName, onClose }: ExerciseDetailDialogProps) {
  const { t } = useTranslation('exercises');
  const facts = [
    ['detail.type', exercise?.tipo],
    ['detail.difficulty', difficultyName],
    ['detail.group', groupName],
  ] as const;
  const steps = [
    ['detail.start', exercise?.inicio],
    ['detail.movement', exercise?.fin],
  ] as const;
  return (
    <DialogShell
      open={exercise !== null}
      onClose={onClose}
      title={exercise?.nombre}
      closeLabel={t('detail.close')}
      size="lg"
    >
      <Dialog.Body>
        <Stack gap="5">
          {exercise ? <ExercisePhotoPair imagenes={exercise.imagenes} nombre={exercise.nombre} /> : null}
          <DataList.Root orientation="horizontal" size="md">
            {facts.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          {steps.map(([heading, text]) => (
            <Stack key={heading} gap="1">
              <Text as="h3" fontWeight="semibold">
                {t(heading)}
              </Text>
              <Text color="fg.muted">{text}</Text>
            </Stack>
          ))}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('detail.close')}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}

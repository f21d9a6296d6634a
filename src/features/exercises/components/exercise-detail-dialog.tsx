import { Button, CloseButton, DataList, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Exercise } from '../../../lib/contract';

export interface ExerciseDetailDialogProps {
  exercise: Exercise | null;
  groupName: string;
  difficultyName: string;
  onClose(): void;
}

/** The "Ver Detalle" modal: name, type, difficulty, muscle group, start position and movement. */
export function ExerciseDetailDialog({ exercise, groupName, difficultyName, onClose }: ExerciseDetailDialogProps) {
  const { t } = useTranslation('exercises');
  return (
    <Dialog.Root
      open={exercise !== null}
      onOpenChange={(e) => (!e.open ? onClose() : undefined)}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{exercise?.nombre}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <DataList.Root orientation="horizontal" size="md">
                  <DataList.Item>
                    <DataList.ItemLabel>{t('detail.type')}</DataList.ItemLabel>
                    <DataList.ItemValue>{exercise?.tipo}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('detail.difficulty')}</DataList.ItemLabel>
                    <DataList.ItemValue>{difficultyName}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('detail.group')}</DataList.ItemLabel>
                    <DataList.ItemValue>{groupName}</DataList.ItemValue>
                  </DataList.Item>
                </DataList.Root>
                <Stack gap="1">
                  <Text as="h3" fontWeight="semibold">
                    {t('detail.start')}
                  </Text>
                  <Text color="fg.muted">{exercise?.inicio}</Text>
                </Stack>
                <Stack gap="1">
                  <Text as="h3" fontWeight="semibold">
                    {t('detail.movement')}
                  </Text>
                  <Text color="fg.muted">{exercise?.fin}</Text>
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('detail.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('detail.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Button, Stack, Text } from '@chakra-ui/react';
import { Dumbbell, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A session with no exercise yet (an empty workout): the first step, adding one. */
export function EmptySession({ onAdd }: { onAdd(): void }) {
  const { t } = useTranslation('workouts');
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py="10"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="l3"
      data-empty-session
    >
      <Dumbbell aria-hidden size={40} />
      <Text as="h2" fontWeight="semibold" textStyle="lg">
        {t('sessionEdit.emptyTitle')}
      </Text>
      <Text color="fg.muted" maxW="md">
        {t('sessionEdit.emptyText')}
      </Text>
      <Button colorPalette="brand" size="lg" onClick={onAdd}>
        <Plus />
        {t('sessionEdit.addExercise')}
      </Button>
    </Stack>
  );
}

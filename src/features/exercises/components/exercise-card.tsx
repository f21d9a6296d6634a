import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ExerciseThumb } from '../../../entities/exercises/exercise-photos';
import type { Exercise } from '../../../lib/contract';

export interface ExerciseCardProps {
  exercise: Exercise;
  groupName: string;
  difficultyName: string;
  onOpenDetail(exercise: Exercise): void;
}

/**
 * One exercise of the catalogue grid: photo, name, muscle group, difficulty and "Ver Detalle".
 * On a phone (one column) the photo sits beside the text to keep five cards short; in the grid it
 * heads the card at the card's full width.
 */
export function ExerciseCard({ exercise, groupName, difficultyName, onOpenDetail }: ExerciseCardProps) {
  const { t } = useTranslation('exercises');
  return (
    <Card.Root as="li" size="sm" variant="outline" listStyleType="none" overflow="hidden" h="full">
      <Card.Body
        flexDirection={{ base: 'row', md: 'column' }}
        gap="3"
        alignItems={{ base: 'flex-start', md: 'stretch' }}
      >
        <Box w={{ base: '96px', md: 'full' }} flexShrink={0}>
          <ExerciseThumb imagenes={exercise.imagenes} nombre={exercise.nombre} width={480} fluid />
        </Box>
        <Stack gap="2" minW="0">
          <Card.Title as="h2" textStyle="md" lineClamp={2} title={exercise.nombre}>
            {exercise.nombre}
          </Card.Title>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="brand" variant="subtle">
              {groupName}
            </Badge>
            <Badge variant="outline">{difficultyName}</Badge>
            <Text textStyle="xs" color="fg.muted">
              {exercise.tipo}
            </Text>
          </HStack>
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent="flex-end" mt="auto">
        <Button
          size="sm"
          variant="outline"
          aria-label={t('card.detailOf', { name: exercise.nombre })}
          onClick={() => onOpenDetail(exercise)}
        >
          {t('card.detail')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

import { Badge, Button, Card, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Exercise } from '../../../lib/contract';

export interface ExerciseCardProps {
  exercise: Exercise;
  groupName: string;
  difficultyName: string;
  onOpenDetail(exercise: Exercise): void;
}

/** One exercise of the catalogue list: name, muscle group, difficulty and "Ver Detalle". */
export function ExerciseCard({ exercise, groupName, difficultyName, onOpenDetail }: ExerciseCardProps) {
  const { t } = useTranslation('exercises');
  return (
    <Card.Root as="li" size="sm" variant="outline" listStyleType="none">
      <Card.Body gap="2">
        <Card.Title as="h2" textStyle="md">
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
      </Card.Body>
      <Card.Footer justifyContent="flex-end">
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

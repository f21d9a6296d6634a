import { Badge, Button, Card, DataList, HStack } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StartWorkoutButton } from '../../../entities/workouts/start-workout-button';
import type { UserRoutine } from '../../../lib/contract';
import { weekdayKey } from '../weekdays';

export interface UserRoutineCardProps {
  routine: UserRoutine;
  onDelete(routine: UserRoutine): void;
}

/** One of the user's routines: details, "Empezar entrenamiento", "Editar" (relative edit/{id}) and "Eliminar". */
export function UserRoutineCard({ routine, onDelete }: UserRoutineCardProps) {
  const { t } = useTranslation('routines');
  const titleId = useId();
  const items = [
    { label: t('card.level'), value: routine.nivel },
    { label: t('card.day'), value: t(weekdayKey(routine.dia)) },
    { label: t('card.start'), value: routine.fecha_inicio_rutina ?? t('card.noDate') },
    // A programme's session ends with the programme (issue #40): said so, not read as the last session.
    { label: t(routine.plan ? 'card.planEnd' : 'card.end'), value: routine.fecha_fin_rutina ?? t('card.noDate') },
  ];
  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm" variant="outline" h="full">
      <Card.Body gap="2">
        <Card.Title as="h2" id={titleId} textStyle="lg">
          {routine.nombre}
        </Card.Title>
        {routine.rutina_observaciones ? (
          <Card.Description>{t('card.observations', { text: routine.rutina_observaciones })}</Card.Description>
        ) : null}
        <HStack>
          <Badge variant="outline">{t('card.exercises', { count: routine.ejercicios.length })}</Badge>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          {items.map((item) => (
            <DataList.Item key={item.label}>
              <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
              <DataList.ItemValue>{item.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <StartWorkoutButton routineId={routine.rutina_id} size="sm" />
        <Button asChild size="sm" variant="outline">
          <RouterLink to={`edit/${routine.rutina_id}`}>{t('card.edit')}</RouterLink>
        </Button>
        <Button size="sm" colorPalette="red" variant="outline" onClick={() => onDelete(routine)}>
          {t('card.delete')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

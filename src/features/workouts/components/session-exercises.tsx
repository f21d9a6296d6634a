import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkoutExercise } from '../../../lib/contract-training';
import { blockKind, exerciseBlocks } from '../session-groups';
import { EmptySession } from './empty-session';
import { ExerciseGroup } from './exercise-group';

export interface SessionExercisesProps {
  ejercicios: WorkoutExercise[];
  renderCard(exercise: WorkoutExercise): ReactNode;
  onAdd(): void;
}

/**
 * The session's exercises in order, a superset's or circuit's drawn together under its label, and
 * "Añadir ejercicio" after the last; with none yet, the empty session's invitation to add one.
 */
export function SessionExercises({ ejercicios, renderCard, onAdd }: SessionExercisesProps) {
  const { t } = useTranslation('workouts');
  if (ejercicios.length === 0) return <EmptySession onAdd={onAdd} />;
  return (
    <>
      {exerciseBlocks(ejercicios).map((block) => {
        const kind = blockKind(block);
        const cards = block.exercises.map((e) => <Fragment key={e.id}>{renderCard(e)}</Fragment>);
        return kind ? (
          <ExerciseGroup key={`g${block.exercises[0]!.id}`} kind={kind}>
            {cards}
          </ExerciseGroup>
        ) : (
          <Fragment key={block.exercises[0]!.id}>{cards}</Fragment>
        );
      })}
      <Button variant="outline" size="lg" alignSelf="start" onClick={onAdd}>
        <Plus />
        {t('sessionEdit.addExercise')}
      </Button>
    </>
  );
}

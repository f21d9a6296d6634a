import { Badge, Button, Card, Flex, Heading, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExerciseThumb } from '../../../entities/exercises/exercise-photos';
import type { WorkoutExercise } from '../../../lib/contract-training';
import { exerciseImages } from '../../../lib/exercise-photos';
import { useStableFunctions } from '../../../lib/use-stable-functions';
import type { WarmupSet } from '../plates';
import type { SetRow as Row } from '../session-model';
import type { SetFields } from '../set-form';
import { ExerciseNote } from './exercise-note';
import { ExerciseSets, type ExerciseSetsProps } from './exercise-sets';
import { ExerciseTarget } from './exercise-target';
import { SessionPlanTarget } from './session-plan-week';
import { SuggestionLine } from './suggestion-line';
import { WarmupScope } from './warmup-scope';

export interface ExerciseCardProps extends Pick<ExerciseSetsProps, 'onEditSet' | 'onDeleteSet'> {
  exercise: WorkoutExercise;
  rows: Row[];
  onDone(row: Row, fields: SetFields): void;
  onRetry(): void;
  onAddSet(): void;
  onSkip(omitido: boolean): void;
  onNote(nota: string): void;
  /** The warm-up ramp's "Usar": logs its sets as warm-ups (none: the ramp only shows them). */
  onWarmup?(sets: WarmupSet[]): void;
  /** The session's routine, for its programme week's target. */
  rutinaId?: number | null;
  /** The exercise's menu (replace, rest, order, superset, remove), beside its name. */
  menu?: ReactNode;
}

interface CardHeadProps {
  exercise: WorkoutExercise;
  rutinaId: number | null;
  titleId: string;
  menu?: ReactNode;
}

/**
 * Photo, name, target, last time and the menu: drawn again only when the exercise, its routine or
 * its menu changed, not when one of its sets is logged. Named optimisation "One card per tap"
 * (docs/PERFORMANCE.md).
 */
const CardHead = memo(function CardHead({ exercise, rutinaId, titleId, menu }: CardHeadProps) {
  const { t } = useTranslation('workouts');
  return (
    <Flex justify="space-between" align="start" gap="2" wrap="wrap">
      <ExerciseThumb imagenes={exerciseImages(exercise.id_ejercicio_catalogo)} nombre={exercise.nombre} width={72} />
      <Stack gap="1" flex="1" minW="0">
        <Heading as="h2" id={titleId} size="lg" tabIndex={-1} scrollMarginTop="20">
          {exercise.orden}. {exercise.nombre}
        </Heading>
        <ExerciseTarget exercise={exercise} />
        {/* A session started in a programme carries its week's target (RIR included) itself. */}
        {exercise.rir_objetivo === null ? <SessionPlanTarget rutinaId={rutinaId} exercise={exercise} /> : null}
        <SuggestionLine suggestion={exercise.sugerencia} medida={exercise.medida} />
      </Stack>
      {exercise.omitido ? <Badge colorPalette="gray">{t('exercise.skipped')}</Badge> : null}
      {menu}
    </Flex>
  );
});

/** "Añadir serie" and "Saltar": drawn again only when the exercise is skipped or taken back. */
const CardActions = memo(function CardActions({
  omitido,
  onAddSet,
  onSkip,
}: {
  omitido: boolean;
  onAddSet(): void;
  onSkip(omitido: boolean): void;
}) {
  const { t } = useTranslation('workouts');
  // Tapped mid-session: 44 px high on a phone.
  return (
    <Flex gap="2" wrap="wrap">
      {omitido ? null : (
        <Button variant="outline" size={{ base: 'lg', md: 'md' }} onClick={onAddSet}>
          <Plus />
          {t('exercise.addSet')}
        </Button>
      )}
      <Button variant="ghost" size={{ base: 'lg', md: 'md' }} onClick={() => onSkip(!omitido)}>
        {omitido ? t('exercise.unskip') : t('exercise.skip')}
      </Button>
    </Flex>
  );
});

/**
 * One exercise of the session: photo, target, last time, a row per set, a set more, skip, and the
 * note (with last time's). Its heading takes the focus when the screen moves to it (a superset's turn).
 */
export function ExerciseCard(props: ExerciseCardProps) {
  const { exercise, rows, onDone, onRetry, onAddSet, onSkip, onNote, onWarmup, rutinaId = null, menu } = props;
  const titleId = useId();
  // Memoised children (the note field, the buttons) take the same function each time.
  const stable = useStableFunctions({ note: onNote, addSet: onAddSet, skip: onSkip });
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" data-exercise={exercise.id}>
      <Card.Body gap="4" p={{ base: '3', md: '5' }}>
        <CardHead exercise={exercise} rutinaId={rutinaId} titleId={titleId} menu={menu} />
        <WarmupScope exercise={exercise} rows={rows} onWarmup={onWarmup}>
          {exercise.omitido ? null : (
            <ExerciseSets
              exercise={exercise}
              rows={rows}
              onDone={onDone}
              onRetry={onRetry}
              onEditSet={props.onEditSet}
              onDeleteSet={props.onDeleteSet}
            />
          )}
        </WarmupScope>
        <CardActions omitido={exercise.omitido} onAddSet={stable.addSet} onSkip={stable.skip} />
        <ExerciseNote nota={exercise.nota} notaAnterior={exercise.nota_anterior} onNote={stable.note} />
      </Card.Body>
    </Card.Root>
  );
}

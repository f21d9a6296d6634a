import { Button, Fieldset, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { dropMove, placeOf } from '../reorder';
import { RoutineExerciseRow } from './routine-exercise-row';
import type { PlanWeekShown } from './routine-plan-target';

export interface RoutineExercisesFieldsetProps {
  /** The rows of the form's field array (`key` is react-hook-form's, stable across moves). */
  rows: readonly { key: string; nombre: string; catalogoId: number }[];
  /** The routine's rest between series, in seconds. */
  descanso: number;
  showErrors: boolean;
  /** The programme week, when the routine is a session of one. */
  planWeek?: PlanWeekShown | null;
  onAdd(): void;
  onDelete(index: number): void;
  onMove(from: number, to: number): void;
}

/** dnd-kit's screen-reader texts in Spanish, naming the exercise and its place. */
function useSpanishAnnouncements(rows: RoutineExercisesFieldsetProps['rows']) {
  const { t } = useTranslation('routines');
  const ids = rows.map((row) => row.key);
  const total = rows.length;
  const name = (id: UniqueIdentifier) => rows.find((row) => row.key === id)?.nombre ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('reorder.start', { name: name(active.id), position: placeOf(ids, String(active.id)), total }),
    onDragOver: ({ active, over }) =>
      over
        ? t('reorder.over', { name: name(active.id), position: placeOf(ids, String(over.id)), total })
        : t('reorder.outside', { name: name(active.id) }),
    onDragEnd: ({ active, over }) =>
      t('reorder.end', {
        name: name(active.id),
        position: placeOf(ids, String(over?.id ?? active.id)),
        total,
      }),
    onDragCancel: ({ active }) =>
      t('reorder.cancel', { name: name(active.id), position: placeOf(ids, String(active.id)), total }),
  };
  return { announcements, screenReaderInstructions: { draggable: t('reorder.instructions') } };
}

/**
 * "Ejercicios": the workout list. "+ Agregar Ejercicio", then one compact row per exercise that
 * can be dragged by its handle or moved with the keyboard; or the empty-list text.
 */
export function RoutineExercisesFieldset({
  rows,
  descanso,
  showErrors,
  planWeek,
  onAdd,
  onDelete,
  onMove,
}: RoutineExercisesFieldsetProps) {
  const { t } = useTranslation('routines');
  const accessibility = useSpanishAnnouncements(rows);
  const sensors = useSensors(
    // A few pixels before a drag starts, so that a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((row) => row.key);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const move = dropMove(ids, String(active.id), over ? String(over.id) : null);
    if (move) onMove(move.from, move.to);
  };
  return (
    // A fieldset is as wide as its content by default (min-inline-size): the list must fit phones.
    <Fieldset.Root minW="0">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Stack gap="0.5">
          <Fieldset.Legend asChild>
            <Heading as="h2" size="lg" fontSize="xl" fontWeight="semibold">
              {t('form.exercises')}
            </Heading>
          </Fieldset.Legend>
          {rows.length > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('form.exerciseCount', { count: rows.length })}
            </Text>
          ) : null}
        </Stack>
        <Button variant="outline" colorPalette="brand" onClick={onAdd}>
          {t('form.addExercise')}
        </Button>
      </Flex>
      {rows.length === 0 ? (
        <Text color="fg.muted" borderWidth="1px" borderStyle="dashed" rounded="l3" p="6" textAlign="center">
          {t('form.noExercises')}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" hideBelow="md">
            {t('form.reorderHint')}
          </Text>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            accessibility={accessibility}
            onDragEnd={onDragEnd}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <Stack as="ol" gap="2" listStyleType="none">
                {rows.map((row, index) => (
                  <RoutineExerciseRow
                    key={row.key}
                    id={row.key}
                    index={index}
                    nombre={row.nombre}
                    catalogoId={row.catalogoId}
                    descanso={descanso}
                    showErrors={showErrors}
                    planWeek={planWeek}
                    onDelete={onDelete}
                  />
                ))}
              </Stack>
            </SortableContext>
          </DndContext>
        </>
      )}
    </Fieldset.Root>
  );
}

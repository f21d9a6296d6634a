import { Box, Button, Collapsible, Flex, IconButton, Input, Text, Textarea } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, GripVertical, MessageSquare, Timer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExerciseThumb } from '../../../entities/exercises/exercise-photos';
import { exerciseImages } from '../../../lib/exercise-photos';
import { FormField } from '../../../ui/components/form-field';
import type { RoutineFormValues } from '../routine-form';
import { RoutineExerciseTarget } from './routine-exercise-target';
import { RoutinePlanTarget, type PlanWeekShown } from './routine-plan-target';

export interface RoutineExerciseRowProps {
  /** react-hook-form's key of the row: its id in the sortable list. */
  id: string;
  /** Position in the list (0-based); the row shows it from 1. */
  index: number;
  nombre: string;
  /** The catalogue exercise's id: the row shows its photo. */
  catalogoId: number;
  /** The routine's rest between series, in seconds (its method's): a row without its own shows it. */
  descanso: number;
  /** Whether the last save was refused: only then are invalid values marked. */
  showErrors: boolean;
  /** The programme week, when the routine is a session of one: the row says its target. */
  planWeek?: PlanWeekShown | null;
  onDelete(index: number): void;
}

/**
 * One exercise of the workout list: drag handle, photo, number and name, series x repetitions
 * (compact inputs), the rest, the comment behind a disclosure, and "Eliminar". The handle moves
 * the row with the pointer or the keyboard (space, arrows, space).
 */
export function RoutineExerciseRow({
  id,
  index,
  nombre,
  catalogoId,
  descanso,
  showErrors,
  planWeek,
  onDelete,
}: RoutineExerciseRowProps) {
  const { t } = useTranslation('routines');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('reorder.roleDescription') },
  });
  const number = index + 1;
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-exercise-row
      data-dragging={isDragging || undefined}
      position="relative"
      zIndex={isDragging ? 'docked' : undefined}
      bg="bg"
      borderWidth="1px"
      borderColor={isDragging ? 'brand.solid' : 'border'}
      rounded="l3"
      shadow={isDragging ? 'lg' : 'xs'}
    >
      <Flex align="center" gap={{ base: '2', md: '3' }} px={{ base: '2', md: '3' }} py="3" wrap="wrap">
        <IconButton
          ref={setActivatorNodeRef}
          variant="ghost"
          size="sm"
          color="fg.muted"
          cursor={isDragging ? 'grabbing' : 'grab'}
          touchAction="none"
          aria-label={t('form.moveExercise', { number, name: nombre })}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden />
        </IconButton>
        <ExerciseThumb imagenes={exerciseImages(catalogoId)} nombre={nombre} width={60} />
        <RowTitle index={index} nombre={nombre} descanso={descanso} planWeek={planWeek} />
        <RowCounts index={index} showErrors={showErrors} />
      </Flex>
      <RoutineExerciseTarget index={index} nombre={nombre} descanso={descanso} showErrors={showErrors} />
      <RowComment index={index} nombre={nombre} showErrors={showErrors} onDelete={onDelete} />
    </Box>
  );
}

/** Number, name and rest of the row (and this week's target in a programme). */
function RowTitle({
  index,
  nombre,
  descanso,
  planWeek,
}: Pick<RoutineExerciseRowProps, 'index' | 'nombre' | 'descanso' | 'planWeek'>) {
  const { t } = useTranslation('routines');
  const { control } = useFormContext<RoutineFormValues>();
  const own = useWatch({ control, name: `ejercicios.${index}.descanso` });
  const rest = own?.trim() ? Number(own) : descanso;
  const number = index + 1;
  return (
    <Box flex="1" minW="9rem">
      <Flex align="baseline" gap="2">
        <Text
          as="span"
          aria-hidden
          flexShrink={0}
          fontSize="sm"
          fontWeight="bold"
          color="brand.fg"
          fontVariantNumeric="tabular-nums"
        >
          {number}
        </Text>
        <Text as="span" srOnly>
          {t('form.exerciseNumber', { number })}
        </Text>
        <Text as="span" fontWeight="semibold" lineClamp={2} data-exercise-name>
          {nombre}
        </Text>
      </Flex>
      <Flex align="center" gap="1" color="fg.muted" fontSize="sm" mt="0.5">
        <Timer size={14} aria-hidden />
        <Text as="span">{rest > 0 ? t('form.rest', { seconds: rest }) : t('form.noRest')}</Text>
      </Flex>
      {planWeek ? <RoutinePlanTarget index={index} shown={planWeek} /> : null}
    </Box>
  );
}

/** Series x repetitions, as compact number inputs. */
function RowCounts({ index, showErrors }: Pick<RoutineExerciseRowProps, 'index' | 'showErrors'>) {
  const { t } = useTranslation('routines');
  const { control } = useFormContext<RoutineFormValues>();
  const { errors } = useFormState({ control, name: `ejercicios.${index}` });
  const invalid = errors.ejercicios?.[index];
  return (
    <Flex align="flex-end" gap="2" ms={{ base: '10', md: 'auto' }} flexShrink={0}>
      <CountField
        index={index}
        field="series"
        label={t('form.series')}
        invalid={showErrors && Boolean(invalid?.series)}
      />
      <Text as="span" aria-hidden pb="2" color="fg.muted" fontWeight="semibold">
        ×
      </Text>
      <CountField
        index={index}
        field="repeticiones"
        label={t('form.repetitions')}
        invalid={showErrors && Boolean(invalid?.repeticiones)}
      />
    </Flex>
  );
}

interface RowCommentProps {
  index: number;
  nombre: string;
  showErrors: boolean;
  onDelete(index: number): void;
}

/**
 * The row's foot: its comment behind a disclosure (the comment itself, or "Añadir comentario",
 * opens the text area; a refused comment opens it) and "Eliminar".
 */
function RowComment({ index, nombre, showErrors, onDelete }: RowCommentProps) {
  const { t } = useTranslation('routines');
  const { register, control } = useFormContext<RoutineFormValues>();
  const { errors } = useFormState({ control, name: `ejercicios.${index}.comentario` });
  const comment = useWatch({ control, name: `ejercicios.${index}.comentario` });
  const commentInvalid = showErrors && Boolean(errors.ejercicios?.[index]?.comentario);
  const [commentOpen, setCommentOpen] = useState(false);
  const hasComment = Boolean(comment?.trim());
  const number = index + 1;
  return (
    <Collapsible.Root
      open={commentOpen || commentInvalid}
      onOpenChange={(e) => setCommentOpen(e.open)}
      lazyMount
      unmountOnExit
    >
      <Flex
        align="center"
        justify="space-between"
        gap="2"
        borderTopWidth="1px"
        borderColor="border.muted"
        px={{ base: '2', md: '3' }}
        py="1"
      >
        <Collapsible.Trigger asChild>
          <Button variant="ghost" size="xs" color="fg.muted" minW="0" flexShrink={1} justifyContent="flex-start">
            <MessageSquare aria-hidden />
            {hasComment ? (
              <Box as="span" srOnly>
                {`${t('form.commentToggle')}: `}
              </Box>
            ) : null}
            <Text as="span" truncate minW="0">
              {hasComment ? comment : t('form.addComment')}
            </Text>
            <Collapsible.Indicator asChild>
              <ChevronDown aria-hidden />
            </Collapsible.Indicator>
          </Button>
        </Collapsible.Trigger>
        <Button
          size="xs"
          colorPalette="red"
          variant="ghost"
          flexShrink={0}
          aria-label={t('form.deleteExerciseLabel', { number, name: nombre })}
          onClick={() => onDelete(index)}
        >
          <Trash2 aria-hidden />
          {t('form.deleteExercise')}
        </Button>
      </Flex>
      <Collapsible.Content>
        <Box px={{ base: '3', md: '4' }} pb="3">
          <FormField label={t('form.comment')} required={false} invalid={commentInvalid}>
            <Textarea maxLength={500} autoresize rows={2} {...register(`ejercicios.${index}.comentario`)} />
          </FormField>
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

interface CountFieldProps {
  index: number;
  field: 'repeticiones' | 'series';
  label: string;
  invalid?: boolean;
}

/** A whole number of the row (minimum 1), compact; required, without an asterisk as every row repeats it. */
function CountField({ index, field, label, invalid = false }: CountFieldProps) {
  const { register } = useFormContext<RoutineFormValues>();
  return (
    <FormField label={label} requiredIndicator={false} invalid={invalid} w="auto" gap="0.5">
      <Input
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        size="sm"
        w="4.5rem"
        textAlign="center"
        fontWeight="semibold"
        {...register(`ejercicios.${index}.${field}`)}
      />
    </FormField>
  );
}

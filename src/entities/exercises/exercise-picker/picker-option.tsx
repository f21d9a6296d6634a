import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerExercise } from '../../../lib/contract-picker';
import { ExerciseThumb } from '../exercise-photos';

export interface PickerOptionProps {
  exercise: PickerExercise;
  id: string;
  active: boolean;
  /** Sessions the user logged it in; 0 never. */
  sessions: number;
  onPick(exercise: PickerExercise): void;
  onHover(id: number): void;
}

/**
 * One exercise of the picker's list (an ARIA option): its photo, name, muscle group and equipment,
 * and "Propio" for the user's own.
 * A click or a tap picks it; the keyboard reaches it from the search box (ExercisePicker).
 */
export const PickerOption = memo(function PickerOption({
  exercise,
  id,
  active,
  sessions,
  onPick,
  onHover,
}: PickerOptionProps) {
  const { t } = useTranslation('exercises');
  return (
    <Box
      role="option"
      id={id}
      aria-selected={active}
      tabIndex={-1}
      onClick={() => onPick(exercise)}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ' ? onPick(exercise) : undefined)}
      onMouseMove={() => (active ? undefined : onHover(exercise.id))}
      cursor="pointer"
      px="2"
      py="1.5"
      rounded="l2"
      bg={active ? 'colorPalette.subtle' : undefined}
      colorPalette="brand"
      scrollMarginTop="2"
      scrollMarginBottom="2"
    >
      <HStack gap="3">
        <ExerciseThumb imagenes={exercise.imagenes} nombre={exercise.nombre} width={54} />
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="medium" lineClamp={2}>
            {exercise.nombre}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {exercise.grupo_muscular} · {t(`picker.load.${exercise.carga}`)}
          </Text>
        </Stack>
        {exercise.propio ? (
          <Badge variant="subtle" colorPalette="brand" flexShrink={0}>
            {t('picker.own')}
          </Badge>
        ) : null}
        {sessions > 0 ? (
          <Badge variant="subtle" colorPalette="gray" flexShrink={0}>
            {t('picker.sessions', { count: sessions })}
          </Badge>
        ) : null}
      </HStack>
    </Box>
  );
});

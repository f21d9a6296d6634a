import { Flex, Icon, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { Equal, Sparkles, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWeightUnit } from '../../../entities/users/use-weight-unit';
import type { NextTarget } from '../../../lib/contract-plans';
import type { SetMeasure } from '../../../lib/contract-training';
import { formatWeight, type WeightUnit } from '../../../lib/units';
import { formatRange } from '../format';

const LOOK: Record<NextTarget['accion'], { icon: LucideIcon; color: string }> = {
  subir: { icon: TrendingUp, color: 'green.fg' },
  mantener: { icon: Equal, color: 'fg.muted' },
  bajar: { icon: TrendingDown, color: 'orange.fg' },
  primera_vez: { icon: Sparkles, color: 'brand.fg' },
};

/**
 * "65 kg × 8–10 repeticiones", "140 lb × 8–10 repeticiones", "12–15 repeticiones", "45 s", "400 m":
 * what the advice aims at today, the load in the lifter's unit.
 */
function aimText(suggestion: NextTarget, medida: SetMeasure, unit: WeightUnit, t: TFunction<'workouts'>): string {
  const top = Math.max(suggestion.repeticiones, suggestion.repeticiones_max ?? suggestion.repeticiones);
  const reps = formatRange(suggestion.repeticiones, top, medida, t);
  const kg = medida === 'repeticiones' ? suggestion.kg : null;
  return kg ? t('suggestion.withLoad', { load: formatWeight(kg, unit), reps }) : reps;
}

export interface SuggestionLineProps {
  suggestion: NextTarget | null | undefined;
  /** The exercise's measure: the advice's `repeticiones` are seconds or metres for time and distance. */
  medida?: SetMeasure;
}

/**
 * The double-progression advice on an exercise of the session: an icon per action, the action named
 * for screen readers, the server's Spanish `motivo` as it comes (in the lifter's unit: the server
 * reads `users.unidad`), then what to aim at today (the
 * load, and the repetitions up to the top of the range) or, past the range of a body-weight
 * exercise, the harder variation to move to and what to aim at with it.
 */
export function SuggestionLine({ suggestion, medida = 'repeticiones' }: SuggestionLineProps) {
  const { t } = useTranslation('workouts');
  const unit = useWeightUnit();
  if (!suggestion) return null;
  const look = LOOK[suggestion.accion];
  const next = suggestion.ejercicio_siguiente;
  return (
    <Flex gap="1.5" align="start" textStyle="sm" data-accion={suggestion.accion}>
      <Icon as={look.icon} color={look.color} boxSize="4" flexShrink={0} mt="0.5" aria-hidden="true" />
      <Stack gap="0.5">
        <Text>
          <VisuallyHidden>{t(`suggestion.${suggestion.accion}`)} </VisuallyHidden>
          {suggestion.motivo}
        </Text>
        {/* With a harder variation the aim is that variation's: said with its name. */}
        {next ? (
          <Text fontWeight="medium" data-next-exercise>
            {t('suggestion.harder', { name: next.nombre, aim: aimText(suggestion, medida, unit, t) })}
          </Text>
        ) : (
          <Text color="fg.muted" data-aim>
            {t('suggestion.aim', { aim: aimText(suggestion, medida, unit, t) })}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}

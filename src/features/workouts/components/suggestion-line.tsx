import { Flex, Icon, Text, VisuallyHidden } from '@chakra-ui/react';
import { Equal, Sparkles, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NextTarget } from '../../../lib/contract-plans';

const LOOK: Record<NextTarget['accion'], { icon: LucideIcon; color: string }> = {
  subir: { icon: TrendingUp, color: 'green.fg' },
  mantener: { icon: Equal, color: 'fg.muted' },
  bajar: { icon: TrendingDown, color: 'orange.fg' },
  primera_vez: { icon: Sparkles, color: 'brand.fg' },
};

/**
 * The double-progression advice on an exercise of the session (issue 23): an icon per action,
 * the action named for screen readers, and the server's Spanish `motivo` as it comes.
 */
export function SuggestionLine({ suggestion }: { suggestion: NextTarget | null | undefined }) {
  const { t } = useTranslation('workouts');
  if (!suggestion) return null;
  const look = LOOK[suggestion.accion];
  return (
    <Flex as="p" gap="1.5" align="center" textStyle="sm" data-accion={suggestion.accion}>
      <Icon as={look.icon} color={look.color} boxSize="4" flexShrink={0} aria-hidden="true" />
      <Text as="span">
        <VisuallyHidden>{t(`suggestion.${suggestion.accion}`)} </VisuallyHidden>
        {suggestion.motivo}
      </Text>
    </Flex>
  );
}

import { Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface StepProgressProps {
  /** The steps' names, in order (the current one is also the screen's heading). */
  steps: readonly string[];
  /** The step the user is on, counted from 0. */
  current: number;
  /** The list's accessible name ("Pasos de la importación"). */
  label: string;
}

/**
 * Where a wizard stands, the same in every wizard: "Paso 2 de 4" over a bar of one segment per
 * step, filled up to the current one. Each segment is an item of an ordered list named for
 * screen readers ("2. Ejercicios"), the current one marked `aria-current="step"`.
 */
export function StepProgress({ steps, current, label }: StepProgressProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Text color="fg.muted" textStyle="sm">
        {t('stepProgress.position', { step: current + 1, steps: steps.length })}
      </Text>
      <HStack as="ol" aria-label={label} gap="1.5" listStyleType="none" m="0" p="0">
        {steps.map((name, i) => (
          <Box
            as="li"
            key={name}
            flex="1"
            h="1.5"
            borderRadius="full"
            bg={i <= current ? 'brand.solid' : 'bg.emphasized'}
            aria-current={i === current ? 'step' : undefined}
          >
            <VisuallyHidden>
              {`${i + 1}. ${name}`}
              {i < current ? ` (${t('stepProgress.done')})` : ''}
            </VisuallyHidden>
          </Box>
        ))}
      </HStack>
    </Stack>
  );
}

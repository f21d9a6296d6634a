import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The routines screen's tabs that fill an empty list: generate one, or take one others made. */
export const GENERATE_ROUTINE_PATH = '/dashboard/routines?tab=sugerencias';
export const EXPLORE_ROUTINES_PATH = '/dashboard/routines?tab=descubrir';

/**
 * "No routines yet" with a way forward: the screen's own text, then "Genera tu primera rutina" and
 * "Explorar rutinas". Shown only when the list loaded and is empty, never for a failure.
 */
export function NoRoutines({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" py="4" align="flex-start">
      <Text color="fg.muted">{text}</Text>
      <Flex gap="2" wrap="wrap">
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={GENERATE_ROUTINE_PATH}>{t('routineLinks.generate')}</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand" size="sm">
          <RouterLink to={EXPLORE_ROUTINES_PATH}>{t('routineLinks.explore')}</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}

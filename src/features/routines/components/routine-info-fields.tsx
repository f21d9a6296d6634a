import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserRoutine } from '../../../lib/contract';

/**
 * docs/PRODUCT.md §2, routine form: what the user cannot edit (name, description, level, method),
 * as a plain header rather than disabled fields.
 */
export function RoutineInfoFields({ routine }: { routine: UserRoutine }) {
  const { t } = useTranslation('routines');
  return (
    <Box data-routine-header>
      <Stack gap="2">
        <Heading as="h2" size="2xl" data-routine-name>
          {routine.nombre}
        </Heading>
        <Flex gap="2" wrap="wrap" align="center" fontSize="sm">
          <Badge colorPalette="brand" variant="subtle" size="md">
            <Text as="span" srOnly>
              {`${t('form.difficulty')}: `}
            </Text>
            {routine.nivel}
          </Badge>
          {routine.metodo_nombre ? (
            <Text as="span" color="fg.muted">
              {t('form.methodName')}:{' '}
              <Text as="span" color="fg" fontWeight="medium">
                {routine.metodo_nombre}
              </Text>
            </Text>
          ) : null}
        </Flex>
        {routine.rutina_observaciones ? (
          <Text color="fg.muted" maxW="prose">
            <Text as="span" srOnly>
              {`${t('form.description')}: `}
            </Text>
            {routine.rutina_observaciones}
          </Text>
        ) : null}
        {routine.metodo_observaciones ? (
          <Text fontSize="sm" color="fg.muted" maxW="prose">
            <Text as="span" fontWeight="medium" color="fg">
              {t('form.methodObservations')}:
            </Text>{' '}
            {routine.metodo_observaciones}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}

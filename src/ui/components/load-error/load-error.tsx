import { Alert, Button, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. "No se pudieron cargar tus rutinas." */
  message: string;
  /** Asks again ("Reintentar"); leave it out when asking again cannot help (a missing item). */
  onRetry?: () => void;
  /** Further ways on, such as a link back (buttons or links, shown after "Reintentar"). */
  children?: ReactNode;
}

/**
 * Data that could not be loaded (the server is unreachable or failed): what is missing and
 * "Reintentar", in the place of the list or figure, never an empty state that would be false.
 * One look for every screen; the failure is not toasted (docs/PRODUCT.md §8).
 */
export function LoadError({ message, onRetry, children }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" borderRadius="l2" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="40">
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Flex gap="2" wrap="wrap">
        {onRetry ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
            {t('loadError.retry')}
          </Button>
        ) : null}
        {children}
      </Flex>
    </Alert.Root>
  );
}

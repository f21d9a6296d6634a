import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Placeholders while the history or a session loads (announced as busy). */
export function LoadingRows({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Stack gap="3" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="20" borderRadius="l2" />
      ))}
    </Stack>
  );
}

/** A failed load: what happened and "Reintentar" (never an empty list in its place). */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation('history');
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert.Root>
  );
}

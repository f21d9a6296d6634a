import { useSlicedFirstAnswer } from '../../../lib/sliced-answer';
import { Button, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorStatus } from '../../../lib/api';
import { LoadError } from '../../../ui/components/load-error';

/** The session and summary screens while loading: a few grey blocks, announced as busy. */
export function PageLoading({ label }: { label: string }) {
  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full" role="status" aria-label={label} aria-busy="true">
      <Skeleton h="10" w="60%" />
      <Skeleton h="4" w="40%" />
      <Skeleton h="40" />
      <Skeleton h="40" />
    </Stack>
  );
}

/** A failed load: the reason, "Reintentar" when it may work again, and the way back. */
export function PageError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('workouts');
  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full">
      <LoadError message={message} onRetry={onRetry}>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/dashboard/overview">{t('session.back')}</RouterLink>
        </Button>
      </LoadError>
    </Stack>
  );
}

export interface Loaded<T> {
  id: number;
  data?: T | undefined;
  error?: unknown;
  isLoading: boolean;
  refetch(): unknown;
}

/**
 * The workout id of the URL (`:id`), 0 when it is not an integer; negative for a session started
 * offline that has not reached the server (entities/workouts/offline-cache.ts).
 */
export function useWorkoutId(): number {
  const id = Number(useParams().id);
  return Number.isSafeInteger(id) ? id : 0;
}

/** What a screen of one session shows while its query is not ready: not found, loading, error. */
export function PageStates<T>({
  query,
  loadingLabel,
  errorText,
  children,
}: {
  query: Loaded<T>;
  loadingLabel: string;
  errorText: string;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation('workouts');
  // The session's first answer is drawn in a render that yields (lib/sliced-answer.ts).
  const drawn = useSlicedFirstAnswer(query.data !== undefined);
  if (!query.id || errorStatus(query.error) === 404) return <PageError message={t('session.notFound')} />;
  if (query.isLoading || (query.data && !drawn)) return <PageLoading label={loadingLabel} />;
  if (!query.data) return <PageError message={errorText} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

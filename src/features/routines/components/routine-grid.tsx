import { useSlicedFirstAnswer } from '../../../lib/sliced-answer';
import { SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/components/load-error';
import { Paginator } from '../../../ui/components/paginator/paginator';
import { paginate } from '../../../lib/pagination';

/** docs/PRODUCT.md §9: routines per page in the own, public and discover lists. */
const ROUTINES_PER_PAGE = 3;

export interface RoutineGridProps<T> {
  items: readonly T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Asks for the list again ("Reintentar" of the error state). */
  onRetry(): void;
  /** The empty list: a text, or a text with its way forward. */
  empty: ReactNode;
  getKey(item: T): number;
  renderItem(item: T): ReactNode;
  /**
   * Cards per page: SPEC's 3 for the own, public and discover lists (the default); the template
   * chooser of "Crear Rutina", which SPEC does not have, shows more where the screen has room.
   */
  perPage?: number;
}

/** A routine list: 3 cards per page (or `perPage`) with the paginator, or its loading, error (with "Reintentar") or empty state. */
export function RoutineGrid<T>({
  items,
  isLoading,
  isError,
  onRetry,
  empty,
  getKey,
  renderItem,
  perPage = ROUTINES_PER_PAGE,
}: RoutineGridProps<T>) {
  const { t } = useTranslation('routines');
  const [page, setPage] = useState(1);
  // The list's first answer is drawn in a render that yields (lib/sliced-answer.ts).
  const drawn = useSlicedFirstAnswer(items !== undefined);
  if (isLoading || (items && !drawn)) {
    return (
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" role="status" aria-busy="true" aria-label={t('list.loading')}>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h="48" rounded="l2" />
        ))}
      </SimpleGrid>
    );
  }
  // A failure before any list: the error, never the empty text (the list may well hold routines).
  if (isError || !items) return <LoadError message={t('list.loadError')} onRetry={onRetry} />;
  if (items.length === 0) return typeof empty === 'string' ? <Text color="fg.muted">{empty}</Text> : empty;
  const current = paginate(items, page, perPage);
  return (
    <Stack gap="4">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
        {current.items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </SimpleGrid>
      <Paginator page={current.page} total={current.totalPages} onChange={setPage} />
    </Stack>
  );
}

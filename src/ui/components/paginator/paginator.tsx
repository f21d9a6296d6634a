import { ButtonGroup, HStack, IconButton, Pagination, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { clampPage } from '../../../lib/pagination';

export interface PaginatorProps {
  /** The current page, from 1 (clamped to `total`). */
  page: number;
  /** The number of pages; 0 shows as 1. */
  total: number;
  /** A page chosen, with its number. */
  onChange(page: number): void;
  /**
   * Also a button per page (the first, the last and the current one's neighbours, with "…" between):
   * for long lists such as the exercise catalogue, where previous / next alone is 70 clicks away.
   */
  numbered?: boolean;
}

/** Previous / next buttons around "page / total". */
export function Paginator({ page, total, onChange, numbered = false }: PaginatorProps) {
  const { t } = useTranslation();
  const last = Math.max(1, total);
  const current = clampPage(page, last);
  if (numbered) return <NumberedPaginator page={current} total={last} onChange={onChange} />;
  return (
    <HStack as="nav" aria-label={t('paginator.label')} justify="center" gap="3" py="2">
      <IconButton
        aria-label={t('paginator.previous')}
        variant="outline"
        size="sm"
        disabled={current <= 1}
        onClick={() => onChange(clampPage(current - 1, last))}
      >
        <ChevronLeft aria-hidden />
      </IconButton>
      <Status page={current} total={last} />
      <IconButton
        aria-label={t('paginator.next')}
        variant="outline"
        size="sm"
        disabled={current >= last}
        onClick={() => onChange(clampPage(current + 1, last))}
      >
        <ChevronRight aria-hidden />
      </IconButton>
    </HStack>
  );
}

function Status({ page, total }: { page: number; total: number }) {
  const { t } = useTranslation();
  return (
    <Text aria-live="polite" fontVariantNumeric="tabular-nums" minW="12" textAlign="center">
      {t('paginator.status', { page, total })}
    </Text>
  );
}

/** Chakra's Pagination (Ark): previous, the page numbers, next, and "page / total" below. */
function NumberedPaginator({ page, total, onChange }: Required<Omit<PaginatorProps, 'numbered'>>) {
  const { t } = useTranslation();
  return (
    <Pagination.Root
      count={total}
      pageSize={1}
      page={page}
      siblingCount={1}
      onPageChange={(details) => onChange(details.page)}
      translations={{
        rootLabel: t('paginator.label'),
        prevTriggerLabel: t('paginator.previous'),
        nextTriggerLabel: t('paginator.next'),
        itemLabel: (details) => t('paginator.page', { page: details.page, total: details.totalPages }),
      }}
    >
      <Stack align="center" gap="1" py="2">
        <ButtonGroup variant="outline" size="sm" gap="1" flexWrap="wrap" justifyContent="center">
          <Pagination.PrevTrigger asChild>
            <IconButton>
              <ChevronLeft aria-hidden />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            ellipsis={
              <Text as="span" aria-hidden="true" color="fg.muted" px="1">
                …
              </Text>
            }
            render={(item) => (
              <IconButton
                variant={{ base: 'outline', _selected: 'solid' }}
                colorPalette={item.value === page ? 'brand' : 'gray'}
                fontVariantNumeric="tabular-nums"
              >
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton>
              <ChevronRight aria-hidden />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
        <Status page={page} total={total} />
      </Stack>
    </Pagination.Root>
  );
}

import { HStack, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { clampPage } from '../../../lib/pagination';

export interface PaginatorProps {
  page: number;
  total: number;
  onChange(page: number): void;
}

/** Previous / next buttons around "page / total". */
export function Paginator({ page, total, onChange }: PaginatorProps) {
  const { t } = useTranslation();
  const last = Math.max(1, total);
  const current = clampPage(page, last);
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
      <Text aria-live="polite" fontVariantNumeric="tabular-nums" minW="12" textAlign="center">
        {t('paginator.status', { page: current, total: last })}
      </Text>
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

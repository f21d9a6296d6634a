import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ImportResult } from '../../../lib/contract-import';

export interface DoneStepProps {
  result: ImportResult;
  onAgain: () => void;
}

/** Step 4: what was added and what was already there, and the way to the history. */
export function DoneStep({ result, onAgain }: DoneStepProps) {
  const { t } = useTranslation('import');
  return (
    <Stack gap="4" role="status">
      <Text fontWeight="semibold" textStyle="lg">
        {t('done.added', { count: result.sesiones_nuevas, sets: result.series_nuevas })}
      </Text>
      {result.sesiones_omitidas > 0 ? <Text>{t('done.skipped', { count: result.sesiones_omitidas })}</Text> : null}
      <HStack gap="2" wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to="/dashboard/history">{t('actions.history')}</RouterLink>
        </Button>
        <Button variant="outline" onClick={onAgain}>
          {t('actions.again')}
        </Button>
      </HStack>
    </Stack>
  );
}

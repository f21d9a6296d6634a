import { Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/components/load-error';
import { useMuscleRecoveryQuery } from '../feedback-api';
import { RecoveryMap } from './recovery-map';

/**
 * "Recuperación": the recovery map as a section of the overview and of the progress screen. Shown
 * once some feedback exists (before that every muscle would read "Sin datos").
 */
export function RecoveryGlance() {
  const { t } = useTranslation('feedback');
  const titleId = useId();
  const query = useMuscleRecoveryQuery();
  if (query.isError) return <LoadError message={t('recovery.error')} onRetry={() => void query.refetch()} />;
  // Nothing while it loads: most lifters have no feedback yet, and their screen should not jump.
  if (!query.data || query.data.grupos.every((g) => g.estado === 'sin_datos')) return null;
  return (
    <Stack as="section" aria-labelledby={titleId} gap="4">
      <Stack gap="1">
        <Heading as="h2" id={titleId} size="xl">
          {t('recovery.title')}
        </Heading>
        <Text color="fg.muted">{t('recovery.subtitle')}</Text>
      </Stack>
      <RecoveryMap recovery={query.data} />
    </Stack>
  );
}

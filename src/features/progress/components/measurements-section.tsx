import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMeasurementsQuery } from '../../../entities/measurements/api';
import { withPending } from '../../../entities/measurements/queue';
import { usePendingMeasurements } from '../../../entities/measurements/sync';
import { useWeightUnit } from '../../../entities/users/use-weight-unit';
import { LoadError } from '../../../ui/components/load-error';
import { MeasurementChart } from './measurement-chart';
import { MeasurementForm } from './measurement-form';
import { MeasurementList } from './measurement-list';
import { ProgressSection } from './progress-section';

/**
 * Body measurements on the progress screen (docs/PRODUCT.md §20): the form, then the chart and the
 * list of what the server has with what the device still holds to send laid over it. The form
 * works whatever the list's state: a value logged with no connection waits in the outbox.
 */
export function MeasurementsSection() {
  const { t } = useTranslation('measurements');
  const unit = useWeightUnit();
  const { data, isError, refetch } = useGetMeasurementsQuery();
  const pending = usePendingMeasurements();
  const shown = useMemo(() => withPending(data ?? [], pending), [data, pending]);
  // A value the server refused stays listed (with why) but out of the chart.
  const charted = useMemo(() => shown.filter((m) => m.pendiente !== 'rejected'), [shown]);

  let body;
  if (shown.length > 0) body = <MeasurementList measurements={shown} unit={unit} />;
  else if (isError) body = <LoadError message={t('loadError')} onRetry={() => void refetch()} />;
  else if (!data) body = <Skeleton h="24" borderRadius="l2" aria-busy />;
  else body = <Text color="fg.muted">{t('list.empty')}</Text>;

  return (
    <Stack gap="10">
      <ProgressSection title={t('title')} description={t('subtitle')}>
        <MeasurementForm unit={unit} />
        {isError && shown.length > 0 ? <LoadError message={t('loadError')} onRetry={() => void refetch()} /> : null}
        {body}
      </ProgressSection>
      {charted.length > 0 ? <MeasurementChart measurements={charted} unit={unit} /> : null}
    </Stack>
  );
}

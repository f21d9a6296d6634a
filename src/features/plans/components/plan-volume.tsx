import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../lib/contract-plans';
import { formatNumber } from '../../../lib/training-format';
import { bandStatus } from '../plan-view';

const PALETTE = { below: 'orange', within: 'green', above: 'red' } as const;

/** Weekly sets per muscle group at week 1, each against the goal's and level's band. */
export function PlanVolume({ plan }: { plan: Pick<Plan, 'series_por_grupo' | 'banda'> }) {
  const { t } = useTranslation('plans');
  const caption = t('view.volumeCaption', { min: plan.banda.min, max: plan.banda.max });
  return (
    <Stack as="section" gap="3" aria-labelledby="plan-volume-title">
      <Text as="h2" id="plan-volume-title" textStyle="xl" fontWeight="semibold">
        {t('view.volume')}
      </Text>
      <Text color="fg.muted" textStyle="sm">
        {caption}
      </Text>
      <Table.Root size="sm" maxW="xl" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('view.muscle')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {t('view.sets')}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('view.status')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {plan.series_por_grupo.map((g) => {
            const status = bandStatus(g.series, plan.banda);
            return (
              <Table.Row key={g.id}>
                <Table.Cell>{g.nombre}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(g.series)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={PALETTE[status]}>{t(`view.${status}`)}</Badge>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

import { Badge, Card, Flex, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useWeightUnit } from '../../../entities/users/use-weight-unit';
import type { WorkoutListItem } from '../../../lib/contract-training';
import { formatDuration, formatVolume } from '../../../lib/training-format';
import { formatSessionDate } from '../../../lib/date-format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" minW="20">
      <Text as="dt" textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Stack>
  );
}

function HistoryRow({ item }: { item: WorkoutListItem }) {
  const { t } = useTranslation('history');
  const date = formatSessionDate(item.iniciado_en);
  const unit = useWeightUnit();
  return (
    <LinkBox as="li" listStyleType="none">
      <Card.Root size="sm" variant="outline" _hover={{ borderColor: 'brand.solid' }}>
        <Card.Body>
          <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '3', md: '6' }} justify="space-between">
            <Stack gap="1" minW="0">
              <Heading as="h2" size="md" lineClamp={1}>
                <LinkOverlay asChild>
                  <RouterLink to={`/dashboard/history/${item.id}`} aria-label={t('open', { name: item.nombre, date })}>
                    {item.nombre}
                  </RouterLink>
                </LinkOverlay>
              </Heading>
              <Flex gap="2" align="center" wrap="wrap">
                <Text asChild color="fg.muted" textStyle="sm">
                  <time dateTime={item.iniciado_en}>{date}</time>
                </Text>
                {item.estado === 'en_curso' ? <Badge colorPalette="orange">{t('inProgress')}</Badge> : null}
              </Flex>
            </Stack>
            <Flex as="dl" gap="6" flexShrink={0}>
              <Figure label={t('columns.duration')} value={formatDuration(item.duracion_s)} />
              <Figure label={t('columns.volume')} value={formatVolume(item.volumen_kg, unit)} />
              <Figure label={t('columns.sets')} value={String(item.series_hechas)} />
            </Flex>
          </Flex>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/** The history's rows, newest first: each one opens its session. */
export function HistoryList({ items }: { items: WorkoutListItem[] }) {
  const { t } = useTranslation('history');
  return (
    <Stack as="ul" aria-label={t('listLabel')} gap="3" p="0" m="0">
      {items.map((item) => (
        <HistoryRow key={item.id} item={item} />
      ))}
    </Stack>
  );
}

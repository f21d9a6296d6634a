import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MuscleZone } from './week-zones';

/** The map's numbers as text: every group it draws, its sets, its band and its zone. */
export function MuscleMapTable({ zones }: { zones: MuscleZone[] }) {
  const { t } = useTranslation('common');
  const band = (b: MuscleZone['banda']) => {
    if (!b) return t('muscleMap.noBand');
    return b.min > 0 ? t('muscleMap.band', b) : t('muscleMap.ceiling', b);
  };
  return (
    <Table.Root size="sm">
      <Table.Caption captionSide="top" textAlign="start" srOnly>
        {t('muscleMap.caption')}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('muscleMap.group')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('muscleMap.sets')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('muscleMap.zone')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('muscleMap.state')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {zones.map((z) => (
          <Table.Row key={z.clave}>
            <Table.Cell>{z.nombre}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {z.series}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{band(z.banda)}</Table.Cell>
            <Table.Cell>{t(`muscleMap.zones.${z.zona}`)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

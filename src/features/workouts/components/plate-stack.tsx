import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format';
import type { WeightUnit } from '../../../lib/units';
import type { Load } from '../plates';

/** Plate heights by size (the heavier, the taller), as on a loaded bar seen from the side. */
const HEIGHT: Record<string, string> = {
  '25': '12',
  '20': '11',
  '15': '10',
  '10': '8',
  '5': '6',
  '2.5': '5',
  '1.25': '4',
  // Pound plates.
  '45': '12',
  '35': '11',
};

/** "20 + 2,5 + 1,25 kg": one side's plates, read heaviest first (outward from the collar). */
export function sideText(load: Load, none: string): string {
  return load.perSide.length ? load.perSide.map(formatNumber).join(' + ') : none;
}

/** One side of the bar: a picture of the plates (hidden from screen readers) and the list in words. */
export function PlateStack({ load, unit = 'kg' }: { load: Load; unit?: WeightUnit }) {
  const { t } = useTranslation('gym');
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Flex align="center" gap="0.5" aria-hidden="true" minH="12">
        <Box w="3" h="2" bg="fg.muted" borderRadius="xs" />
        {load.perSide.map((plate, i) => (
          <Box
            key={`${plate}-${i}`}
            w="3"
            h={HEIGHT[String(plate)] ?? '4'}
            bg="brand.solid"
            borderRadius="xs"
            borderWidth="1px"
            borderColor="brand.emphasized"
          />
        ))}
        <Box w="4" h="2" bg="fg.muted" borderRadius="xs" />
      </Flex>
      <Text fontWeight="semibold" textStyle="lg">
        {load.perSide.length ? t('plates.sideValue', { plates: sideText(load, ''), unit }) : t('plates.noPlates')}
      </Text>
    </Flex>
  );
}

import { Box, Flex, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MuscleVolume } from '../../../lib/contract-training';
import { MuscleMapDrawing, ZONE_FILL } from './muscle-map-drawing';
import { MuscleMapTable } from './muscle-map-table';
import { weekZones, type Zone } from './week-zones';

const ZONES: Zone[] = ['none', 'below', 'in', 'above'];

function ZoneLegend() {
  const { t } = useTranslation('common');
  return (
    <Flex as="ul" gap="4" wrap="wrap" justify="center" textStyle="xs" color="fg.muted" listStyle="none">
      {ZONES.map((zone) => (
        <Flex as="li" key={zone} align="center" gap="1.5">
          <Box w="3" h="3" borderRadius="full" style={{ background: ZONE_FILL[zone] }} aria-hidden />
          {t(`muscleMap.zones.${zone}`)}
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * The week's sets per lifter group as a body seen from the front and the back, each group
 * shaded below, in or above its band in the user's programme, with the same numbers as a table
 * (its text alternative, always shown). `week`: index in `volume.semanas`, the last by default.
 */
export function MuscleMap({ volume, week }: { volume: MuscleVolume; week?: number }) {
  const zones = weekZones(volume, week);
  return (
    <Stack gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
      <Stack gap="2" flex="1">
        <MuscleMapDrawing zones={zones} />
        <ZoneLegend />
      </Stack>
      <Box flex="1" overflowX="auto">
        <MuscleMapTable zones={zones} />
      </Box>
    </Stack>
  );
}

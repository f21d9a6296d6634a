import { Box, Flex, Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MuscleRecovery, RecoveryState } from '../../../lib/contract-feedback';
import { REGIONS } from './body-regions';
import { MuscleMapDrawing } from './muscle-map-drawing';

/** Each state's fill: the theme's colours, as CSS variables (SVG attributes take no tokens). */
export const RECOVERY_FILL: Readonly<Record<RecoveryState, string>> = {
  sin_datos: 'var(--chakra-colors-bg-emphasized)',
  recuperado: 'var(--chakra-colors-green-solid)',
  cargado: 'var(--chakra-colors-orange-solid)',
  dolor: 'var(--chakra-colors-red-solid)',
};
const STATES = Object.keys(RECOVERY_FILL) as RecoveryState[];

function RecoveryLegend() {
  const { t } = useTranslation('feedback');
  return (
    <Flex as="ul" gap="4" wrap="wrap" justify="center" textStyle="xs" color="fg.muted" listStyle="none">
      {STATES.map((s) => (
        <Flex as="li" key={s} align="center" gap="1.5">
          <Box w="3" h="3" borderRadius="full" style={{ background: RECOVERY_FILL[s] }} aria-hidden />
          {t(`recovery.states.${s}`)}
        </Flex>
      ))}
    </Flex>
  );
}

/** The map's states as text: every group it draws, its state and why. */
function RecoveryTable({ grupos }: MuscleRecovery) {
  const { t } = useTranslation('feedback');
  return (
    <Table.Root size="sm">
      <Table.Caption captionSide="top" textAlign="start" srOnly>
        {t('recovery.caption')}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('recovery.group')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('recovery.state')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('recovery.why')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {grupos.map((g) => (
          <Table.Row key={g.clave}>
            <Table.Cell>{g.nombre}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{t(`recovery.states.${g.estado}`)}</Table.Cell>
            <Table.Cell color="fg.muted">{g.motivo || t('recovery.noReason')}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * Each muscle's state from its latest feedback (recovered, loaded, joint pain) on the same body as
 * the week's sets, with a table saying the same (its text alternative, always shown).
 */
export function RecoveryMap({ recovery }: { recovery: MuscleRecovery }) {
  const { t } = useTranslation('feedback');
  const drawn = recovery.grupos.filter((g) => g.clave in REGIONS);
  const regions = drawn.map((g) => ({ clave: g.clave, fill: RECOVERY_FILL[g.estado], state: g.estado }));
  return (
    <Stack gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
      <Stack gap="2" flex="1">
        <MuscleMapDrawing regions={regions} label={t('recovery.label')} />
        <RecoveryLegend />
      </Stack>
      <Box flex="1" overflowX="auto">
        <RecoveryTable grupos={drawn} />
      </Box>
    </Stack>
  );
}

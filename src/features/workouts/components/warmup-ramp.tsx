import { Box, chakra, Flex, List, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, Flame } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format';
import { warmupRamp, type PlateSettings, type WarmupSet } from '../plates';
import { sideText } from './plate-stack';

function Step({ set }: { set: WarmupSet }) {
  const { t } = useTranslation('gym');
  const kg = formatNumber(set.load.total);
  const weight =
    set.maxReps > set.reps
      ? t('warmup.setRange', { kg, reps: set.reps, maxReps: set.maxReps })
      : t('warmup.set', { kg, reps: set.reps });
  return (
    <List.Item
      display="grid"
      gridTemplateColumns="4rem 1fr"
      gap="2"
      py="1.5"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Text color="fg.muted" fontWeight="medium">
        {set.percent === 0 ? t('warmup.bar') : t('warmup.percent', { percent: set.percent })}
      </Text>
      <Flex wrap="wrap" columnGap="3">
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {weight}
        </Text>
        <Text color="fg.muted">
          {set.load.perSide.length ? t('warmup.plates', { plates: sideText(set.load, '') }) : t('warmup.noPlates')}
        </Text>
      </Flex>
    </List.Item>
  );
}

export interface WarmupRampProps {
  /** The work weight the ramp leads to, kg. */
  work: number;
  settings: PlateSettings;
}

/**
 * The suggested warm-up on the session's first heavy lift: the bar, then about 40/60/80 % with
 * fewer repetitions, on weights the user's plates make. Open at first; it folds away. Nothing of
 * it is logged.
 */
export function WarmupRamp({ work, settings }: WarmupRampProps) {
  const { t } = useTranslation('gym');
  const ramp = warmupRamp(work, settings);
  const [open, setOpen] = useState(true);
  const contentId = useId();
  if (!ramp.length) return null;
  // A plain disclosure (a button with aria-expanded) rather than Chakra's Collapsible: its Zag
  // machine was 2.8 KB of the session screen's first visit (docs/PERFORMANCE.md "Issue #25: the
  // screens' first visit"); warmup-ramp.stories.tsx plays folding and unfolding.
  return (
    <Box bg="brand.subtle" borderRadius="l2" px="3" py="2">
      <chakra.button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((o) => !o)}
        display="flex"
        alignItems="center"
        gap="2"
        w="full"
        textAlign="start"
        fontWeight="semibold"
        cursor="pointer"
      >
        <Flame size="18" aria-hidden="true" />
        <Text flex="1">{t('warmup.title', { kg: formatNumber(work) })}</Text>
        <Box
          as="span"
          display="inline-flex"
          transition="transform 0.2s"
          transform={open ? 'rotate(180deg)' : undefined}
        >
          <ChevronDown size="18" aria-hidden="true" />
        </Box>
      </chakra.button>
      <Stack id={contentId} hidden={!open} gap="2" pt="2">
        <Text textStyle="sm">{t('warmup.intro')}</Text>
        <List.Root as="ol" listStyleType="none" ps="0">
          {ramp.map((set) => (
            <Step key={set.percent} set={set} />
          ))}
        </List.Root>
        <Text textStyle="sm" color="fg.muted">
          {t('warmup.notLogged')}
        </Text>
      </Stack>
    </Box>
  );
}

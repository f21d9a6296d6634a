import { Box, Button, chakra, Flex, List, Stack, Text } from '@chakra-ui/react';
import { Check, ChevronDown, Flame } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format';
import type { WeightUnit } from '../../../lib/units';
import { plateUnit, warmupRamp, type PlateSettings, type WarmupSet } from '../plates';
import { sideText } from './plate-stack';

/** Narrower than Chakra's `md` breakpoint (48em). */
const isPhone = (): boolean => typeof window !== 'undefined' && !window.matchMedia('(min-width: 48em)').matches;

function Step({ set, unit }: { set: WarmupSet; unit: WeightUnit }) {
  const { t } = useTranslation('gym');
  const kg = formatNumber(set.load.total);
  const weight =
    set.maxReps > set.reps
      ? t('warmup.setRange', { kg, reps: set.reps, maxReps: set.maxReps, unit })
      : t('warmup.set', { kg, reps: set.reps, unit });
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

/** "Usar" while nothing is logged; once it is, how many warm-ups the exercise has. */
function UseRamp({ ramp, logged, onUse }: { ramp: WarmupSet[]; logged: number; onUse(sets: WarmupSet[]): void }) {
  const { t } = useTranslation('gym');
  if (logged > 0) {
    return (
      <Flex gap="1.5" align="center" textStyle="sm" fontWeight="medium">
        <Check size="16" aria-hidden="true" />
        {t('warmup.logged', { count: logged })}
      </Flex>
    );
  }
  return (
    <Button alignSelf="start" size={{ base: 'lg', md: 'md' }} colorPalette="brand" onClick={() => onUse(ramp)}>
      {t('warmup.use')}
    </Button>
  );
}

export interface WarmupRampProps {
  /** The work weight the ramp leads to, kg. */
  work: number;
  settings: PlateSettings;
  /** "Usar": logs the ramp's sets as warm-ups (none: the ramp is only shown). */
  onUse?(sets: WarmupSet[]): void;
  /** Warm-ups the exercise already has: then "Usar" has been used (or they were logged otherwise). */
  logged?: number;
}

/**
 * The suggested warm-up on the session's first heavy lift: the bar, then about 40/60/80 % with
 * fewer repetitions, on weights the user's plates make. Open at first on a wide screen (folded on a
 * phone, where it would push the set rows out of view); it folds away, and folds itself once "Usar"
 * logs its sets as warm-ups (never counted as work). A logged work set that leaves the weight as it
 * was does not draw it again.
 */
export const WarmupRamp = memo(function WarmupRamp({ work, settings, onUse, logged = 0 }: WarmupRampProps) {
  const { t } = useTranslation('gym');
  const ramp = warmupRamp(work, settings);
  // Folded on a phone, so the set rows stay in view; open on a wider screen.
  const [open, setOpen] = useState(() => !isPhone());
  const contentId = useId();
  if (!ramp.length) return null;
  // A plain disclosure (a button with aria-expanded) rather than Chakra's Collapsible: its Zag
  // machine was 2.8 KB of the session screen's first visit (named optimisation "A light session
  // screen", docs/PERFORMANCE.md register); warmup-ramp.stories.tsx plays folding and
  // unfolding.
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
        <Text flex="1">{t('warmup.title', { kg: formatNumber(work), unit: plateUnit(settings) })}</Text>
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
            <Step key={set.percent} set={set} unit={plateUnit(settings)} />
          ))}
        </List.Root>
        {onUse ? (
          <UseRamp
            ramp={ramp}
            logged={logged}
            onUse={(sets) => {
              onUse(sets);
              setOpen(false);
            }}
          />
        ) : null}
        <Text textStyle="sm" color="fg.muted">
          {t('warmup.notWork')}
        </Text>
      </Stack>
    </Box>
  );
});

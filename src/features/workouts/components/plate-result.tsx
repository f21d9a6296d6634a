import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format';
import type { WeightUnit } from '../../../lib/units';
import { plateUnit, type Load, type PlateResult as Result, type PlateSettings } from '../plates';
import { PlateStack } from './plate-stack';

export interface PlateResultProps {
  target: number;
  result: Result;
  settings: PlateSettings;
  /** Puts this weight in the set's kg input; absent where there is no input to fill. */
  onUse?(kg: number): void;
}

function Option({
  label,
  load,
  unit,
  onUse,
}: {
  label: string;
  load: Load;
  unit: WeightUnit;
  onUse?(kg: number): void;
}) {
  const { t } = useTranslation('gym');
  const total = formatNumber(load.total);
  return (
    <Stack gap="1" p="3" borderWidth="1px" borderRadius="l2">
      <Text fontWeight="medium">{label}</Text>
      <PlateStack load={load} unit={unit} />
      {onUse ? (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => onUse(load.total)}>
          {t('plates.use', { total, unit })}
        </Button>
      ) : null}
    </Stack>
  );
}

/** What the calculator answers: the plates per side, or the nearest loadable weights either side. */
export function PlateResult({ target, result, settings, onUse }: PlateResultProps) {
  const { t } = useTranslation('gym');
  const bar = formatNumber(settings.bar);
  const unit = plateUnit(settings);
  if (result.kind === 'exact') {
    const { load } = result;
    const side = formatNumber((load.total - settings.bar) / 2);
    return (
      <Stack gap="2">
        <Text color="fg.muted">{t('plates.perSide')}</Text>
        <PlateStack load={load} unit={unit} />
        <Text>
          {load.perSide.length
            ? t('plates.exact', { total: formatNumber(load.total), bar, side, unit })
            : t('plates.barOnly', { bar, unit })}
        </Text>
        {onUse ? (
          <Button size="sm" colorPalette="brand" alignSelf="start" onClick={() => onUse(load.total)}>
            {t('plates.use', { total: formatNumber(load.total), unit })}
          </Button>
        ) : null}
      </Stack>
    );
  }
  const { below, above } = result;
  return (
    <Stack gap="2">
      <Text>
        {below
          ? t('plates.notExact', { target: formatNumber(target), unit })
          : t('plates.belowBar', { target: formatNumber(target), bar, unit })}
      </Text>
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }} css={{ '& > *': { flex: '1' } }}>
        {below ? (
          <Option
            label={t('plates.below', { total: formatNumber(below.total), unit })}
            load={below}
            unit={unit}
            onUse={onUse}
          />
        ) : null}
        {above ? (
          <Option
            label={t('plates.above', { total: formatNumber(above.total), unit })}
            load={above}
            unit={unit}
            onUse={onUse}
          />
        ) : null}
      </Flex>
      {above ? null : <Text color="fg.muted">{t('plates.noneAbove')}</Text>}
    </Stack>
  );
}

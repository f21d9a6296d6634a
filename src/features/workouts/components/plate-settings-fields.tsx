import { Checkbox, Collapsible, Field, Fieldset, Flex, Input, Stack } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterNextPaint } from '../../../lib/tasks';
import { useStableFunctions } from '../../../lib/use-stable-functions';
import type { WeightUnit } from '../../../lib/units';
import { formatNumber } from '../format';
import { parseKg, PLATE_KITS, plateUnit, type PlateSettings } from '../plates';

export interface PlateSettingsFieldsProps {
  settings: PlateSettings;
  onChange(settings: PlateSettings): void;
}

/** The bar's weight; saved when the field is left with a valid one. */
function BarField({ settings, onChange }: PlateSettingsFieldsProps) {
  const { t } = useTranslation('gym');
  const [text, setText] = useState(formatNumber(settings.bar));
  const bar = parseKg(text);
  const unit = plateUnit(settings);
  const kit = PLATE_KITS[unit];
  const invalid = bar === null || bar < kit.barLimits.min || bar > kit.barLimits.max;
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{t('plates.bar', { unit })}</Field.Label>
      <Input
        inputMode="decimal"
        autoComplete="off"
        maxW="8rem"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (!invalid && bar !== settings.bar) onChange({ ...settings, bar });
        }}
      />
      {invalid ? (
        <Field.ErrorText>{t('plates.barInvalid', { max: kit.barLimits.max, unit })}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('plates.barHelp', { bar: kit.bar, unit })}</Field.HelperText>
      )}
    </Field.Root>
  );
}

interface PlateBoxProps {
  plate: number;
  unit: WeightUnit;
  checked: boolean;
  onToggle(plate: number, checked: boolean): void;
}

/**
 * One plate size. Drawn again only when its own tick changes (named optimisation "One plate box
 * per tick", docs/PERFORMANCE.md register): a Chakra checkbox works out its recipe on every
 * render, and a checkbox group drew all of them for each tick.
 */
const PlateBox = memo(function PlateBox({ plate, unit, checked, onToggle }: PlateBoxProps) {
  const { t } = useTranslation('gym');
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onToggle(plate, e.checked === true)} colorPalette="brand">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{t('plates.plate', { kg: formatNumber(plate), unit })}</Checkbox.Label>
    </Checkbox.Root>
  );
});

/**
 * The plates the user has. A tick shows at once and is saved in a task after the frame that shows
 * it (`afterNextPaint`), so the plates worked out again below (the calculator's answer, the warm-up
 * ramp) are not in the tap's frame (named optimisation "One plate box per tick").
 */
function PlatesField({ settings, onChange }: PlateSettingsFieldsProps) {
  const { t } = useTranslation('gym');
  const unit = plateUnit(settings);
  const all: readonly number[] = PLATE_KITS[unit].plates;
  // Ticks shown but not saved yet; the saved plates otherwise.
  const [pending, setPending] = useState<readonly number[] | null>(null);
  const ticked = pending ?? settings.plates;
  const { toggle, save } = useStableFunctions({
    // Ticks in a row before a render each build on the one before.
    toggle: (plate: number, checked: boolean) => {
      setPending((shown) => all.filter((p) => (p === plate ? checked : (shown ?? settings.plates).includes(p))));
      afterNextPaint(save);
    },
    // Run after a render: every tick so far, over what is saved then (a bar changed meanwhile stays).
    save: () => {
      if (!pending) return;
      onChange({ ...settings, plates: [...pending] });
      setPending(null);
    },
  });
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('plates.plates')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('plates.platesHelp')}</Fieldset.HelperText>
      <Flex gap="3" wrap="wrap">
        {all.map((plate) => (
          <PlateBox key={plate} plate={plate} unit={unit} checked={ticked.includes(plate)} onToggle={toggle} />
        ))}
      </Flex>
    </Fieldset.Root>
  );
}

/** "Tu barra y tus discos": folded away once set up; remembered on this device. */
export function PlateSettingsFields(props: PlateSettingsFieldsProps & { defaultOpen?: boolean }) {
  const { t } = useTranslation('gym');
  return (
    <Collapsible.Root defaultOpen={props.defaultOpen}>
      <Collapsible.Trigger asChild>
        <Flex as="button" align="center" gap="1" fontWeight="medium" color="fg" cursor="pointer" py="1">
          <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
            <ChevronDown size="16" />
          </Collapsible.Indicator>
          {t('plates.settings')}
        </Flex>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="4" pt="3">
          <BarField settings={props.settings} onChange={props.onChange} />
          <PlatesField settings={props.settings} onChange={props.onChange} />
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

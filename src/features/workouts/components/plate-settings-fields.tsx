import { Checkbox, CheckboxGroup, Collapsible, Field, Fieldset, Flex, Input, Stack } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

function PlatesField({ settings, onChange }: PlateSettingsFieldsProps) {
  const { t } = useTranslation('gym');
  const unit = plateUnit(settings);
  const all: readonly number[] = PLATE_KITS[unit].plates;
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('plates.plates')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('plates.platesHelp')}</Fieldset.HelperText>
      <CheckboxGroup
        value={settings.plates.map(String)}
        onValueChange={(value) => onChange({ ...settings, plates: all.filter((p) => value.includes(String(p))) })}
      >
        <Flex gap="3" wrap="wrap">
          {all.map((plate) => (
            <Checkbox.Root key={plate} value={String(plate)} colorPalette="brand">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('plates.plate', { kg: formatNumber(plate), unit })}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
      </CheckboxGroup>
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

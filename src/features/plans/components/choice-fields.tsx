import { Checkbox, CheckboxGroup, Fieldset, RadioGroup, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';

export interface Choice {
  value: string;
  label: ReactNode;
}

interface ChoiceFieldProps {
  legend: ReactNode;
  helper?: ReactNode;
  /** A `validation:` message key. */
  error?: string;
  choices: readonly Choice[];
}

/** Legend, helper and the Spanish error of a group of choices, wired as one fieldset. */
function ChoiceFieldset({
  legend,
  helper,
  error,
  children,
}: Omit<ChoiceFieldProps, 'choices'> & { children: ReactNode }) {
  const { t } = useTranslation('validation');
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="semibold" textStyle="md">
        {legend}
      </Fieldset.Legend>
      {helper ? <Fieldset.HelperText>{helper}</Fieldset.HelperText> : null}
      <Fieldset.Content>{children}</Fieldset.Content>
      {error ? (
        <Fieldset.ErrorText>{t(error.replace(/^validation:/, '') as ParseKeys<'validation'>)}</Fieldset.ErrorText>
      ) : null}
    </Fieldset.Root>
  );
}

export interface CheckboxChoicesProps extends ChoiceFieldProps {
  value: readonly string[];
  onChange(value: string[]): void;
}

/** Several choices out of a list (days, equipment, sore areas): one checkbox each. */
export function CheckboxChoices({ value, onChange, choices, ...fieldset }: CheckboxChoicesProps) {
  return (
    <ChoiceFieldset {...fieldset}>
      <CheckboxGroup value={[...value]} onValueChange={onChange} invalid={Boolean(fieldset.error)}>
        <Stack direction={{ base: 'column', sm: 'row' }} wrap="wrap" gap="4">
          {choices.map((c) => (
            <Checkbox.Root key={c.value} value={c.value} colorPalette="brand">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{c.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </CheckboxGroup>
    </ChoiceFieldset>
  );
}

export interface RadioChoicesProps extends ChoiceFieldProps {
  name: string;
  value: string | undefined;
  onChange(value: string): void;
}

/** One choice out of a few (experience, session length): a radio group, arrow keys move. */
export function RadioChoices({ name, value, onChange, choices, ...fieldset }: RadioChoicesProps) {
  return (
    <ChoiceFieldset {...fieldset}>
      <RadioGroup.Root
        name={name}
        value={value ?? null}
        onValueChange={(e) => e.value !== null && onChange(e.value)}
        colorPalette="brand"
      >
        <Stack direction={{ base: 'column', md: 'row' }} wrap="wrap" gap="4">
          {choices.map((c) => (
            <RadioGroup.Item key={c.value} value={c.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{c.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </ChoiceFieldset>
  );
}

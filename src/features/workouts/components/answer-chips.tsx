import { Button, Flex, Text } from '@chakra-ui/react';
import { useId } from 'react';

export interface AnswerOption<V extends string | number> {
  value: V;
  label: string;
}

export interface AnswerChipsProps<V extends string | number> {
  /** What is asked ("Bombeo"); `name` is its accessible name when the label alone is ambiguous. */
  label: string;
  name?: string;
  options: readonly AnswerOption<V>[];
  value: V | null | undefined;
  /** The tapped answer, or null when the chosen one is tapped again (taken back). */
  onChange(value: V | null): void;
}

/**
 * One question answered with one tap: its label, then a button per answer, the chosen one
 * filled (`aria-pressed`). Tapping it again takes the answer back. Each button is at least
 * 44 px high, and the row wraps under its label on a phone.
 */
export function AnswerChips<V extends string | number>({ label, name, options, value, onChange }: AnswerChipsProps<V>) {
  const labelId = useId();
  return (
    <Flex align="center" gap="2" wrap="wrap" justify="space-between">
      <Text id={labelId} textStyle="sm" fontWeight="medium" flex="1 1 9rem">
        {label}
      </Text>
      <Flex
        role="group"
        aria-label={name}
        aria-labelledby={name ? undefined : labelId}
        gap="1"
        flex="1 1 14rem"
        wrap="wrap"
      >
        {options.map((o) => {
          const chosen = value === o.value;
          return (
            <Button
              key={o.value}
              flex="1"
              minW="11"
              h="11"
              px="2"
              size="sm"
              colorPalette="brand"
              variant={chosen ? 'solid' : 'outline'}
              aria-pressed={chosen}
              onClick={() => onChange(chosen ? null : o.value)}
            >
              {o.label}
            </Button>
          );
        })}
      </Flex>
    </Flex>
  );
}

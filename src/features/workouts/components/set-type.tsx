import { Badge, Button, SimpleGrid, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SetType } from '../../../lib/contract-training';
import type { Palette } from '../../../ui/theme';

/** Every type a set can take, in the order the choosers list them. */
export const SET_TYPES: readonly SetType[] = ['calentamiento', 'trabajo', 'descendente', 'fallo'];

/**
 * Each type's colour, as lifters' apps mark them (a failure set red). A type is never told by its
 * colour alone: a warm-up, drop or failure set shows its letter (C, D, F) in place of the work
 * set's number. (Drop and failure sets were purple and pink, palettes the theme leaves out: they
 * drew grey.)
 */
export const TYPE_PALETTE: Record<SetType, Palette> = {
  calentamiento: 'orange',
  trabajo: 'gray',
  descendente: 'blue',
  fallo: 'red',
};

/** The set's number, or the letter of its type; its type's name for screen readers. */
export function SetTypeMark({ tipo, n }: { tipo: SetType; n: number }) {
  const { t } = useTranslation('workouts');
  return (
    <Badge
      colorPalette={TYPE_PALETTE[tipo]}
      variant={tipo === 'trabajo' ? 'plain' : 'subtle'}
      size="lg"
      minW="7"
      justifyContent="center"
      fontWeight="semibold"
      title={t(`setRow.types.${tipo}`)}
      data-tipo={tipo}
    >
      {tipo === 'trabajo' ? n : t(`setRow.marks.${tipo}`)}
      {tipo === 'trabajo' ? null : <VisuallyHidden>{` ${t(`setRow.types.${tipo}`)}`}</VisuallyHidden>}
    </Badge>
  );
}

export interface SetTypeOptionsProps {
  value: SetType;
  onChange(tipo: SetType): void;
}

/** The four types as toggle buttons (one pressed), letter and name: the set type dialog's and the correction's choice. */
export function SetTypeOptions({ value, onChange }: SetTypeOptionsProps) {
  const { t } = useTranslation('workouts');
  return (
    <SimpleGrid columns={2} gap="2">
      {SET_TYPES.map((tipo) => (
        <Button
          key={tipo}
          type="button"
          size="lg"
          justifyContent="start"
          variant={tipo === value ? 'subtle' : 'outline'}
          colorPalette={TYPE_PALETTE[tipo]}
          aria-pressed={tipo === value}
          onClick={() => onChange(tipo)}
        >
          <Badge colorPalette={TYPE_PALETTE[tipo]} variant="solid" minW="6" justifyContent="center" aria-hidden="true">
            {tipo === 'trabajo' ? '1' : t(`setRow.marks.${tipo}`)}
          </Badge>
          {t(`setRow.types.${tipo}`)}
        </Button>
      ))}
    </SimpleGrid>
  );
}

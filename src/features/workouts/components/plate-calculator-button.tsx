import { IconButton } from '@chakra-ui/react';
import { Disc3 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand } from '../../../ui/components/dialog-shell';
import type { PlateCalculatorDialogProps } from './plate-calculator';

// "Dialogs on demand" (ui/components/dialog-shell/on-demand.tsx): the calculator's code loads when
// it is first opened, not with the session screen.
const PlateCalculatorDialog = onDemand<PlateCalculatorDialogProps>(() =>
  import('./plate-calculator').then((m) => ({ default: m.PlateCalculatorDialog })),
);

export interface PlateCalculatorButtonProps {
  /** The set's number, for the button's name. */
  n: number;
  /** The kg input's text when opened. */
  value: string;
  onUse(kg: number): void;
}

/**
 * A 44 px square a finger can hit (WCAG 2.5.5) around the 32 px button, drawn by nothing: the kg
 * input it sits in (about 80 px wide on a phone) has no room for a 44 px button beside the kilos.
 */
const TOUCH_TARGET = {
  content: '""',
  position: 'absolute',
  width: '11',
  height: '11',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
} as const;

/** The small button beside a set's kg input that opens the calculator on that weight. */
export function PlateCalculatorButton({ n, value, onUse }: PlateCalculatorButtonProps) {
  const { t } = useTranslation('gym');
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('plates.open', { n })}
        title={t('plates.title')}
        _before={TOUCH_TARGET}
        onClick={() => setOpen(true)}
      >
        <Disc3 />
      </IconButton>
      {open ? <PlateCalculatorDialog open onClose={() => setOpen(false)} initial={value} onUse={onUse} /> : null}
    </>
  );
}

/** 62.5 → "62,5", as the set inputs show kilos. */
export const kgText = (kg: number): string => String(kg).replace('.', ',');

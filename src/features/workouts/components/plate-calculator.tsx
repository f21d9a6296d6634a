import { Box, Button, Dialog, Field, Input, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '../../../ui/components/dialog-shell';
import { SET_LIMITS } from '../../../lib/set-limits';
import { fromKg } from '../../../lib/units';
import { useWeightUnit } from '../../../entities/users/use-weight-unit';
import { parseKg, plateLoad } from '../plates';
import { usePlateSettings } from '../use-plate-settings';
import { PlateResult } from './plate-result';
import { PlateSettingsFields } from './plate-settings-fields';

export interface PlateCalculatorDialogProps {
  open: boolean;
  onClose(): void;
  /** The weight to start from (the set's kg input), as typed. */
  initial: string;
  /** Puts a weight in the set's kg input (and closes); absent: the calculator only answers. */
  onUse?(kg: number): void;
  /** Opens "Tu barra y tus discos" at once. */
  settingsOpen?: boolean;
}

/** The plates per side for `target`, with the bar and plates saved. */
function PlateAnswer({ target, onUse }: { target: number; onUse?(kg: number): void }) {
  const [settings] = usePlateSettings();
  return <PlateResult target={target} result={plateLoad(target, settings)} settings={settings} onUse={onUse} />;
}

/** "Tu barra y tus discos", saved as they change. */
function SavedPlateSettings({ defaultOpen }: { defaultOpen?: boolean }) {
  const [settings, save] = usePlateSettings();
  return <PlateSettingsFields settings={settings} onChange={save} defaultOpen={defaultOpen} />;
}

/**
 * The calculator: a target weight, the plates per side for it, and the user's bar and plates.
 * Only the answer and the settings read the saved plates, so a ticked plate draws those two again
 * and not the dialog (named optimisation "One plate box per tick", docs/PERFORMANCE.md register).
 */
export function PlateCalculatorDialog({ open, onClose, initial, onUse, settingsOpen }: PlateCalculatorDialogProps) {
  const { t } = useTranslation('gym');
  // The saved plates' unit (use-plate-settings.ts keeps one set per unit).
  const unit = useWeightUnit();
  const [text, setText] = useState(initial);
  const errorId = useId();
  const target = parseKg(text);
  const max = fromKg(SET_LIMITS.kg.max, unit);
  const valid = target !== null && target >= SET_LIMITS.kg.min && target <= max;
  const use = onUse
    ? (kg: number) => {
        onUse(kg);
        onClose();
      }
    : undefined;
  return (
    <DialogShell open={open} onClose={onClose} title={t('plates.title')} closeLabel={t('plates.close')}>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root invalid={!valid && text.trim() !== ''}>
            <Field.Label>{t('plates.target', { unit })}</Field.Label>
            <Input
              inputMode="decimal"
              autoComplete="off"
              size="lg"
              maxW="10rem"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-describedby={valid ? undefined : errorId}
            />
            <Field.ErrorText id={errorId}>{t('plates.invalid', { max, unit })}</Field.ErrorText>
          </Field.Root>
          <Box aria-live="polite" minH="24">
            {valid ? <PlateAnswer target={target} onUse={use} /> : null}
          </Box>
          <SavedPlateSettings defaultOpen={settingsOpen} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('plates.close')}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}

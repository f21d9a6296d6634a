import { Dialog, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SetType } from '../../../lib/contract-training';
import { DialogShell } from '../../../ui/components/dialog-shell';
import { SetTypeOptions } from './set-type';

export interface SetTypeDialogProps {
  open: boolean;
  onClose(): void;
  /** The set's number. */
  n: number;
  value: SetType;
  /** A type picked (the dialog then closes). */
  onChange(tipo: SetType): void;
}

/** What a set to do will be logged as: opened from its number, one tap picks and closes. */
export function SetTypeDialog({ open, onClose, n, value, onChange }: SetTypeDialogProps) {
  const { t } = useTranslation('workouts');
  return (
    <DialogShell open={open} onClose={onClose} title={t('setRow.typeTitle', { n })} closeLabel={t('setRow.close')}>
      <Dialog.Body pb="6">
        <Stack gap="3">
          <SetTypeOptions
            value={value}
            onChange={(tipo) => {
              onChange(tipo);
              onClose();
            }}
          />
          <Text textStyle="sm" color="fg.muted">
            {t('setRow.typeHint')}
          </Text>
        </Stack>
      </Dialog.Body>
    </DialogShell>
  );
}

import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Itself loaded on demand (index.ts): the frame comes with it, not in a chunk of its own.
import { DialogShellFrame as DialogShell } from '../dialog-shell/dialog-shell';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, in the header. */
  title: string;
  /** What the question needs explained, under it. */
  children?: ReactNode;
  /** The confirm button's text ("Confirmar" when absent). */
  confirmLabel?: string;
  /** The cancel button's text ("Cancelar" when absent). */
  cancelLabel?: string;
  /** Shows a spinner on the confirm button and keeps the dialog open. */
  loading?: boolean;
  onConfirm(): void;
  /** Cancel, the close button, Escape and a click on the backdrop. */
  onClose(): void;
}

/** A modal question with Cancel / Confirm; Escape and the close button cancel. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogShell open={open} onClose={onClose} title={title} closeLabel={t('actions.close')} role="alertdialog">
      {children ? <Dialog.Body>{children}</Dialog.Body> : null}
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          {cancelLabel ?? t('actions.cancel')}
        </Button>
        <Button
          colorPalette="red"
          onClick={onConfirm}
          loading={loading}
          loadingText={confirmLabel ?? t('actions.confirm')}
        >
          {confirmLabel ?? t('actions.confirm')}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}

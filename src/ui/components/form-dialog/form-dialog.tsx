import { Button, Dialog, type DialogRootProps } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
// Itself loaded on demand (index.ts): the frame comes with it, not in a chunk of its own.
import { DialogShellFrame as DialogShell } from '../dialog-shell/dialog-shell';

export interface FormDialogProps {
  open: boolean;
  /** The header's title, which also names the dialog. */
  title: string;
  /** The form's fields. */
  children: ReactNode;
  /** The submit button's text. */
  submitLabel: string;
  /** Text of the cancel button, also the close button's accessible name. */
  cancelLabel: string;
  /** Shown on the submit button while `loading`. */
  loadingText?: string;
  /** Keeps the submit button disabled (e.g. while the form is invalid). */
  submitDisabled?: boolean;
  /** Saving: a spinner on the submit button. */
  loading?: boolean;
  /** The dialog's width (Chakra's dialog sizes). */
  size?: DialogRootProps['size'];
  /** `danger`: the submit button is red (an action that cannot be undone). */
  tone?: 'brand' | 'danger';
  /** The form's submit event (the caller prevents the page's reload). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Cancel, the close button, Escape and a click on the backdrop. */
  onClose(): void;
}

/** A centred modal holding one form: title, fields, Cancel and a brand submit button. */
export function FormDialog({
  open,
  title,
  children,
  submitLabel,
  cancelLabel,
  loadingText,
  submitDisabled = false,
  loading = false,
  size,
  tone = 'brand',
  onSubmit,
  onClose,
}: FormDialogProps) {
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={cancelLabel}
      size={size}
      frame={(content) => (
        <form noValidate onSubmit={onSubmit}>
          {content}
        </form>
      )}
    >
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          colorPalette={tone === 'danger' ? 'red' : 'brand'}
          disabled={submitDisabled}
          loading={loading}
          loadingText={loadingText}
        >
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}

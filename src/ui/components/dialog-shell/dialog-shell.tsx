import { CloseButton, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogShellProps {
  open: boolean;
  /** The close button (×), Escape and a click on the backdrop. */
  onClose(): void;
  /** The header's title, which also names the dialog. */
  title: ReactNode;
  /** Accessible name of the close button (×). */
  closeLabel: string;
  /** What follows the header: the dialog's `Dialog.Body` and, if it has one, its `Dialog.Footer`. */
  children: ReactNode;
  /** The dialog's width (Chakra's dialog sizes). */
  size?: DialogRootProps['size'];
  /** `alertdialog` for a question that needs an answer. */
  role?: DialogRootProps['role'];
  /** What scrolls when the dialog is taller than the screen: its body (`inside`) or the page. */
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /** Wraps the header and `children` (FormDialog puts them in its form). */
  frame?: (content: ReactNode) => ReactNode;
}

const unframed = (content: ReactNode) => content;

/**
 * The frame every modal of the app shares: centred, mounted only while open, a backdrop, the
 * title in the header and a close button in the corner. The dialogs (FormDialog, ConfirmDialog,
 * the detail and add-exercise dialogs) supply the body and footer. The app renders it through
 * `DialogShell` (on-demand.tsx), which loads this code when a dialog first opens.
 */
export function DialogShellFrame({
  open,
  onClose,
  title,
  closeLabel,
  children,
  size,
  role,
  scrollBehavior,
  frame = unframed,
}: DialogShellProps) {
  // Only the options given: an explicit `undefined` would override Chakra's and Zag's defaults.
  const options: Partial<DialogRootProps> = {
    ...(size !== undefined && { size }),
    ...(role !== undefined && { role }),
    ...(scrollBehavior !== undefined && { scrollBehavior }),
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (!e.open ? onClose() : undefined)}
      placement="center"
      lazyMount
      unmountOnExit
      {...options}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {frame(
              <>
                {/* Room at the end for the close button, so a long title wraps before it. */}
                <Dialog.Header pe="14">
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                {children}
              </>,
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

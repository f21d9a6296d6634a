import { onDemand } from '../dialog-shell';
import type { ConfirmDialogProps } from './confirm-dialog';

export type { ConfirmDialogProps };

/** The app's ConfirmDialog: loaded when it first opens ("Dialogs on demand", dialog-shell/on-demand.tsx). */
export const ConfirmDialog = onDemand<ConfirmDialogProps>(() =>
  import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

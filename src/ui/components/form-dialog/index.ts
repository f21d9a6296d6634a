import { onDemand } from '../dialog-shell';
import type { FormDialogProps } from './form-dialog';

export type { FormDialogProps };

/** The app's FormDialog: loaded when it first opens ("Dialogs on demand", dialog-shell/on-demand.tsx). */
export const FormDialog = onDemand<FormDialogProps>(() =>
  import('./form-dialog').then((m) => ({ default: m.FormDialog })),
);

import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/components/confirm-dialog';
import type { RoutineFormValues } from '../routine-form';
import { useUnsavedChanges } from '../use-unsaved-changes';

export interface UnsavedChangesDialogProps {
  open: boolean;
  /** "Salir sin guardar": the held navigation goes on. */
  onLeave(): void;
  /** "Seguir editando" (or Escape): back to the form, changes kept. */
  onStay(): void;
}

/** Issue #40: "¿Salir sin guardar?" when a navigation would leave the editor's changes behind. */
export function UnsavedChangesDialog({ open, onLeave, onStay }: UnsavedChangesDialogProps) {
  const { t } = useTranslation('routines');
  return (
    <ConfirmDialog
      open={open}
      title={t('unsaved.title')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      onConfirm={onLeave}
      onClose={onStay}
    >
      {t('unsaved.text')}
    </ConfirmDialog>
  );
}

/**
 * The editor's guard (issue #40): holds a navigation away while the form has unsaved changes and
 * asks. Its own component, so that only it re-renders when the form becomes dirty or clean.
 */
export function UnsavedChangesGuard() {
  const { control } = useFormContext<RoutineFormValues>();
  const { isDirty } = useFormState({ control });
  const { asking, leave, stay } = useUnsavedChanges(isDirty);
  return <UnsavedChangesDialog open={asking} onLeave={leave} onStay={stay} />;
}

import { Button, Dialog, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { plansPath, useDeletePlanMutation, type PlanRoutinesChoice } from '../../../entities/plans/api';
import { toast } from '../../../lib/toast';
import { DialogShell } from '../../../ui/components/dialog-shell';

/**
 * "Eliminar programa": asks what becomes of its routines (kept in Mis Rutinas, detached, or
 * deleted with it), then goes back to the list.
 */
export function DeletePlanButton({ planId }: { planId: number }) {
  const { t } = useTranslation('plans');
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const [remove, { isLoading, originalArgs }] = useDeletePlanMutation();
  const navigate = useNavigate();

  const confirm = async (rutinas: PlanRoutinesChoice) => {
    try {
      await remove({ id: planId, rutinas }).unwrap();
      toast.success(t('view.deleted'));
      void navigate(plansPath);
    } catch {
      toast.error(t('view.deleteError'));
    }
  };
  const busy = (choice: PlanRoutinesChoice) => isLoading && originalArgs?.rutinas === choice;

  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t('view.delete')}
      </Button>
      <DialogShell
        open={open}
        onClose={() => setOpen(false)}
        title={t('view.deleteTitle')}
        closeLabel={tc('actions.close')}
        role="alertdialog"
      >
        <Dialog.Body>
          <Text>{t('view.deleteText')}</Text>
        </Dialog.Body>
        <Dialog.Footer flexWrap="wrap">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={isLoading}>
            {tc('actions.cancel')}
          </Button>
          <Button
            colorPalette="red"
            variant="outline"
            loading={busy('conservar')}
            disabled={isLoading}
            onClick={() => void confirm('conservar')}
          >
            {t('view.keepRoutines')}
          </Button>
          <Button
            colorPalette="red"
            loading={busy('borrar')}
            disabled={isLoading}
            onClick={() => void confirm('borrar')}
          >
            {t('view.deleteRoutines')}
          </Button>
        </Dialog.Footer>
      </DialogShell>
    </>
  );
}

import { Button } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteWorkoutMutation } from '../../../entities/workouts/api';
import type { Workout } from '../../../lib/contract-training';
import { toast } from '../../../lib/toast';
import { formatSessionDate } from '../../../lib/date-format';
import { ConfirmDialog } from '../../../ui/components/confirm-dialog';

/** "Eliminar sesión" and its confirmation; once deleted, back to the history. */
export function DeleteSessionButton({ workout }: { workout: Workout }) {
  const { t } = useTranslation('history');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [remove, { isLoading }] = useDeleteWorkoutMutation();
  const confirm = async () => {
    try {
      await remove(workout.id).unwrap();
      toast.success(t('detail.deleted'));
      setOpen(false);
      void navigate('/dashboard/history', { replace: true });
    } catch {
      toast.error(t('detail.deleteError'));
    }
  };
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {t('detail.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('detail.deleteTitle')}
        confirmLabel={t('detail.delete')}
        loading={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        {t('detail.deleteText', { name: workout.nombre, date: formatSessionDate(workout.iniciado_en) })}
      </ConfirmDialog>
    </>
  );
}

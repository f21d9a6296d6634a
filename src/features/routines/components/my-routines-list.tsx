import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRoutine } from '../../../lib/contract';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../ui/components/confirm-dialog';
import { useUserRoutinesQuery } from '../../../entities/user-routines/api';
import { NoRoutines } from '../../../entities/user-routines/no-routines';
import { useDeleteMyRoutineMutation } from '../api';
import { RoutineGrid } from './routine-grid';
import { UserRoutineCard } from './user-routine-card';

/** "Mis Rutinas" tab: the user's routines, 3 per page, each deletable after a confirmation. */
export function MyRoutinesList() {
  const { t } = useTranslation('routines');
  // A failed load is logged where the list is fetched (docs/PRODUCT.md §8, no toast) and shown here.
  const { data, isLoading, isError, refetch } = useUserRoutinesQuery();
  const [deleteRoutine, { isLoading: deleting }] = useDeleteMyRoutineMutation();
  const [toDelete, setToDelete] = useState<UserRoutine | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const id = toDelete.rutina_id;
    try {
      await deleteRoutine(id).unwrap();
      toast.success(t('delete.success'));
    } catch {
      toast.error(t('delete.error', { id }));
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      <RoutineGrid
        items={data}
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
        empty={<NoRoutines text={t('list.empty')} />}
        getKey={(r) => r.rutina_id}
        renderItem={(routine) => <UserRoutineCard routine={routine} onDelete={setToDelete} />}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('delete.confirm')}
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}

import { Button } from '@chakra-ui/react';
import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveWorkoutAsRoutineMutation } from '../../../entities/workouts/api';
import { toast } from '../../../lib/toast';
import { onDemand } from '../../../ui/components/dialog-shell';
import type { RoutineNameDialogProps } from './routine-name-dialog';

// "Dialogs on demand": the name's form (react-hook-form's zod rule, with zod) loads when it first opens.
const RoutineNameDialog = onDemand<RoutineNameDialogProps>(() => import('./routine-name-dialog'));

export const routineEditPath = (id: number) => `/dashboard/routines/edit/${id}`;

/**
 * "Guardar como rutina" on a finished session's summary: a name (the session's to start with), the
 * new routine made from its exercises by the server, and a toast that leads to it.
 */
export function SaveAsRoutine({ workoutId, nombre }: { workoutId: number; nombre: string }) {
  const { t } = useTranslation('workouts');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [save, { isLoading }] = useSaveWorkoutAsRoutineMutation();
  const submit = async (name: string) => {
    try {
      const created = await save({ workoutId, body: { nombre: name } }).unwrap();
      setOpen(false);
      toast.success(t('sessionEdit.routineSaved', { name }), {
        action: { label: t('sessionEdit.seeRoutine'), onClick: () => navigate(routineEditPath(created.rutina_id)) },
      });
    } catch {
      toast.error(t('sessionEdit.routineError'));
    }
  };
  return (
    <>
      <Button variant="outline" size="lg" onClick={() => setOpen(true)}>
        <BookmarkPlus />
        {t('sessionEdit.saveRoutine')}
      </Button>
      <RoutineNameDialog
        open={open}
        defaultName={nombre}
        loading={isLoading}
        onSubmit={(name) => void submit(name)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useGetSharedRoutinesQuery, useSaveSharedRoutineMutation } from '../api';
import { isSavedRoutine } from '../logic';
import { PublicRoutineCard } from './public-routine-card';
import { RoutineGrid } from './routine-grid';
import { toDetailExercises } from './detail-exercises';

/** "Descubrir" tab: routines other users shared; "Guardar" copies one into Mis Rutinas. */
export function SharedRoutinesList() {
  const { t } = useTranslation('routines');
  const { data, isLoading, isError } = useGetSharedRoutinesQuery();
  const [save, { isLoading: saving, originalArgs }] = useSaveSharedRoutineMutation();

  const onSave = async (id: number) => {
    try {
      const result = await save(id).unwrap();
      if (isSavedRoutine(result)) toast.success(t('save.success'));
      else toast.error(t('save.error'));
    } catch {
      toast.error(t('save.error'));
    }
  };

  return (
    <RoutineGrid
      items={data}
      isLoading={isLoading}
      isError={isError}
      emptyText={t('list.sharedEmpty')}
      getKey={(r) => r.id_rutina}
      renderItem={(routine) => (
        <PublicRoutineCard
          nombre={routine.nombre}
          observaciones={routine.observaciones}
          objetivo={routine.objetivo}
          dificultad={routine.dificultad}
          metodo={routine.metodo}
          exercises={toDetailExercises(routine.ejercicios)}
          saved={routine.realizada}
          saving={saving && originalArgs === routine.id_rutina}
          onSave={() => void onSave(routine.id_rutina)}
        />
      )}
    />
  );
}

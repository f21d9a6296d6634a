import { useTranslation } from 'react-i18next';
import { useGetSharedRoutinesQuery, useSaveSharedRoutineMutation } from '../api';
import { SavableRoutineGrid } from './savable-routine-grid';

/** "Descubrir" tab: routines other users shared; "Guardar" copies one into Mis Rutinas. */
export function SharedRoutinesList() {
  const { t } = useTranslation('routines');
  const { data, isLoading, isError, refetch } = useGetSharedRoutinesQuery();
  const [save, { isLoading: saving, originalArgs }] = useSaveSharedRoutineMutation();

  return (
    <SavableRoutineGrid
      items={data}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
      empty={t('list.sharedEmpty')}
      save={save}
      savingId={saving ? (originalArgs ?? null) : null}
    />
  );
}

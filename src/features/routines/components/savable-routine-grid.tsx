import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { PublicRoutine } from '../../../lib/contract';
import { isSavedRoutine } from '../api';
import { toDetailExercises } from './detail-exercises';
import { PublicRoutineCard } from './public-routine-card';
import { RoutineGrid } from './routine-grid';

/** An RTK Query mutation trigger that copies routine `id` into the caller's routines. */
type SaveTrigger = (id: number) => { unwrap(): Promise<unknown> };

export interface SavableRoutineGridProps {
  items: PublicRoutine[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry(): void;
  empty: ReactNode;
  save: SaveTrigger;
  /** The id being saved right now (its button shows a spinner), or null. */
  savingId: number | null;
}

/**
 * Public or shared routines, 3 per page, each with a "Guardar" button that copies it into Mis
 * Rutinas and toasts the success or error text of docs/PRODUCT.md §8.
 */
export function SavableRoutineGrid({
  items,
  isLoading,
  isError,
  onRetry,
  empty,
  save,
  savingId,
}: SavableRoutineGridProps) {
  const { t } = useTranslation('routines');

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
      items={items}
      isLoading={isLoading}
      isError={isError}
      onRetry={onRetry}
      empty={empty}
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
          saving={savingId === routine.id_rutina}
          onSave={() => void onSave(routine.id_rutina)}
        />
      )}
    />
  );
}

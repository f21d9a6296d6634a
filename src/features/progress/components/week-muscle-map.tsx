import { useTranslation } from 'react-i18next';
import { MuscleMap } from '../../../entities/workouts/muscle-map/muscle-map';
import type { MuscleVolume } from '../../../lib/contract-training';
import { ProgressSection } from './progress-section';

/** This week's sets on the muscle map (front and back) with its table, as a section of the screen. */
export function WeekMuscleMap({ volume }: { volume: MuscleVolume }) {
  const { t } = useTranslation('progress');
  return (
    <ProgressSection title={t('map.title')} description={t('map.subtitle')}>
      <MuscleMap volume={volume} />
    </ProgressSection>
  );
}

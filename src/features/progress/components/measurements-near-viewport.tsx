import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenNearViewport } from '../../../ui/components/when-near-viewport';
import { ProgressSection } from './progress-section';

const Section = lazy(() => import('./measurements-section').then((m) => ({ default: m.MeasurementsSection })));

/**
 * Named optimisation "The measurements near the viewport" (docs/PERFORMANCE.md register): the body
 * measurements close the progress screen, below its fold once there is training to show; their
 * form (react-hook-form with its zod rule, the date picker: about 50 KB on the wire) loads when
 * the section comes near the viewport. Until then the section's heading and description stand
 * where they will be, over a skeleton of the form's height. The plain path is
 * `MeasurementsSection` itself; the ProgressPage stories hold both to the same section.
 */
export function MeasurementsNearViewport() {
  const { t } = useTranslation('measurements');
  const spot = (
    <ProgressSection title={t('title')} description={t('subtitle')}>
      <Skeleton h="48" borderRadius="l2" aria-busy data-testid="measurements-spot" />
    </ProgressSection>
  );
  return (
    <WhenNearViewport placeholder={spot}>
      <Suspense fallback={spot}>
        <Section />
      </Suspense>
    </WhenNearViewport>
  );
}

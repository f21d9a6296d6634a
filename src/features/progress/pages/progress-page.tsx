import { Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { ChartLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  useAdherenceQuery,
  useExerciseProgressQuery,
  useMuscleVolumeQuery,
  usePersonalRecordsQuery,
  useProgressExercisesQuery,
} from '../../../entities/workouts/api';
import { measurementsApi } from '../../../entities/measurements/api';
import { EmptyState } from '../../../ui/components/empty-state';
import { LoadError } from '../../../ui/components/load-error';
import { PageHeader } from '../../../ui/components/page-header';
import { AdherenceChart } from '../components/adherence-chart';
import { ExerciseProgressSection } from '../components/exercise-progress';
import { MeasurementsNearViewport } from '../components/measurements-near-viewport';
import { MuscleSetsChart } from '../components/muscle-sets-chart';
import { ProgressSkeleton } from '../components/progress-skeleton';
import { RecordsList } from '../components/records-list';
import { WeekMuscleMap } from '../components/week-muscle-map';
import { useSlicedFirstAnswer } from '../../../lib/sliced-answer';
import { RecoveryGlance } from '../../../entities/workouts/muscle-map/recovery-glance';

function EmptyProgress() {
  const { t } = useTranslation('progress');
  return (
    <EmptyState
      icon={ChartLine}
      title={t('empty.title')}
      text={t('empty.text')}
      action={{ label: t('empty.action'), to: '/dashboard/routines' }}
    />
  );
}

/**
 * /dashboard/progress: per-exercise estimated 1RM, records, this week's muscle map, weekly sets per
 * muscle group and adherence, then the body measurements (whatever the training log holds). The
 * only screen that loads the charts (recharts, through @chakra-ui/charts).
 */
export default function ProgressPage() {
  const { t } = useTranslation('progress');
  const queries = [
    useProgressExercisesQuery(),
    usePersonalRecordsQuery(),
    useMuscleVolumeQuery(),
    useAdherenceQuery(),
  ] as const;
  const [exercises, records, muscles, adherence] = queries;
  // The measurements' request starts with the others; the section is drawn once the training's
  // part has its size (below).
  const prefetchMeasurements = measurementsApi.usePrefetch('getMeasurements');
  useEffect(() => prefetchMeasurements(undefined), [prefetchMeasurements]);

  // The first exercise's line (what ExerciseProgressSection shows first) is waited for as well:
  // drawn after the rest, its figure pushed the records down on a phone (a layout shift of 0.045).
  const firstExercise = exercises.data?.[0]?.id_ejercicio_catalogo ?? 0;
  const firstLine = useExerciseProgressQuery(firstExercise, {
    skip: !firstExercise,
    selectFromResult: ({ data, isError }) => ({ answered: data !== undefined || isError }),
  });
  const answered = queries.every((q) => q.data !== undefined) && (exercises.data?.length === 0 || firstLine.answered);

  // The first answers are drawn in a render that yields (lib/sliced-answer.ts).
  const drawn = useSlicedFirstAnswer(answered);
  let body;
  let loading = false;
  if (queries.some((q) => q.isError)) {
    body = <LoadError message={t('loadError')} onRetry={() => queries.forEach((q) => q.isError && void q.refetch())} />;
  } else if (!drawn || !exercises.data || !records.data || !muscles.data || !adherence.data) {
    body = <ProgressSkeleton />;
    loading = true;
  } else if (exercises.data.length === 0) body = <EmptyProgress />;
  else
    body = (
      <Stack gap="10">
        <ExerciseProgressSection exercises={exercises.data} />
        <RecordsList records={records.data} />
        <WeekMuscleMap volume={muscles.data} />
        <RecoveryGlance />
        <MuscleSetsChart volume={muscles.data} />
        <AdherenceChart adherence={adherence.data} />
      </Stack>
    );
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack gap="10">
        {body}
        {/* Below the skeleton it would be pushed up or down when the training's part arrives (a
            new user's empty state is shorter than the skeleton): a shift of 0.32 on a phone. */}
        {loading ? null : <MeasurementsNearViewport />}
      </Stack>
    </>
  );
}

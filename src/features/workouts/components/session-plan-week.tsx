import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { repsText } from '../../../entities/plans/target';
import { useUserRoutinesQuery } from '../../../entities/user-routines/api';
import type { WorkoutExercise } from '../../../lib/contract-training';
import { exerciseWeekTarget, sessionPlan, type SessionPlan } from '../session-plan';

/** The programme week of the session's routine (the user's routine list, already cached), or null. */
function useSessionPlan(rutinaId: number | null): SessionPlan | null {
  const { data } = useUserRoutinesQuery(undefined, { skip: rutinaId === null });
  return sessionPlan(data, rutinaId);
}

/**
 * Session header: "Semana 3 de 6 · RIR 2", and "Semana de descarga" on the deload week (unless
 * the session's own deload notice says it: `deloadNotice`).
 */
export function SessionPlanWeek({
  rutinaId,
  deloadNotice = false,
}: {
  rutinaId: number | null;
  deloadNotice?: boolean;
}) {
  const { t } = useTranslation('workouts');
  const plan = useSessionPlan(rutinaId);
  if (!plan) return null;
  return (
    <HStack gap="2" wrap="wrap" data-plan-week>
      <Text fontWeight="medium">
        {t('plan.week', { week: plan.week.semana, weeks: plan.weeks, rir: plan.week.rir })}
      </Text>
      {plan.week.descarga && !deloadNotice ? <Badge colorPalette="blue">{t('plan.deload')}</Badge> : null}
    </HStack>
  );
}

/** Exercise card: "Esta semana: 4 x 8" from the matching routine exercise; nothing without one. */
export function SessionPlanTarget({ rutinaId, exercise }: { rutinaId: number | null; exercise: WorkoutExercise }) {
  const { t } = useTranslation('workouts');
  const plan = useSessionPlan(rutinaId);
  const target = plan ? exerciseWeekTarget(plan, exercise) : null;
  if (!target) return null;
  return (
    <Text color="fg.muted" textStyle="sm" data-plan-target>
      {t('plan.target', { sets: target.series, reps: repsText(target, exercise.medida) })}
    </Text>
  );
}

import { Alert, Link, Text } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { planPath } from '../../../entities/plans/api';
import { repsText } from '../../../entities/plans/target';
import { targetForWeek, type PlanWeek, type RoutinePlanInfo } from '../../../lib/contract-plans';
import type { RoutineFormValues } from '../routine-form';

/** The programme week a routine's form shows, and how many weeks the block has. */
export interface PlanWeekShown {
  week: PlanWeek;
  weeks: number;
}

/** "Esta rutina es una sesión del programa «…»" with the link to it. */
export function RoutinePlanNotice({ plan }: { plan: RoutinePlanInfo }) {
  const { t } = useTranslation('routines');
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {t('plan.partOf', { name: plan.nombre })}{' '}
          <Link asChild variant="underline">
            <RouterLink to={planPath(plan.plan_id)}>{t('plan.link')}</RouterLink>
          </Link>
        </Alert.Description>
        {plan.semana_actual === null ? <Alert.Description>{t('plan.notStarted')}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * "Semana 3 de 6: 4 x 8, RIR 2": the exercise's target this week (the contract's `targetForWeek`
 * over the row's series and repetitions as typed, so it follows an edit before it is saved).
 */
export function RoutinePlanTarget({ index, shown }: { index: number; shown: PlanWeekShown }) {
  const { t } = useTranslation('routines');
  const { control } = useFormContext<RoutineFormValues>();
  const [series, repeticiones] = useWatch({
    control,
    name: [`ejercicios.${index}.series`, `ejercicios.${index}.repeticiones`],
  });
  const reps = Number(repeticiones) || 0;
  const target = targetForWeek(
    { series: Number(series) || 0, repeticiones_min: reps, repeticiones_max: reps },
    shown.week,
  );
  const values = {
    week: shown.week.semana,
    weeks: shown.weeks,
    sets: target.series,
    reps: repsText(target),
    rir: target.rir,
  };
  return (
    <Text color="fg.muted" textStyle="sm" data-plan-target>
      {target.descarga ? t('plan.targetDeload', values) : t('plan.target', values)}
    </Text>
  );
}

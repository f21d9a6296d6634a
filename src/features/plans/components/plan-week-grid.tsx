import { Badge, Box, chakra, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { repsText } from '../../../entities/plans/target';
import { targetForWeek, type Plan, type PlanSession, type PlanWeek } from '../../../lib/contract-plans';
import { useSessionTitle } from '../use-weekday-name';

/** One cell: each exercise of the session with its target that week (a target never breaks across lines). */
function SessionWeekCell({ session, week }: { session: PlanSession; week: PlanWeek }) {
  const { t } = useTranslation('plans');
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {session.ejercicios.map((e) => {
        const target = targetForWeek(e, week);
        return (
          <Text as="li" key={e.id} textStyle="xs">
            {e.nombre}:{' '}
            <chakra.strong whiteSpace="nowrap">
              {t('view.cellTarget', { sets: target.series, reps: repsText(target, e.medida) })}
            </chakra.strong>
          </Text>
        );
      })}
    </Stack>
  );
}

/** The row header: the week, "actual" and "Descarga" marks, its RIR and note. */
function WeekHeader({ week, current }: { week: PlanWeek; current: boolean }) {
  const { t } = useTranslation('plans');
  return (
    <Table.ColumnHeader scope="row" verticalAlign="top" minW="36">
      <Stack gap="1">
        <Text fontWeight="semibold">
          {current ? t('view.weekCurrent', { week: week.semana }) : t('view.week', { week: week.semana })}
        </Text>
        {week.descarga ? (
          <Badge colorPalette="blue" alignSelf="start">
            {t('view.deload')}
          </Badge>
        ) : null}
        <Text textStyle="xs">{t('view.rir', { rir: week.rir })}</Text>
        <Text textStyle="xs" color="fg.muted" fontWeight="normal">
          {week.nota}
        </Text>
      </Stack>
    </Table.ColumnHeader>
  );
}

/**
 * Weeks x sessions: each cell the session's exercises with that week's target (the contract's
 * `targetForWeek`), the current week highlighted and the deload week marked. Wide plans scroll
 * inside their box, never the page; where the columns fit, nothing scrolls.
 */
export function PlanWeekGrid({ plan }: { plan: Plan }) {
  const { t } = useTranslation('plans');
  const sessionTitle = useSessionTitle();
  return (
    <Box as="section" aria-labelledby="plan-grid-title">
      <Text as="h2" id="plan-grid-title" textStyle="xl" fontWeight="semibold" mb="1">
        {t('view.grid')}
      </Text>
      <Text color="fg.muted" textStyle="sm" mb="3">
        {t('view.gridCaption')}
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="l2" tabIndex={0} aria-labelledby="plan-grid-title">
        {/* The scroll area keeps text on one line; a week's note and a cell's exercises wrap instead. */}
        <Table.Root size="sm" aria-labelledby="plan-grid-title" whiteSpace="normal">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('view.weekColumn')}</Table.ColumnHeader>
              {plan.sesiones.map((s) => (
                <Table.ColumnHeader key={s.rutina_id} scope="col" minW="48">
                  {sessionTitle(s)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {plan.progresion.map((week) => {
              const current = week.semana === plan.semana_actual;
              return (
                <Table.Row
                  key={week.semana}
                  aria-current={current ? 'true' : undefined}
                  bg={current ? 'brand.subtle' : week.descarga ? 'bg.muted' : undefined}
                  data-deload={week.descarga || undefined}
                >
                  <WeekHeader week={week} current={current} />
                  {plan.sesiones.map((s) => (
                    <Table.Cell key={s.rutina_id} verticalAlign="top">
                      <SessionWeekCell session={s} week={week} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

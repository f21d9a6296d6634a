import { Badge, Card, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { repsText } from '../../../entities/plans/target';
import type { PlanSession } from '../../../lib/contract-plans';
import { useSessionTitle } from '../use-weekday-name';

/** One session: weekday and label, its estimated length, its exercises at week 1's dose. */
function SessionCard({ session }: { session: PlanSession }) {
  const { t } = useTranslation('plans');
  const sessionTitle = useSessionTitle();
  const titleId = `plan-session-${session.rutina_id}`;
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={titleId}>
      <Card.Body gap="3">
        <Stack gap="0">
          <Text as="h3" id={titleId} fontWeight="semibold" textStyle="lg">
            {sessionTitle(session)}
          </Text>
          <Text color="fg.muted" textStyle="sm">
            {t('view.sessionMinutes', { count: session.duracion_estimada_min })}
          </Text>
        </Stack>
        <Stack as="ol" gap="2" listStyleType="none">
          {session.ejercicios.map((e) => (
            <HStack as="li" key={e.id} justify="space-between" align="start" gap="2">
              <Stack gap="0">
                <Text>{e.nombre}</Text>
                <Text color="fg.muted" textStyle="sm">
                  {t('view.exerciseDose', { sets: e.series, reps: repsText(e, e.medida), rest: e.descanso })}
                </Text>
              </Stack>
              {e.principal ? <Badge colorPalette="brand">{t('view.main')}</Badge> : null}
            </HStack>
          ))}
        </Stack>
        <Link asChild variant="underline" alignSelf="start">
          <RouterLink to={`/dashboard/routines/edit/${session.rutina_id}`}>{t('view.openRoutine')}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

/** "Sesiones": a card per session, in week order. */
export function PlanSessions({ sessions }: { sessions: readonly PlanSession[] }) {
  const { t } = useTranslation('plans');
  return (
    <Stack as="section" gap="3" aria-labelledby="plan-sessions-title">
      <Text as="h2" id="plan-sessions-title" textStyle="xl" fontWeight="semibold">
        {t('view.sessions')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {[...sessions]
          .sort((a, b) => a.dia - b.dia)
          .map((s) => (
            <SessionCard key={s.rutina_id} session={s} />
          ))}
      </SimpleGrid>
    </Stack>
  );
}

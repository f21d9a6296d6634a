import { Alert, Badge, Button, Card, Flex, Heading, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanAdjustment, PlanAdjustments as Adjustments } from '../../../lib/contract-feedback';
import { toast } from '../../../lib/toast';
import { LoadError } from '../../../ui/components/load-error';
import { useDecideAdjustmentMutation, usePlanAdjustmentsQuery } from '../api';

type Decide = (p: PlanAdjustment, estado: 'aceptada' | 'rechazada') => void;

/** "Aplicar" and "Rechazar" while proposed; then what was decided (a refused one can still be applied). */
function Decision({ proposal: p, decide, busy }: { proposal: PlanAdjustment; decide: Decide; busy: boolean }) {
  const { t } = useTranslation('feedback');
  const applied = p.estado === 'aceptada';
  return (
    <Flex gap="2" align="center" wrap="wrap">
      {p.estado === 'propuesta' ? null : (
        <Badge colorPalette={applied ? 'green' : 'gray'} size="lg">
          {t(applied ? 'proposals.applied' : 'proposals.rejected')}
        </Badge>
      )}
      {applied ? null : (
        <Button
          size="sm"
          minH="11"
          colorPalette="brand"
          disabled={busy}
          aria-label={t('proposals.applyLabel', { reason: p.motivo })}
          onClick={() => decide(p, 'aceptada')}
        >
          {t('proposals.apply')}
        </Button>
      )}
      {p.estado === 'propuesta' ? (
        <Button
          size="sm"
          minH="11"
          variant="outline"
          disabled={busy}
          aria-label={t('proposals.rejectLabel', { reason: p.motivo })}
          onClick={() => decide(p, 'rechazada')}
        >
          {t('proposals.reject')}
        </Button>
      ) : null}
    </Flex>
  );
}

/** An early deload: first and in a box of its own, as it changes the whole week. */
function DeloadProposal({ proposal, decide, busy }: { proposal: PlanAdjustment; decide: Decide; busy: boolean }) {
  const { t } = useTranslation('feedback');
  return (
    <Alert.Root status="warning" variant="outline" alignItems="start" data-deload-proposal>
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title textStyle="md">{t('proposals.deloadTitle')}</Alert.Title>
        <Alert.Description>{proposal.motivo}</Alert.Description>
        <Decision proposal={proposal} decide={decide} busy={busy} />
      </Alert.Content>
    </Alert.Root>
  );
}

/** The muscles answered that stay as they are (rule F9), each with why. */
function Unchanged({ items }: { items: Adjustments['sin_cambios'] }) {
  return (
    <List.Root gap="1" ps="5" color="fg.muted" data-unchanged>
      {items.map((u) => (
        <List.Item key={u.grupo_muscular_id}>{u.motivo}</List.Item>
      ))}
    </List.Root>
  );
}

/**
 * The programme's proposals for next week, each with its reason in Spanish and "Aplicar" /
 * "Rechazar"; an early deload first; then the muscles answered that stay as they are. When the
 * answers call for no change, a "sin cambios" section says why for each muscle. Nothing is shown
 * without answers.
 */
export function PlanAdjustments({ planId }: { planId: number }) {
  const { t } = useTranslation('feedback');
  const titleId = useId();
  const query = usePlanAdjustmentsQuery(planId);
  const [save, { isLoading: busy }] = useDecideAdjustmentMutation();
  const decide: Decide = (p, estado) => {
    save({ planId, id: p.id, body: { estado } })
      .unwrap()
      .then(
        () => toast.success(t(estado === 'aceptada' ? 'proposals.appliedToast' : 'proposals.rejectedToast')),
        () => toast.error(t('proposals.failed')),
      );
  };
  if (query.isError) return <LoadError message={t('proposals.error')} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return <Skeleton h="24" borderRadius="l3" role="status" aria-label={t('proposals.loading')} aria-busy="true" />;
  }
  const { semana, propuestas, sin_cambios: unchanged } = query.data;
  if (propuestas.length === 0 && unchanged.length === 0) return null;
  const none = propuestas.length === 0;
  const deloads = propuestas.filter((p) => p.tipo === 'descarga');
  const others = propuestas.filter((p) => p.tipo !== 'descarga');
  const title = none
    ? semana
      ? t('proposals.unchangedTitle', { week: semana })
      : t('proposals.unchangedTitleNoWeek')
    : semana
      ? t('proposals.title', { week: semana })
      : t('proposals.titleNoWeek');
  return (
    <Stack as="section" aria-labelledby={titleId} gap="3">
      <Stack gap="1">
        <Heading as="h2" id={titleId} size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">{t(none ? 'proposals.unchangedIntro' : 'proposals.intro')}</Text>
      </Stack>
      {deloads.map((p) => (
        <DeloadProposal key={p.id} proposal={p} decide={decide} busy={busy} />
      ))}
      {others.length ? (
        <List.Root variant="plain" gap="2">
          {others.map((p) => (
            <Card.Root as="li" key={p.id} variant="outline">
              <Card.Body p="3" gap="2">
                <Text>{p.motivo}</Text>
                <Decision proposal={p} decide={decide} busy={busy} />
              </Card.Body>
            </Card.Root>
          ))}
        </List.Root>
      ) : null}
      {none ? <Unchanged items={unchanged} /> : null}
      {!none && unchanged.length ? (
        <Stack gap="1">
          <Heading as="h3" size="md">
            {t('proposals.unchangedRest')}
          </Heading>
          <Unchanged items={unchanged} />
        </Stack>
      ) : null}
    </Stack>
  );
}

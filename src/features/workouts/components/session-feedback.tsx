import { Alert, Button, Card, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackAnswers, MuscleAnswers } from '../feedback-model';
import { MuscleFeedbackRow } from './muscle-feedback-row';

export interface SessionFeedbackProps {
  muscles: readonly { id: number; nombre: string }[];
  answers: FeedbackAnswers;
  onAnswer(muscleId: number, change: Partial<MuscleAnswers>): void;
  /** "Listo": the answers given are kept (each went to the outbox on its tap). */
  onDone(): void;
  /** "Omitir": the card closes with nothing more asked. */
  onSkip(): void;
}

/**
 * "¿Cómo lo notaste?" at the end of a session: one row per muscle trained (pump 0-3, soreness since
 * last time 0-3, joint pain, workload), one tap per answer, every answer optional; a muscle can be
 * skipped alone, the whole card with "Omitir".
 */
export function SessionFeedback({ muscles, answers, onAnswer, onDone, onSkip }: SessionFeedbackProps) {
  const { t } = useTranslation('feedback');
  const titleId = useId();
  const [skipped, setSkipped] = useState<ReadonlySet<number>>(new Set());
  const skip = (id: number, on: boolean) =>
    setSkipped((s) => (on ? new Set([...s, id]) : new Set([...s].filter((x) => x !== id))));
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline">
      <Card.Body gap="4" p={{ base: '3', md: '5' }}>
        <Stack gap="1">
          <Heading as="h2" id={titleId} size="xl">
            {t('session.title')}
          </Heading>
          <Text color="fg.muted">{t('session.intro')}</Text>
          <Text textStyle="xs" color="fg.muted">
            {t('session.scale')}
          </Text>
        </Stack>
        <List.Root variant="plain" gap="3">
          {muscles.map((m) => (
            <MuscleFeedbackRow
              key={m.id}
              nombre={m.nombre}
              answers={answers[m.id]}
              onAnswer={(change) => onAnswer(m.id, change)}
              skipped={skipped.has(m.id)}
              onSkip={(on) => skip(m.id, on)}
            />
          ))}
        </List.Root>
        <Flex gap="2" wrap="wrap">
          <Button colorPalette="brand" size="lg" flex={{ base: '1', sm: 'none' }} onClick={onDone}>
            {t('session.done')}
          </Button>
          <Button variant="outline" size="lg" flex={{ base: '1', sm: 'none' }} onClick={onSkip}>
            {t('session.skip')}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

export interface FeedbackClosedNoticeProps {
  state: 'saved' | 'queued' | 'skipped';
  answered: number;
  onReopen(): void;
}

/** The card once closed: what happened to the answers, and the way back to them. */
export function FeedbackClosedNotice({ state, answered, onReopen }: FeedbackClosedNoticeProps) {
  const { t } = useTranslation('feedback');
  return (
    <Alert.Root status={state === 'skipped' ? 'neutral' : 'success'} alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>{t(`session.${state}`)}</Alert.Title>
        {state === 'skipped' ? null : (
          <Alert.Description>{t('session.answeredCount', { count: answered })}</Alert.Description>
        )}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onReopen}>
        {t(state === 'skipped' ? 'session.answerNow' : 'session.change')}
      </Button>
    </Alert.Root>
  );
}

import { Alert, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadinessInput } from '../../../lib/contract-feedback';
import { BODY_ANSWERS, SLEEP_ANSWERS, STRESS_ANSWERS } from '../../../lib/feedback-answers';
import { AnswerChips } from './answer-chips';

export interface ReadinessCheckProps {
  /** The answers given before (when changing them). */
  initial?: ReadinessInput;
  /** "Listo", with the answers chosen (each may be left out). */
  onApply(answers: ReadinessInput): void;
  /** "Omitir": one tap, nothing asked again for this session. */
  onSkip(): void;
}

/** "¿Cómo llegas hoy?" before the first set: sleep, stress and how the body feels, all optional. */
export function ReadinessCheck({ initial = {}, onApply, onSkip }: ReadinessCheckProps) {
  const { t } = useTranslation('feedback');
  const titleId = useId();
  const [answers, setAnswers] = useState<ReadinessInput>(initial);
  const set = (change: ReadinessInput) => setAnswers((a) => ({ ...a, ...change }));
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="subtle">
      <Card.Body gap="3" p={{ base: '3', md: '4' }}>
        <Stack gap="0.5">
          <Heading as="h2" id={titleId} size="lg">
            {t('readiness.title')}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {t('readiness.intro')}
          </Text>
        </Stack>
        <AnswerChips
          label={t('readiness.sleep')}
          options={SLEEP_ANSWERS.map((v) => ({ value: v, label: t(`readiness.sleepValues.${v}`) }))}
          value={answers.sueno}
          onChange={(sueno) => set({ sueno })}
        />
        <AnswerChips
          label={t('readiness.stress')}
          options={STRESS_ANSWERS.map((v) => ({ value: v, label: t(`readiness.stressValues.${v}`) }))}
          value={answers.estres}
          onChange={(estres) => set({ estres })}
        />
        <AnswerChips
          label={t('readiness.body')}
          options={BODY_ANSWERS.map((v) => ({ value: v, label: t(`readiness.bodyValues.${v}`) }))}
          value={answers.cuerpo}
          onChange={(cuerpo) => set({ cuerpo })}
        />
        <Flex gap="2">
          <Button colorPalette="brand" flex="1" minH="11" onClick={() => onApply(answers)}>
            {t('readiness.apply')}
          </Button>
          <Button variant="outline" flex="1" minH="11" onClick={onSkip}>
            {t('readiness.skip')}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

export interface ReadinessNoticeProps {
  /** lighter: the server lightened the day (`motivo` says how and why); same: nothing changes; queued: not sent yet. */
  state: 'lighter' | 'same' | 'queued';
  motivo?: string;
  onChange(): void;
}

/** What the readiness check did to the day, on the session screen, with "Cambiar". */
export function ReadinessNotice({ state, motivo, onChange }: ReadinessNoticeProps) {
  const { t } = useTranslation('feedback');
  return (
    <Alert.Root
      status={state === 'lighter' ? 'warning' : 'info'}
      alignItems="center"
      flexWrap="wrap"
      gap="3"
      data-readiness={state}
    >
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        {state === 'lighter' ? <Alert.Title>{t('readiness.lighterTitle')}</Alert.Title> : null}
        <Alert.Description>
          {state === 'lighter' ? motivo : t(state === 'queued' ? 'readiness.queued' : 'readiness.noChange')}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onChange}>
        {t('readiness.change')}
      </Button>
    </Alert.Root>
  );
}

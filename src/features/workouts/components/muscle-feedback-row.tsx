import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JOINT_AREAS, JOINT_PAINS, WORKLOADS, jointHurts } from '../../../lib/feedback-answers';
import type { MuscleAnswers } from '../feedback-model';
import { AnswerChips } from './answer-chips';

const SCALE = [0, 1, 2, 3].map((n) => ({ value: n, label: String(n) }));

export interface MuscleFeedbackRowProps {
  nombre: string;
  answers: MuscleAnswers | undefined;
  onAnswer(change: Partial<MuscleAnswers>): void;
  skipped: boolean;
  onSkip(skipped: boolean): void;
}

/** One muscle trained: its four questions, one tap each, and "Omitir" (then a line and "Responder"). */
export function MuscleFeedbackRow({ nombre, answers, onAnswer, skipped, onSkip }: MuscleFeedbackRowProps) {
  const { t } = useTranslation('feedback');
  const headingId = useId();
  if (skipped) {
    return (
      <Flex as="li" align="center" justify="space-between" gap="2" py="1">
        <Text color="fg.muted">{t('session.skippedMuscle', { muscle: nombre })}</Text>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="brand"
          minH="11"
          onClick={() => onSkip(false)}
          aria-label={t('session.answerMuscleLabel', { muscle: nombre })}
        >
          {t('session.answerMuscle')}
        </Button>
      </Flex>
    );
  }
  const q = (question: string) => t('session.questionOf', { question, muscle: nombre });
  return (
    <Stack as="li" aria-labelledby={headingId} gap="2" borderWidth="1px" borderRadius="l2" p="3">
      <Flex align="center" justify="space-between" gap="2">
        <Heading as="h3" id={headingId} size="md">
          {nombre}
        </Heading>
        <Button
          size="sm"
          variant="ghost"
          minH="11"
          onClick={() => onSkip(true)}
          aria-label={t('session.skipMuscleLabel', { muscle: nombre })}
        >
          {t('session.skipMuscle')}
        </Button>
      </Flex>
      <AnswerChips
        label={t('session.pump')}
        name={q(t('session.pump'))}
        options={SCALE}
        value={answers?.bombeo}
        onChange={(bombeo) => onAnswer({ bombeo })}
      />
      <AnswerChips
        label={t('session.soreness')}
        name={q(t('session.soreness'))}
        options={SCALE}
        value={answers?.agujetas}
        onChange={(agujetas) => onAnswer({ agujetas })}
      />
      <AnswerChips
        label={t('session.joint')}
        name={q(t('session.joint'))}
        options={JOINT_PAINS.map((v) => ({ value: v, label: t(`session.jointValues.${v}`) }))}
        value={answers?.dolor}
        onChange={(dolor) => onAnswer({ dolor })}
      />
      {/* After a joint pain answer, which joint: the swap next week spares it. */}
      {jointHurts(answers?.dolor) ? (
        <AnswerChips
          label={t('session.whichJoint')}
          name={t('session.whichJointOf', { muscle: nombre })}
          options={JOINT_AREAS.map((v) => ({ value: v, label: t(`session.jointAreas.${v}`) }))}
          value={answers?.articulacion}
          onChange={(articulacion) => onAnswer({ articulacion })}
        />
      ) : null}
      <AnswerChips
        label={t('session.workload')}
        name={q(t('session.workload'))}
        options={WORKLOADS.map((v) => ({ value: v, label: t(`session.workloadValues.${v}`) }))}
        value={answers?.carga}
        onChange={(carga) => onAnswer({ carga })}
      />
    </Stack>
  );
}

import { Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useWorkoutFeedbackQuery } from '../../../entities/workouts/feedback-api';
import { useOutboxEntries } from '../../../entities/workouts/use-outbox-sync';
import { useOnline } from '../../../lib/use-online';
import { LoadError } from '../../../ui/components/load-error';
import { FEEDBACK_CLOSED_KEY, useSessionChoice } from '../session-choice';
import {
  answeredCount,
  musclesToAsk,
  queuedFeedback,
  queueFeedback,
  shownAnswers,
  withAnswer,
} from '../feedback-model';
import { FeedbackClosedNotice, SessionFeedback } from './session-feedback';

/**
 * The session's feedback on its summary: the muscles it trained (from the server), the answers
 * given so far (the outbox's over the server's). Every tap goes to the outbox, so an answer
 * survives a reload and waits for the connection like a set.
 */
export function SessionFeedbackSection({ workoutId }: { workoutId: number }) {
  const { t } = useTranslation('feedback');
  const query = useWorkoutFeedbackQuery(workoutId);
  const queued = queuedFeedback(useOutboxEntries(), workoutId);
  const online = useOnline();
  const [closed, setClosed] = useSessionChoice<'listo' | 'omitido'>(FEEDBACK_CLOSED_KEY, workoutId);
  if (query.isError) return <LoadError message={t('session.error')} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <Stack role="status" aria-label={t('session.loading')} aria-busy="true">
        <Skeleton h="40" borderRadius="l3" />
      </Stack>
    );
  }
  const answers = shownAnswers(query.data, queued);
  const muscles = musclesToAsk(query.data, answers);
  if (muscles.length === 0) return null;
  if (closed) {
    const answered = answeredCount(answers);
    const state =
      closed === 'omitido' && answered === 0
        ? 'skipped'
        : queued && (!online || queued.status === 'failed')
          ? 'queued'
          : 'saved';
    return <FeedbackClosedNotice state={state} answered={answered} onReopen={() => setClosed(null)} />;
  }
  return (
    <SessionFeedback
      muscles={muscles}
      answers={answers}
      onAnswer={(id, change) => queueFeedback(workoutId, withAnswer(answers, id, change))}
      onDone={() => setClosed('listo')}
      onSkip={() => setClosed('omitido')}
    />
  );
}

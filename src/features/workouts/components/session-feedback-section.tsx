import { Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useWorkoutFeedbackQuery } from '../../../entities/workouts/feedback-api';
import { useOutboxEntries } from '../../../entities/workouts/use-outbox-sync';
import type { Workout } from '../../../lib/contract-training';
import { useOnline } from '../../../lib/use-online';
import { LoadError } from '../../../ui/components/load-error';
import { FEEDBACK_CLOSED_KEY, useSessionChoice } from '../session-choice';
import {
  answeredCount,
  musclesOfSession,
  musclesToAsk,
  queuedFeedback,
  queueFeedback,
  shownAnswers,
  withAnswer,
  type FeedbackAnswers,
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
  if (query.isError) return <LoadError message={t('session.error')} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <Stack role="status" aria-label={t('session.loading')} aria-busy="true">
        <Skeleton h="40" borderRadius="l3" />
      </Stack>
    );
  }
  const answers = shownAnswers(query.data, queued);
  const waiting = Boolean(queued && (!online || queued.status === 'failed'));
  return (
    <FeedbackCard
      workoutId={workoutId}
      muscles={musclesToAsk(query.data, answers)}
      answers={answers}
      waiting={waiting}
    />
  );
}

/**
 * The same card on a session finished with no connection (its finish still in the outbox): the
 * muscles come from the session on this device, the answers from the outbox, where they wait
 * behind the finish and reach the server with it.
 */
export function OfflineFeedbackSection({ workout }: { workout: Workout }) {
  const entries = useOutboxEntries();
  const queued = queuedFeedback(entries, workout.id);
  return (
    <FeedbackCard
      workoutId={workout.id}
      muscles={musclesOfSession(workout, entries)}
      answers={shownAnswers(undefined, queued)}
      waiting={Boolean(queued)}
    />
  );
}

/** The card, or once closed what happened to the answers; nothing for a session with no muscle to ask about. */
function FeedbackCard({
  workoutId,
  muscles,
  answers,
  waiting,
}: {
  workoutId: number;
  muscles: readonly { id: number; nombre: string }[];
  answers: FeedbackAnswers;
  /** The answers are on this device only, waiting for the connection. */
  waiting: boolean;
}) {
  const [closed, setClosed] = useSessionChoice<'listo' | 'omitido'>(FEEDBACK_CLOSED_KEY, workoutId);
  if (muscles.length === 0) return null;
  if (closed) {
    const answered = answeredCount(answers);
    const state = closed === 'omitido' && answered === 0 ? 'skipped' : waiting ? 'queued' : 'saved';
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

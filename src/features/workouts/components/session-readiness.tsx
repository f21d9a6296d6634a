import { useState } from 'react';
import { useReadinessQuery } from '../../../entities/workouts/feedback-api';
import { isOfflineId } from '../../../entities/workouts/offline-cache';
import type { PendingEntry, PendingReadiness } from '../../../entities/workouts/set-queue';
import { setQueue } from '../../../entities/workouts/set-queue';
import type { Readiness, ReadinessInput } from '../../../lib/contract-feedback';
import { READINESS_SKIPPED_KEY, useSessionChoice } from '../session-choice';
import { ReadinessCheck, ReadinessNotice } from './readiness-check';

export const readinessEntryId = (workoutId: number) => `readiness:${workoutId}`;

const answered = (r: Readiness | undefined) => Boolean(r && (r.sueno || r.estres || r.cuerpo));
const inputOf = (r: Readiness | undefined): ReadinessInput =>
  r ? { sueno: r.sueno, estres: r.estres, cuerpo: r.cuerpo } : {};

/**
 * The readiness check on the session screen: asked while nothing is logged yet (`fresh`), unless
 * answered or skipped; once answered, the reason when the day was lightened. The answers go
 * through the outbox (they wait for the connection like a set); the server then lightens the
 * session's targets, read again with the session.
 */
export function SessionReadiness({
  workoutId,
  fresh,
  entries,
}: {
  workoutId: number;
  fresh: boolean;
  entries: readonly PendingEntry[];
}) {
  const query = useReadinessQuery(workoutId, { skip: isOfflineId(workoutId) });
  const queued = entries.find((e): e is PendingReadiness => e.kind === 'readiness' && e.workoutId === workoutId);
  const [skipped, setSkipped] = useSessionChoice<'omitido'>(READINESS_SKIPPED_KEY, workoutId);
  const [editing, setEditing] = useState(false);
  const [justAnswered, setJustAnswered] = useState(false);
  const server = query.data;
  const apply = (readiness: ReadinessInput) => {
    setQueue().put({
      kind: 'readiness',
      id: readinessEntryId(workoutId),
      workoutId,
      readiness,
      status: 'pending',
      attempts: 0,
    });
    setEditing(false);
    setSkipped(null);
    setJustAnswered(true);
  };
  if (editing) {
    return (
      <ReadinessCheck initial={queued?.readiness ?? inputOf(server)} onApply={apply} onSkip={() => setEditing(false)} />
    );
  }
  if (queued) return <ReadinessNotice state="queued" onChange={() => setEditing(true)} />;
  if (answered(server)) {
    if (server!.ajuste !== 'ninguno') {
      return <ReadinessNotice state="lighter" motivo={server!.motivo} onChange={() => setEditing(true)} />;
    }
    return justAnswered ? <ReadinessNotice state="same" onChange={() => setEditing(true)} /> : null;
  }
  // Unanswered: asked at the start only. Drawn while the server's answer is on its way, so the
  // check does not push the exercises down when it comes (a layout shift of a third of a phone's
  // screen); not drawn when the server could not say.
  if (!fresh || skipped || (query.isError && !isOfflineId(workoutId))) return null;
  return <ReadinessCheck onApply={apply} onSkip={() => setSkipped('omitido')} />;
}

import { Alert, Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { memo, useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterPaint } from '../../../lib/tasks';

export interface FinishBarProps {
  notes: string;
  notesRef: RefObject<HTMLTextAreaElement | null>;
  onNotesBlur(notes: string): void;
  /** Sets still in the outbox: the finish goes after them. */
  unsent: number;
  /** With the session's note as typed (also when the field was never left). */
  onFinish(notes: string): void;
}

/** The session's note: drawn again only when its own props change (its auto-resizing field measures the page). */
const SessionNotes = memo(function SessionNotes({
  notes,
  notesRef,
  onNotesBlur,
}: Pick<FinishBarProps, 'notes' | 'notesRef' | 'onNotesBlur'>) {
  const { t } = useTranslation('workouts');
  return (
    <Field.Root gap="1">
      <Field.Label fontWeight="semibold">{t('session.notes')}</Field.Label>
      <Textarea
        ref={notesRef}
        rows={2}
        autoresize
        defaultValue={notes}
        placeholder={t('session.notesPlaceholder')}
        onBlur={(e) => {
          if (e.target.value !== notes) onNotesBlur(e.target.value);
        }}
      />
    </Field.Root>
  );
});

/**
 * The session's note and "Terminar entrenamiento" (with the unsent sets, it says they go first).
 * Drawn again only when its props change (a logged set changes `unsent` only while it travels).
 */
export const FinishBar = memo(function FinishBar({
  notes,
  notesRef,
  onNotesBlur,
  unsent: now,
  onFinish,
}: FinishBarProps) {
  const { t } = useTranslation('workouts');
  // Its notice changes the frame after a tap's ("The tap paints first", docs/PERFORMANCE.md).
  const unsent = useAfterPaint(now);
  const unsentId = useId();
  return (
    <Stack gap="4">
      <SessionNotes notes={notes} notesRef={notesRef} onNotesBlur={onNotesBlur} />
      {unsent > 0 ? (
        <Alert.Root status="info" id={unsentId}>
          <Alert.Indicator />
          <Alert.Title>{t('session.finishAfterSets', { count: unsent })}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Button
        size="xl"
        colorPalette="brand"
        aria-describedby={unsent > 0 ? unsentId : undefined}
        onClick={() => onFinish(notesRef.current?.value ?? notes)}
      >
        {t('session.finish')}
      </Button>
    </Stack>
  );
});

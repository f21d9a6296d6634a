import { Alert, Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export interface FinishBarProps {
  notes: string;
  notesRef: RefObject<HTMLTextAreaElement | null>;
  onNotesBlur(notes: string): void;
  /** Sets still in the outbox: the finish goes after them. */
  unsent: number;
  onFinish(): void;
}

/** The session's note and "Terminar entrenamiento" (with the unsent sets, it says they go first). */
export function FinishBar({ notes, notesRef, onNotesBlur, unsent, onFinish }: FinishBarProps) {
  const { t } = useTranslation('workouts');
  const unsentId = useId();
  return (
    <Stack gap="4">
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
      {unsent > 0 ? (
        <Alert.Root status="info" id={unsentId}>
          <Alert.Indicator />
          <Alert.Title>{t('session.finishAfterSets', { count: unsent })}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Button size="xl" colorPalette="brand" aria-describedby={unsent > 0 ? unsentId : undefined} onClick={onFinish}>
        {t('session.finish')}
      </Button>
    </Stack>
  );
}

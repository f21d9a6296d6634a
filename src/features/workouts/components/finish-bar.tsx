import { Alert, Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export interface FinishBarProps {
  notes: string;
  notesRef: RefObject<HTMLTextAreaElement | null>;
  onNotesBlur(notes: string): void;
  /** Sets still in the local queue: finishing waits for them. */
  unsent: number;
  finishing: boolean;
  onFinish(): void;
}

/** The session's note and "Terminar entrenamiento", held back (and saying why) while sets are unsent. */
export function FinishBar({ notes, notesRef, onNotesBlur, unsent, finishing, onFinish }: FinishBarProps) {
  const { t } = useTranslation('workouts');
  const blockedId = useId();
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
        <Alert.Root status="warning" id={blockedId}>
          <Alert.Indicator />
          <Alert.Title>{t('session.finishBlocked', { count: unsent })}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Button
        size="xl"
        colorPalette="brand"
        disabled={unsent > 0}
        aria-describedby={unsent > 0 ? blockedId : undefined}
        loading={finishing}
        loadingText={t('session.finishing')}
        onClick={onFinish}
      >
        {t('session.finish')}
      </Button>
    </Stack>
  );
}

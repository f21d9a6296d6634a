import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

export interface ExerciseNoteProps {
  /** Today's note. */
  nota: string;
  /** The note left on this exercise last time ('' when none). */
  notaAnterior: string;
  onNote(nota: string): void;
}

/**
 * Last time's note on the exercise ("La última vez anotaste: …"), and today's, sent when it loses
 * focus. A logged set does not draw it again (its auto-resizing field measures the page).
 */
export const ExerciseNote = memo(function ExerciseNote({ nota, notaAnterior, onNote }: ExerciseNoteProps) {
  const { t } = useTranslation('workouts');
  return (
    <Stack gap="2">
      {notaAnterior ? (
        <Text textStyle="sm" color="fg.muted" fontStyle="italic" data-last-note>
          {t('sessionEdit.lastNote', { note: notaAnterior })}
        </Text>
      ) : null}
      <Field.Root gap="1">
        <Field.Label textStyle="sm" fontWeight="medium">
          {t('exercise.note')}
        </Field.Label>
        <Textarea
          rows={1}
          autoresize
          defaultValue={nota}
          placeholder={t('exercise.notePlaceholder')}
          onBlur={(e) => {
            if (e.target.value !== nota) onNote(e.target.value);
          }}
        />
      </Field.Root>
    </Stack>
  );
});

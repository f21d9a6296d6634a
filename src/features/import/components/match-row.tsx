import { Box, Field, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ImportExercise, ImportPreview } from '../../../lib/contract-import';
import { useMatchReason } from './match-reason';

const SKIP = '';

/** One name of the file: the catalogue exercise it becomes (or "No importar"), its counts and why it was proposed. */
export function MatchRow({
  exercise,
  catalogue,
  value,
  onChange,
}: {
  exercise: ImportExercise;
  catalogue: ImportPreview['catalogo'];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('import');
  const reason = useMatchReason(exercise);
  return (
    <Box as="li" py="3" borderBottomWidth="1px">
      <Field.Root gap="1.5">
        <Field.Label fontWeight="semibold">{exercise.nombre}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value === null ? SKIP : String(value)}
            onChange={(e) => onChange(e.currentTarget.value === SKIP ? null : Number(e.currentTarget.value))}
          >
            <option value={SKIP}>{t('match.skip')}</option>
            {catalogue.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nombre}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          {`${t('match.sets', { count: exercise.series })} · ${t('match.sessions', { count: exercise.sesiones })}`}
          {exercise.propuesta === null ? ` · ${t('match.noProposal')}` : ''}
          {reason && value === exercise.propuesta && (
            <Text as="span" display="block">
              {reason}
            </Text>
          )}
        </Field.HelperText>
      </Field.Root>
    </Box>
  );
}

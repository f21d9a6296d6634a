import { Box, Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ImportExercise, ImportPreview } from '../../../lib/contract-import';
import type { Matches } from '../use-import-flow';

const SKIP = '';

function MatchRow({
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
        </Field.HelperText>
      </Field.Root>
    </Box>
  );
}

export interface MatchStepProps {
  preview: ImportPreview;
  matches: Matches;
  onChange: (name: string, id: number | null) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: each exercise name of the file with the catalogue exercise it becomes (or none). */
export function MatchStep({ preview, matches, onChange, onBack, onNext }: MatchStepProps) {
  const { t } = useTranslation('import');
  return (
    <Stack gap="4">
      <Text>{t('match.text')}</Text>
      <Stack as="ul" listStyleType="none" gap="0" aria-label={t('match.listLabel')}>
        {preview.ejercicios.map((e) => (
          <MatchRow
            key={e.nombre}
            exercise={e}
            catalogue={preview.catalogo}
            value={matches[e.nombre] ?? null}
            onChange={(id) => onChange(e.nombre, id)}
          />
        ))}
      </Stack>
      <HStack gap="2">
        <Button variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button colorPalette="brand" onClick={onNext}>
          {t('actions.next')}
        </Button>
      </HStack>
    </Stack>
  );
}

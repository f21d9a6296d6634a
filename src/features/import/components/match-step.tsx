import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '../../../lib/contract-import';
import type { Matches } from '../use-import-flow';
import { MatchRow } from './match-row';

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

import { Alert, Button, DataList, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/date-format';
import type { ImportPreview } from '../../../lib/contract-import';
import type { Matches } from '../use-import-flow';

export interface PreviewStepProps {
  preview: ImportPreview;
  matches: Matches;
  importing: boolean;
  onBack: () => void;
  onImport: () => void;
}

/** Step 3: what the import will add, before it does. */
export function PreviewStep({ preview, matches, importing, onBack, onImport }: PreviewStepProps) {
  const { t } = useTranslation('import');
  const chosen = Object.values(matches).filter((id) => id !== null).length;
  const rows: [string, string][] = [
    [t('preview.format'), t(`preview.formats.${preview.formato}`)],
    [t('preview.sessions'), String(preview.sesiones)],
    [t('preview.sets'), String(preview.series)],
    [t('preview.range'), t('preview.rangeValue', { from: formatDay(preview.desde), to: formatDay(preview.hasta) })],
    [t('preview.exercises'), t('preview.exercisesValue', { count: chosen, total: preview.ejercicios.length })],
  ];
  return (
    <Stack gap="4">
      {/* One grid for all rows, so every value starts in the same column whatever its label's length. */}
      <DataList.Root orientation="horizontal" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4">
        {rows.map(([label, value]) => (
          <DataList.Item key={label} display="contents">
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {preview.ya_importadas > 0 ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('preview.already', { count: preview.ya_importadas })}</Alert.Title>
        </Alert.Root>
      ) : null}
      {chosen === 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('preview.nothing')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack gap="2">
        <Button variant="outline" onClick={onBack} disabled={importing}>
          {t('actions.back')}
        </Button>
        <Button
          colorPalette="brand"
          onClick={onImport}
          loading={importing}
          loadingText={t('actions.importing')}
          disabled={chosen === 0}
        >
          {t('actions.import')}
        </Button>
      </HStack>
    </Stack>
  );
}

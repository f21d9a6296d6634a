import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { FileJson, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAttachment } from '../../../lib/download';
import { toast } from '../../../lib/toast';

/** `GET users/me/history.csv?formato=`: for a Spanish-locale Excel (our default) or RFC 4180. */
const CSV_FORMATS = ['excel', 'estandar'] as const;
type CsvFormat = (typeof CSV_FORMATS)[number];

/** The two downloads: path under /api, the name used if the server gives none, and their button. */
const EXPORTS = {
  csv: { path: 'users/me/history.csv', fallback: 'forja-historial.csv', Icon: FileSpreadsheet, label: 'exportHistory' },
  json: { path: 'users/me/export.json', fallback: 'forja-datos.json', Icon: FileJson, label: 'exportAll' },
} as const;

/**
 * "Tus datos"' downloads: the history as CSV (for Excel in Spanish, `;` and decimal comma, or the
 * standard `,` and dot) and everything as JSON. A failed download says so in a toast.
 */
export function DataDownloads() {
  const { t } = useTranslation('profile');
  const [format, setFormat] = useState<CsvFormat>('excel');
  const [downloading, setDownloading] = useState<keyof typeof EXPORTS | null>(null);

  const download = async (kind: keyof typeof EXPORTS) => {
    setDownloading(kind);
    const { path, fallback } = EXPORTS[kind];
    try {
      await downloadAttachment(kind === 'csv' ? `${path}?formato=${format}` : path, fallback);
    } catch {
      toast.error(t('data.exportError'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack gap="3">
      <Field.Root maxW="md">
        <Field.Label>{t('data.csvFormat')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={format} onChange={(e) => setFormat(e.currentTarget.value as CsvFormat)}>
            {CSV_FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`data.csvFormats.${f}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t(`data.csvFormatHints.${format}`)}</Field.HelperText>
      </Field.Root>
      <HStack wrap="wrap" gap="2">
        {(['csv', 'json'] as const).map((kind) => {
          const { Icon, label } = EXPORTS[kind];
          return (
            <Button
              key={kind}
              variant="outline"
              loading={downloading === kind}
              loadingText={t('data.downloading')}
              onClick={() => void download(kind)}
            >
              <Icon aria-hidden />
              {t(`data.${label}`)}
            </Button>
          );
        })}
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        {t('data.exportHistoryHint')} {t('data.exportAllHint')}
      </Text>
    </Stack>
  );
}

import { FileUpload, Icon, List, Stack, Text } from '@chakra-ui/react';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChooseFileStepProps {
  reading: boolean;
  onFile: (file: File) => void;
}

/**
 * Step 1: how to export from Strong or Hevy, and the file: dropped on the zone or chosen with it
 * (a click, Enter or Space), in Spanish rather than the browser's own file button.
 */
export function ChooseFileStep({ reading, onFile }: ChooseFileStepProps) {
  const { t } = useTranslation('import');
  // A new zone after each file, so choosing the same file again (after an error) reads it again.
  const [round, setRound] = useState(0);
  return (
    <Stack gap="4">
      <List.Root gap="2" ps="5">
        <List.Item>{t('choose.strong')}</List.Item>
        <List.Item>{t('choose.hevy')}</List.Item>
      </List.Root>
      <Text color="fg.muted" textStyle="sm">
        {t('choose.limit')}
      </Text>
      <FileUpload.Root
        key={round}
        accept=".csv,text/csv"
        maxFiles={1}
        disabled={reading}
        // The zone's accessible name is its visible text (Zag's default is the English "dropzone").
        translations={{ dropzone: `${t('choose.drop')} ${t('choose.pick')}` }}
        onFileAccept={({ files }) => {
          setRound((n) => n + 1);
          if (files[0]) onFile(files[0]);
        }}
      >
        <FileUpload.HiddenInput />
        <FileUpload.Label fontWeight="medium">{t('choose.file')}</FileUpload.Label>
        <FileUpload.Dropzone w="full" minH="36" borderColor="border.emphasized">
          <Icon color="brand.fg" boxSize="8" aria-hidden>
            <FileUp />
          </Icon>
          <FileUpload.DropzoneContent>
            {/* One text, so the zone's accessible name (below) is exactly what it shows. */}
            <Text fontWeight="semibold">
              {t('choose.drop')}{' '}
              <Text as="span" display="block" fontWeight="normal" color="fg.muted">
                {t('choose.pick')}
              </Text>
            </Text>
          </FileUpload.DropzoneContent>
        </FileUpload.Dropzone>
      </FileUpload.Root>
      {reading ? (
        <Text role="status" color="fg.muted">
          {t('choose.reading')}
        </Text>
      ) : null}
    </Stack>
  );
}

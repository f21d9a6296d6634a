import { Field, Input, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ChooseFileStepProps {
  reading: boolean;
  onFile: (file: File) => void;
}

/** Step 1: how to export from Strong or Hevy, and the file input. */
export function ChooseFileStep({ reading, onFile }: ChooseFileStepProps) {
  const { t } = useTranslation('import');
  return (
    <Stack gap="4">
      <List.Root gap="2" ps="5">
        <List.Item>{t('choose.strong')}</List.Item>
        <List.Item>{t('choose.hevy')}</List.Item>
      </List.Root>
      <Text color="fg.muted" textStyle="sm">
        {t('choose.limit')}
      </Text>
      <Field.Root disabled={reading}>
        <Field.Label>{t('choose.file')}</Field.Label>
        <Input
          type="file"
          accept=".csv,text/csv"
          p="1.5"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
      </Field.Root>
      {reading ? (
        <Text role="status" color="fg.muted">
          {t('choose.reading')}
        </Text>
      ) : null}
    </Stack>
  );
}

import { Alert, Card, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/components/page-header';
import { StepProgress } from '../../../ui/components/step-progress';
import { ChooseFileStep } from '../components/choose-file-step';
import { DoneStep } from '../components/done-step';
import { MatchStep } from '../components/match-step';
import { PreviewStep } from '../components/preview-step';
import { useImportFlow, type ImportStep } from '../use-import-flow';

const STEPS: ImportStep[] = ['choose', 'match', 'preview', 'done'];
const HEADINGS = {
  choose: 'choose.heading',
  match: 'match.heading',
  preview: 'preview.heading',
  done: 'done.heading',
} as const;

/** /dashboard/importar: a Strong or Hevy export into the history. */
export default function ImportPage() {
  const { t } = useTranslation('import');
  const flow = useImportFlow();
  const { step, preview, result } = flow;
  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <StepProgress steps={STEPS.map((s) => t(`steps.${s}`))} current={STEPS.indexOf(step)} label={t('steps.label')} />
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Heading as="h2" size="lg">
            {t(HEADINGS[step])}
          </Heading>
          {flow.error ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{flow.error}</Alert.Title>
            </Alert.Root>
          ) : null}
          {step === 'choose' ? (
            <ChooseFileStep
              reading={flow.reading}
              onFile={(file) => void flow.chooseFile(file, t('choose.tooBig'), t('error'))}
            />
          ) : null}
          {step === 'match' && preview ? (
            <MatchStep
              preview={preview}
              matches={flow.matches}
              onChange={flow.setMatch}
              onBack={flow.restart}
              onNext={() => flow.setStep('preview')}
            />
          ) : null}
          {step === 'preview' && preview ? (
            <PreviewStep
              preview={preview}
              matches={flow.matches}
              importing={flow.importing}
              onBack={() => flow.setStep('match')}
              onImport={() => void flow.confirm(t('error'))}
            />
          ) : null}
          {step === 'done' && result ? <DoneStep result={result} onAgain={flow.restart} /> : null}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

import { Alert, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StepProgress } from '../../../ui/components/step-progress';
import { usePlanWizard } from '../use-plan-wizard';
import { WIZARD_STEPS } from '../wizard';
import { STEP_FIELDS } from './wizard-steps';

/** The server's refusal: its own message when it sent one, else a general one. */
function ServerError({ message }: { message: string | null }) {
  const { t } = useTranslation('plans');
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('wizard.serverError')}</Alert.Title>
        {message ? <Alert.Description>{message}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * "Crear programa": six short steps (experience, days and sessions, weeks and length, equipment,
 * what to avoid, start date) in one form. Each step's heading takes the focus when it opens, so a
 * keyboard or screen-reader user starts on it; Enter moves on like "Siguiente".
 */
export function PlanWizard() {
  const { t } = useTranslation('plans');
  const { form, step, last, back, onSubmit, submitting, serverError } = usePlanWizard();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const current = WIZARD_STEPS[step]!;
  const Fields = STEP_FIELDS[current.key];

  useEffect(() => {
    // Not on the first render: the page's own heading comes first there.
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="plan-wizard-step">
        <Stack gap="6" maxW="3xl">
          <Stack gap="4">
            <StepProgress
              steps={WIZARD_STEPS.map((s) => t(`wizard.steps.${s.key}`))}
              current={step}
              label={t('wizard.stepsLabel')}
            />
            <Heading as="h2" size="lg" id="plan-wizard-step" ref={heading} tabIndex={-1} outline="none">
              {t(`wizard.steps.${current.key}`)}
            </Heading>
          </Stack>
          <Fields />
          {serverError !== undefined ? <ServerError message={serverError} /> : null}
          <HStack gap="3">
            {step > 0 ? (
              <Button variant="outline" onClick={back} disabled={submitting}>
                {t('wizard.back')}
              </Button>
            ) : null}
            <Button type="submit" colorPalette="brand" loading={submitting} loadingText={t('wizard.submitting')}>
              {last ? t('wizard.submit') : t('wizard.next')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}

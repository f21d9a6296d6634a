import { Alert, chakra, Checkbox, Field, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { RegisterForm } from '../../../lib/validation';
import type { RegisterFieldsProps } from './register-account-fields';

/** A legal page, opened in a new tab so that the half-filled form stays where it is. */
function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link href={to} target="_blank" rel="noopener" color="brand.fg" fontWeight="semibold" textDecoration="underline">
      {children}
    </Link>
  );
}

/** One required tick of the form, its label, and the Spanish text of its message. */
function ConsentCheckbox({
  name,
  control,
  error,
  helper,
  children,
}: {
  name: 'terms' | 'guardian';
  control: Control<RegisterForm>;
  error?: string;
  helper?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('validation');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field.Root invalid={Boolean(error)}>
          <Checkbox.Root
            checked={field.value}
            onCheckedChange={(e) => field.onChange(e.checked === true)}
            colorPalette="brand"
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} ref={field.ref} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              {children}
              <chakra.span aria-hidden="true" color="fg.error" ms="0.5">
                *
              </chakra.span>
            </Checkbox.Label>
          </Checkbox.Root>
          {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
          {error ? <Field.ErrorText>{t(error as 'required')}</Field.ErrorText> : null}
        </Field.Root>
      )}
    />
  );
}

/**
 * Registration, last part: the guardian's consent below the Terms' minimum age, and the Terms and
 * privacy policy accepted. Browser-only: neither tick is sent to the server.
 */
export function RegisterConsentFields({
  control,
  errors,
  minor,
}: Pick<RegisterFieldsProps, 'errors'> & { control: Control<RegisterForm>; minor: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="4">
      {minor ? (
        <Stack gap="3" data-testid="guardian-consent">
          <Alert.Root status="info" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Description>{t('register.minorNotice')}</Alert.Description>
          </Alert.Root>
          <ConsentCheckbox name="guardian" control={control} error={errors.guardian?.message}>
            {t('register.guardian')}
          </ConsentCheckbox>
        </Stack>
      ) : null}
      <ConsentCheckbox name="terms" control={control} error={errors.terms?.message} helper={t('register.termsHelper')}>
        <Trans
          t={t}
          i18nKey="register.terms"
          components={{ terms: <LegalLink to="/terminos" />, privacy: <LegalLink to="/privacidad" /> }}
        />
      </ConsentCheckbox>
    </Stack>
  );
}

import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { firstFormMessage, resetPasswordSchema, type ResetPasswordForm as Form } from '../../../lib/validation';
import { FormField } from '../../../ui/components/form-field';
import { PasswordInput } from '../../../ui/components/password-input';
import { useResetPasswordMutation } from '../api';
import { useDelayedNavigate } from '../use-delayed-navigate';
import { AuthForm } from './auth-form';
import { AuthShell } from './auth-shell';
import { TextLink } from './text-link';

/** docs/PRODUCT.md §9: go to /login 1 s after the password was changed. */
export const REDIRECT_AFTER_RESET_MS = 1000;

export interface ResetPasswordFormProps {
  token: string;
  /** The server refused the link after all (403: used meanwhile, or expired while typing). */
  onRefused(): void;
}

/** docs/PRODUCT.md §2, "Reset password": the two fields, for a link the server still accepts. */
export function ResetPasswordForm({ token, onRefused }: ResetPasswordFormProps) {
  const { t } = useTranslation(['auth', 'validation']);
  const [resetPassword, { isLoading, isSuccess }] = useResetPasswordMutation();
  const goLater = useDelayedNavigate();
  const { register, handleSubmit, trigger, getValues, formState } = useForm<Form>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onChange',
    defaultValues: { password: '', password_repeat: '' },
  });
  const { errors } = formState;
  // The confirmation is checked again when the password changes, once it has been typed.
  const revalidateConfirmation = () => {
    if (getValues('password_repeat') !== '') void trigger('password_repeat');
  };

  const onSubmit = handleSubmit(
    async ({ password }) => {
      try {
        await resetPassword({ token, password }).unwrap();
        toast.success(t('reset.success'));
        goLater('/login', REDIRECT_AFTER_RESET_MS);
      } catch (err) {
        toast.error(t('reset.error'));
        if ((err as { status?: unknown }).status === 403) onRefused();
      }
    },
    // SPEC's "complete los campos en blanco" only for a blank field; otherwise the field's own message.
    (invalid) => toast.error(t(firstFormMessage(invalid))),
  );

  return (
    <AuthShell
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={<TextLink to="/reset-password">{t('reset.requestNew')}</TextLink>}
    >
      <AuthForm onSubmit={onSubmit}>
        <Stack gap="5">
          <FormField label={t('reset.password')} error={errors.password?.message} helper={t('register.passwordHint')}>
            <PasswordInput
              autoComplete="new-password"
              {...register('password', { onChange: revalidateConfirmation })}
            />
          </FormField>
          <FormField label={t('reset.passwordRepeat')} error={errors.password_repeat?.message}>
            <PasswordInput autoComplete="new-password" {...register('password_repeat')} />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={isLoading}
            loadingText={t('reset.submit')}
            disabled={isSuccess}
          >
            {t('reset.submit')}
          </Button>
        </Stack>
      </AuthForm>
    </AuthShell>
  );
}

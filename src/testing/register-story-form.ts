import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { registerFormSchemaAt, type RegisterForm } from '../lib/validation';
import { GOOD_PASSWORD } from './handlers/auth';
import { STORY_TODAY } from './stories';
import { EMPTY } from '../features/auth/pages/register-page';

/**
 * What the stories of the register form's field groups share: the form as the register page holds
 * it (the shared schema as of STORY_TODAY, checked on every change), without the page.
 */
export const FILLED_REGISTER: RegisterForm = {
  nombre: 'Lucía',
  apellidos: 'García',
  email: 'lucia.garcia@forja.com',
  password: GOOD_PASSWORD,
  confirm_password: GOOD_PASSWORD,
  sexo: '2',
  day: '7',
  month: '03',
  year: '1990',
  objetivo_id: '3',
  peso: '62.5',
  altura: '168',
  terms: true,
  guardian: false,
};

export interface RegisterStoryProps {
  /** The values the form starts with (the empty form's where left out). */
  values?: Partial<RegisterForm>;
  /** Checked at once, as when the form is sent: every message shows. */
  checked?: boolean;
}

/** The register page's form (react-hook-form with the shared zod schema), checked at once if asked. */
export function useRegisterStoryForm({ values, checked = false }: RegisterStoryProps) {
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchemaAt(STORY_TODAY)),
    mode: 'onChange',
    defaultValues: { ...EMPTY, ...values },
  });
  const { trigger } = form;
  useEffect(() => {
    if (checked) void trigger();
  }, [checked, trigger]);
  return form;
}

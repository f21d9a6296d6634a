/**
 * Validation rules of docs/PRODUCT.md §5, shared by the web forms and the server (one module,
 * both sides import it). Messages are keys of the `validation` namespace in src/locales/es:
 * the web app shows their Spanish text with `t(message)`; the server answers in English.
 */
import { z } from '../zod';
import { DECIMAL_PATTERN } from '../decimal';
import { COMMENT_MAX, isMultiLine, isOneLine } from '../text';

/** A message key of src/locales/es/validation.json (`validation:<key>`). */
export type ValidationKey =
  | 'validation:required'
  | 'validation:selectOption'
  | 'validation:minName'
  | 'validation:minSurname'
  | 'validation:email'
  | 'validation:passwordMin'
  | 'validation:passwordMinLong'
  | 'validation:passwordRules'
  | 'validation:passwordMismatch'
  | 'validation:passwordMismatchReset'
  | 'validation:numeric'
  | 'validation:invalidDate'
  | 'validation:tooLong'
  | 'validation:controlChars'
  | 'validation:acceptTerms'
  | 'validation:guardianConsent'
  | 'validation:dateFormat';

const msg = (key: ValidationKey) => ({ message: key });

/** The messages that mean "nothing typed, chosen or ticked here" (a required box left unticked counts). */
const BLANK_MESSAGES: ReadonlySet<unknown> = new Set<ValidationKey>([
  'validation:required',
  'validation:selectOption',
  'validation:acceptTerms',
  'validation:guardianConsent',
]);

/** A form's failed fields as react-hook-form reports them (each with its message key). */
type FieldErrorsLike = Partial<Record<string, { message?: unknown } | undefined>>;

/** Whether a failed form has a blank field: only then SPEC's "Por favor, complete los campos en blanco." */
export function hasBlankField(errors: FieldErrorsLike): boolean {
  return Object.values(errors).some((error) => BLANK_MESSAGES.has(error?.message));
}

/**
 * What a failed submit says in one line: SPEC's "complete los campos en blanco" when a field is
 * blank, otherwise the first field's own message (an invalid e-mail is not a blank field).
 */
export function firstFormMessage(errors: FieldErrorsLike): ValidationKey | 'validation:incomplete' {
  if (hasBlankField(errors)) return 'validation:incomplete';
  const first = Object.values(errors).find((error) => typeof error?.message === 'string');
  return (first?.message as ValidationKey | undefined) ?? 'validation:incomplete';
}

/**
 * docs/PRODUCT.md §5: word characters and dots, then @, then letters or underscores, then a 2-3
 * letter ending. Widened (issue #40): `+` and `-` before the @ (`nombre+gym@dominio.es`,
 * `jose-luis@…`), and digits, hyphens and subdomains after it (`alumnos.uni-sevilla.es`); the 2-3
 * letter ending stays.
 */
export const EMAIL_PATTERN = /^[\w.+-]+@[a-zA-Z0-9_-]+(\.[a-zA-Z0-9_-]+)*\.[a-zA-Z]{2,3}$/;
/** Forgot-password's "simple e-mail pattern". */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;
/** An upper-case letter, a lower-case letter, a digit 1-9 and a special character. */
export function meetsPasswordRules(value: string): boolean {
  return /[A-Z]/.test(value) && /[a-z]/.test(value) && /[1-9]/.test(value) && /[^A-Za-z0-9\s]/.test(value);
}
/** Weight as typed: up to 3 decimals, after a decimal comma ("82,5") or point ("82.5"). */
export const WEIGHT_PATTERN = /^\d+([.,]\d{1,3})?$/;
/** Height as typed: up to 2 decimals, after a comma or a point. */
export const HEIGHT_PATTERN = /^\d+([.,]\d{1,2})?$/;

const required = z.string().trim().min(1, msg('validation:required'));

const controlChars = msg('validation:controlChars');

/** A one-line text (names, e-mails): no control character at all, tab and line breaks included. */
export const oneLineText = z.string().refine(isOneLine, controlChars);
/** A multi-line text (comments): tab and line feed, no other control character. */
export const multiLineText = z.string().refine(isMultiLine, controlChars);
/** Any other text (passwords: hashed, never stored as text): no NUL (PostgreSQL refuses it in text). */
export const noNulText = z.string().refine((v) => !v.includes('\u0000'), controlChars);

/** Required one-line text: control characters are refused before spaces are trimmed. */
const requiredLine = oneLineText.trim().min(1, msg('validation:required'));

/** A refinement comparing two fields runs whenever both are strings, whatever else fails. */
function bothStrings(a: string, b: string) {
  return (payload: z.core.ParsePayload): boolean => {
    const value = payload.value as Record<string, unknown> | null;
    return typeof value?.[a] === 'string' && typeof value[b] === 'string';
  };
}

export const nombreRule = requiredLine.pipe(z.string().min(3, msg('validation:minName')));
export const apellidosRule = requiredLine.pipe(z.string().min(2, msg('validation:minSurname')));
export const emailRule = requiredLine.pipe(z.string().regex(EMAIL_PATTERN, msg('validation:email')));
export const passwordRule = noNulText
  .min(1, msg('validation:required'))
  .min(PASSWORD_MIN, msg('validation:passwordMin'))
  .refine(meetsPasswordRules, msg('validation:passwordRules'));
const selectRule = z.string().min(1, msg('validation:selectOption'));

/**
 * The Terms' minimum age (src/locales/es/legal.json, "2. Quién puede registrarse"): 18, or younger
 * with the consent of a parent or legal guardian. The Terms set no absolute minimum below it.
 */
export const TERMS_MIN_AGE = 18;

/** Whole years from the birth date (the form's three selects) to `now`'s local date; null while incomplete. */
export function ageFromParts(parts: { day: string; month: string; year: string }, now: Date): number | null {
  const [day, month, year] = [Number(parts.day), Number(parts.month), Number(parts.year)];
  if (!day || !month || !year) return null;
  const beforeBirthday = now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day);
  return now.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** Under the Terms' minimum age: the guardian's consent is asked for. */
export function needsGuardianConsent(parts: { day: string; month: string; year: string }, now: Date): boolean {
  const age = ageFromParts(parts, now);
  return age !== null && age < TERMS_MIN_AGE;
}

/**
 * The registration form (docs/PRODUCT.md §5, "Registration"): every field of the payload is a
 * string. The form adds two browser-only ticks, never sent: the Terms and privacy policy accepted
 * (required), and the guardian's consent (required below the Terms' minimum age, as of `now`, today
 * by default).
 */
export function registerFormSchemaAt(now?: Date) {
  return z
    .object({
      nombre: nombreRule,
      apellidos: apellidosRule,
      email: emailRule,
      password: passwordRule,
      confirm_password: passwordRule,
      sexo: selectRule,
      day: selectRule,
      month: selectRule,
      year: selectRule,
      objetivo_id: selectRule,
      peso: required.pipe(z.string().regex(WEIGHT_PATTERN, msg('validation:numeric'))),
      altura: required.pipe(z.string().regex(HEIGHT_PATTERN, msg('validation:numeric'))),
      terms: z.boolean(),
      guardian: z.boolean(),
    })
    .refine((v) => v.password === v.confirm_password, {
      path: ['confirm_password'],
      message: 'validation:passwordMismatch',
      // Also while other fields are still missing, so the form can say it as soon as the
      // confirmation is typed.
      when: bothStrings('password', 'confirm_password'),
    })
    .refine((v) => v.terms, {
      path: ['terms'],
      message: 'validation:acceptTerms',
      when: (payload) => typeof (payload.value as { terms?: unknown } | null)?.terms === 'boolean',
    })
    .refine((v) => v.guardian || !needsGuardianConsent(v, now ?? new Date()), {
      path: ['guardian'],
      message: 'validation:guardianConsent',
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | null;
        return (
          ['day', 'month', 'year'].every((k) => typeof value?.[k] === 'string') && typeof value?.guardian === 'boolean'
        );
      },
    });
}
export const registerFormSchema = registerFormSchemaAt();
export type RegisterForm = z.input<typeof registerFormSchema>;

/** Accepts `YYYY-MM-DD` (what the form sends) and `DD-MM-YYYY`; yields `YYYY-MM-DD` of a real date. */
export const birthDateRule = z.string().transform((value, ctx) => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const wire = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : wire ? [wire[3], wire[2], wire[1]] : [];
  const date = y && m && d ? new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))) : null;
  const real =
    date !== null &&
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d);
  if (!real) {
    ctx.addIssue({ code: 'custom', message: 'validation:invalidDate' });
    return z.NEVER;
  }
  return `${y}-${m}-${d}`;
});

const decimals = (max: number) => (n: number) => {
  const [, fraction = ''] = String(n).split('.');
  return fraction.length <= max;
};

/** Longest name, surname or e-mail the server stores (a bound for payloads, not for the forms). */
export const TEXT_MAX = 100;
const bounded = z.string().max(TEXT_MAX, msg('validation:tooLong'));

/** A birth date on the wire (both formats), not in the future. */
const birthDatePayloadRule = birthDateRule.refine(
  (iso) => iso <= new Date().toISOString().slice(0, 10),
  msg('validation:invalidDate'),
);
const sexoRule = z.number().int().min(1).max(3);
const pesoRule = z.number().positive().max(1000).refine(decimals(3), msg('validation:numeric'));
const alturaRule = z.number().positive().max(300).refine(decimals(2), msg('validation:numeric'));
const goalIdRule = z.number().int().positive().max(2_147_483_647);

/** `POST users/register` body (docs/PRODUCT.md §3 "Registration payload"). */
export const registerPayloadSchema = z.object({
  nombre: nombreRule.pipe(bounded),
  apellidos: apellidosRule.pipe(bounded),
  email: emailRule.pipe(bounded),
  password: passwordRule,
  fecha_nacimiento: birthDatePayloadRule,
  sexo: sexoRule,
  peso: pesoRule,
  altura: alturaRule,
  objetivo_id: goalIdRule,
});
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

/**
 * `PUT users/update` body: the profile form's rules (every field required, e-mail of e-mail type)
 * with the registration bounds for numbers and dates. The goal travels as `id_objetivo`;
 * `objetivo_id` is accepted too.
 */
export const profileUpdatePayloadSchema = z
  .object({
    nombre: requiredLine.pipe(bounded),
    apellidos: requiredLine.pipe(bounded),
    email: requiredLine.pipe(z.email(msg('validation:email'))).pipe(bounded),
    fecha_nacimiento: birthDatePayloadRule,
    sexo: sexoRule,
    peso: pesoRule,
    altura: alturaRule,
    id_objetivo: goalIdRule.optional(),
    objetivo_id: goalIdRule.optional(),
  })
  .refine((v) => v.id_objetivo !== undefined || v.objetivo_id !== undefined, {
    path: ['id_objetivo'],
    message: 'validation:selectOption',
  })
  .transform(({ id_objetivo, objetivo_id, ...rest }) => ({ ...rest, objetivo_id: (id_objetivo ?? objetivo_id)! }));
export type ProfileUpdatePayload = z.input<typeof profileUpdatePayloadSchema>;

/** `PUT users/update-password` body (wire names: oldPassword and password). */
export const changePasswordPayloadSchema = z.object({
  oldPassword: noNulText.min(1, msg('validation:required')),
  password: passwordRule,
});
export type ChangePasswordPayload = z.input<typeof changePasswordPayloadSchema>;

/** `DELETE users/me` body: the current password, asked again before the account is deleted. */
export const deleteAccountPayloadSchema = z.object({ password: noNulText.min(1, msg('validation:required')) });
export type DeleteAccountPayload = z.input<typeof deleteAccountPayloadSchema>;

/** `PUT users/reset-password` body: `password` (`newPassword` accepted too). */
export const resetPasswordPayloadSchema = z
  .object({ password: passwordRule.optional(), newPassword: passwordRule.optional() })
  .refine((v) => v.password !== undefined || v.newPassword !== undefined, {
    path: ['password'],
    message: 'validation:required',
  })
  .transform((v) => ({ password: (v.password ?? v.newPassword)! }));
export type ResetPasswordPayload = z.input<typeof resetPasswordPayloadSchema>;

/** Login: e-mail and password required, nothing else. */
export const loginSchema = z.object({
  email: requiredLine,
  password: noNulText.min(1, msg('validation:required')),
});
export type LoginForm = z.input<typeof loginSchema>;

/** Forgot password. */
export const forgotPasswordSchema = z.object({
  email: requiredLine.pipe(z.string().regex(SIMPLE_EMAIL_PATTERN, msg('validation:email'))),
});
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;

/** `POST users/resend-verification` body, and the form that asks for a new verification link. */
export const resendVerificationSchema = z.object({
  email: requiredLine.pipe(z.string().regex(SIMPLE_EMAIL_PATTERN, msg('validation:email'))).pipe(bounded),
});
export type ResendVerificationForm = z.input<typeof resendVerificationSchema>;

const resetPasswordRule = noNulText
  .min(1, msg('validation:required'))
  .min(PASSWORD_MIN, msg('validation:passwordMinLong'))
  .refine(meetsPasswordRules, msg('validation:passwordRules'));

/** Reset screen: both fields follow the rules and must be equal. */
export const resetPasswordSchema = z
  .object({ password: resetPasswordRule, password_repeat: resetPasswordRule })
  .refine((v) => v.password === v.password_repeat, {
    path: ['password_repeat'],
    message: 'validation:passwordMismatchReset',
    when: bothStrings('password', 'password_repeat'),
  });
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

/** Profile password change: old required, new >= 8, repeat equal to new. */
export const changePasswordSchema = z
  .object({
    oldPassword: noNulText.min(1, msg('validation:required')),
    newPassword: noNulText.min(1, msg('validation:required')).min(PASSWORD_MIN, msg('validation:passwordMin')),
    repeatPassword: noNulText.min(1, msg('validation:required')),
  })
  .refine((v) => v.newPassword === v.repeatPassword, {
    path: ['repeatPassword'],
    message: 'validation:passwordMismatch',
  });
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;

/** Profile edit form: every field required, e-mail of e-mail type. */
export const profileFormSchema = z.object({
  nombre: requiredLine,
  apellidos: requiredLine,
  email: requiredLine.pipe(z.email(msg('validation:email'))),
  // YYYY-MM-DD of a real day; the date field passes a typed non-date on as typed.
  fecha_nacimiento: required.pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, msg('validation:dateFormat'))
      .pipe(birthDateRule),
  ),
  sexo: selectRule,
  peso: required.pipe(z.string().regex(DECIMAL_PATTERN, msg('validation:numeric'))),
  altura: required.pipe(z.string().regex(DECIMAL_PATTERN, msg('validation:numeric'))),
  objetivo_id: selectRule,
});
export type ProfileForm = z.input<typeof profileFormSchema>;

/** An exercise's comment in a user routine: multi-line text of at most 500 characters. */
export const commentRule = multiLineText.max(COMMENT_MAX, msg('validation:tooLong'));

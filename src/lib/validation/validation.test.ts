import { describe, expect, it } from 'vitest';
import { userRoutineExercisePatch } from '../contract';
import {
  birthDateRule,
  changePasswordPayloadSchema,
  commentRule,
  loginSchema,
  profileFormSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  profileUpdatePayloadSchema,
  ageFromParts,
  registerFormSchema,
  registerFormSchemaAt,
  registerPayloadSchema,
  firstFormMessage,
  hasBlankField,
  resetPasswordPayloadSchema,
  resetPasswordSchema,
} from '.';

const validForm = {
  nombre: 'Lucía',
  apellidos: 'Pérez',
  email: 'lucia.perez@gmail.com',
  password: 'Secreta#2025',
  confirm_password: 'Secreta#2025',
  sexo: '2',
  day: '17',
  month: '05',
  year: '1990',
  objetivo_id: '3',
  peso: '62.125',
  altura: '168.5',
  terms: true,
  guardian: false,
};

/** A valid `POST users/register` body. */
const validPayload = {
  nombre: 'Lucía',
  apellidos: 'Pérez',
  email: 'lucia.perez@gmail.com',
  password: 'Secreta#2025',
  fecha_nacimiento: '1990-05-17',
  sexo: 2,
  peso: 62.125,
  altura: 168.5,
  objetivo_id: 3,
};

function firstMessage(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return result.error?.issues.find((i) => i.path[0] === field)?.message;
}

describe('registration rules (docs/PRODUCT.md §5)', () => {
  it('accepts a complete, valid form', () => {
    expect(registerFormSchema.safeParse(validForm).success).toBe(true);
  });

  it.each([
    ['nombre', '', 'validation:required'],
    ['nombre', 'Al', 'validation:minName'],
    ['apellidos', 'P', 'validation:minSurname'],
    ['email', 'lucia@gmail', 'validation:email'],
    ['email', 'lucia@gmail.info', 'validation:email'],
    ['email', 'lucía@gmail.com', 'validation:email'],
    ['password', 'Ab1#', 'validation:passwordMin'],
    ['password', 'secreta#2025', 'validation:passwordRules'],
    ['password', 'Secreta#0000', 'validation:passwordRules'],
    ['password', 'Secreta12025', 'validation:passwordRules'],
    ['sexo', '', 'validation:selectOption'],
    ['objetivo_id', '', 'validation:selectOption'],
    ['peso', '', 'validation:required'],
    ['peso', '62.1234', 'validation:numeric'],
    ['peso', 'sesenta', 'validation:numeric'],
    ['altura', '168.555', 'validation:numeric'],
    ['peso', '82,1234', 'validation:numeric'],
    ['peso', '8,2,5', 'validation:numeric'],
    ['email', 'nombre+gym@dominio', 'validation:email'],
    ['email', 'nombre gym@dominio.es', 'validation:email'],
  ])('%s = %j fails with %s', (field, value, message) => {
    const result = registerFormSchema.safeParse({ ...validForm, [field]: value });
    expect(firstMessage(result, field)).toBe(message);
  });

  it.each([
    ['peso', '82,5'],
    ['peso', '62,125'],
    ['altura', '168,5'],
    ['email', 'nombre+gym@dominio.es'],
    ['email', 'jose-luis@alumnos.uni-sevilla.es'],
  ])('%s = %j passes (decimal comma, plus addresses: issue #40)', (field, value) => {
    expect(registerFormSchema.safeParse({ ...validForm, [field]: value }).success).toBe(true);
  });

  it('the server takes a plus address too (one rule for both sides)', () => {
    expect(registerPayloadSchema.safeParse({ ...validPayload, email: 'nombre+gym@dominio.es' }).success).toBe(true);
  });

  it('the profile form takes a decimal comma', () => {
    const profile = {
      nombre: 'Ana',
      apellidos: 'Ruiz',
      email: 'nombre+gym@dominio.es',
      fecha_nacimiento: '1991-06-18',
      sexo: '2',
      peso: '82,5',
      altura: '165,5',
      objetivo_id: '1',
    };
    expect(profileFormSchema.safeParse(profile).success).toBe(true);
    expect(firstMessage(profileFormSchema.safeParse({ ...profile, peso: '82,5,1' }), 'peso')).toBe(
      'validation:numeric',
    );
  });

  it('requires the confirmation to match', () => {
    const result = registerFormSchema.safeParse({ ...validForm, confirm_password: 'Otra#2025x' });
    expect(firstMessage(result, 'confirm_password')).toBe('validation:passwordMismatch');
  });

  it('reports the mismatch while other fields are still empty', () => {
    const result = registerFormSchema.safeParse({
      ...validForm,
      nombre: '',
      sexo: '',
      confirm_password: 'Otra#2025x',
    });
    expect(firstMessage(result, 'confirm_password')).toBe('validation:passwordMismatch');
    expect(firstMessage(result, 'nombre')).toBe('validation:required');
    const same = registerFormSchema.safeParse({ ...validForm, nombre: '' });
    expect(firstMessage(same, 'confirm_password')).toBeUndefined();
  });

  it('requires the Terms and privacy policy ticked, also while other fields are missing', () => {
    const result = registerFormSchema.safeParse({ ...validForm, terms: false, nombre: '' });
    expect(firstMessage(result, 'terms')).toBe('validation:acceptTerms');
    expect(firstMessage(registerFormSchema.safeParse(validForm), 'terms')).toBeUndefined();
  });

  it("asks for the guardian's consent below the Terms' minimum age of 18 only", () => {
    const now = new Date(2026, 5, 1, 10);
    const schema = registerFormSchemaAt(now);
    // 18 today: no consent needed; 18 tomorrow: 17 today, consent required.
    const adult = { ...validForm, day: '1', month: '06', year: '2008' };
    const minor = { ...validForm, day: '2', month: '06', year: '2008' };
    expect(ageFromParts(adult, now)).toBe(18);
    expect(ageFromParts(minor, now)).toBe(17);
    expect(schema.safeParse(adult).success).toBe(true);
    expect(firstMessage(schema.safeParse(minor), 'guardian')).toBe('validation:guardianConsent');
    expect(schema.safeParse({ ...minor, guardian: true }).success).toBe(true);
    expect(ageFromParts({ day: '', month: '06', year: '2008' }, now)).toBeNull();
    expect(firstMessage(schema.safeParse({ ...minor, day: '' }), 'guardian')).toBeUndefined();
  });

  it('payload: numbers, both date formats, decimals bounded', () => {
    const payload = validPayload;
    expect(registerPayloadSchema.parse(payload).fecha_nacimiento).toBe('1990-05-17');
    expect(registerPayloadSchema.parse({ ...payload, fecha_nacimiento: '17-05-1990' }).fecha_nacimiento).toBe(
      '1990-05-17',
    );
    expect(registerPayloadSchema.safeParse({ ...payload, fecha_nacimiento: '31-02-1990' }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...payload, peso: 62.1234 }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...payload, altura: 168.123 }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...payload, sexo: 4 }).success).toBe(false);
  });

  it('birth date accepts YYYY-MM-DD and DD-MM-YYYY only', () => {
    expect(birthDateRule.safeParse('2000-01-31').success).toBe(true);
    expect(birthDateRule.safeParse('31/01/2000').success).toBe(false);
  });
});

describe('password forms', () => {
  it('reset: rules and the "NO coinciden" message', () => {
    expect(resetPasswordSchema.safeParse({ password: 'Nueva#2026', password_repeat: 'Nueva#2026' }).success).toBe(true);
    const short = resetPasswordSchema.safeParse({ password: 'Ab1#', password_repeat: 'Ab1#' });
    expect(firstMessage(short, 'password')).toBe('validation:passwordMinLong');
    const mismatch = resetPasswordSchema.safeParse({ password: 'Nueva#2026', password_repeat: 'Nueva#2027' });
    expect(firstMessage(mismatch, 'password_repeat')).toBe('validation:passwordMismatchReset');
    const shortAndDifferent = resetPasswordSchema.safeParse({ password: 'Ab1#', password_repeat: 'Nueva#2027' });
    expect(firstMessage(shortAndDifferent, 'password')).toBe('validation:passwordMinLong');
    expect(firstMessage(shortAndDifferent, 'password_repeat')).toBe('validation:passwordMismatchReset');
  });

  it('change: new >= 8 and repeat equal', () => {
    const ok = changePasswordSchema.safeParse({
      oldPassword: 'x',
      newPassword: '12345678',
      repeatPassword: '12345678',
    });
    expect(ok.success).toBe(true);
    const bad = changePasswordSchema.safeParse({
      oldPassword: 'x',
      newPassword: '12345678',
      repeatPassword: '1234567',
    });
    expect(firstMessage(bad, 'repeatPassword')).toBe('validation:passwordMismatch');
  });

  it('forgot: required, then a simple e-mail pattern', () => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: '' }), 'email')).toBe('validation:required');
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: 'no-arroba' }), 'email')).toBe('validation:email');
    expect(forgotPasswordSchema.safeParse({ email: 'ana@correo.es' }).success).toBe(true);
  });
});

describe('server payloads (users)', () => {
  const profile = {
    nombre: 'Ana',
    apellidos: 'Ruiz',
    email: 'ana.ruiz@correo.example.com',
    fecha_nacimiento: '18-06-1991',
    sexo: 2,
    peso: 60,
    altura: 165.5,
  };

  it('profile update: goal as id_objetivo or objetivo_id, date normalised to YYYY-MM-DD', () => {
    expect(profileUpdatePayloadSchema.parse({ ...profile, id_objetivo: 2 })).toMatchObject({
      objetivo_id: 2,
      fecha_nacimiento: '1991-06-18',
    });
    expect(profileUpdatePayloadSchema.parse({ ...profile, objetivo_id: 4 }).objetivo_id).toBe(4);
    const missing = profileUpdatePayloadSchema.safeParse(profile);
    expect(firstMessage(missing, 'id_objetivo')).toBe('validation:selectOption');
    expect(profileUpdatePayloadSchema.safeParse({ ...profile, id_objetivo: 1, peso: 60.1234 }).success).toBe(false);
  });

  it('a birth date in the future is refused', () => {
    const next = new Date();
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    const future = next.toISOString().slice(0, 10);
    expect(profileUpdatePayloadSchema.safeParse({ ...profile, id_objetivo: 1, fecha_nacimiento: future }).success).toBe(
      false,
    );
  });

  it('password change and reset follow the password rule; reset accepts newPassword', () => {
    expect(changePasswordPayloadSchema.safeParse({ oldPassword: 'x', password: 'Nueva#2026' }).success).toBe(true);
    expect(
      firstMessage(changePasswordPayloadSchema.safeParse({ oldPassword: 'x', password: 'nueva' }), 'password'),
    ).toBe('validation:passwordMin');
    expect(resetPasswordPayloadSchema.parse({ newPassword: 'Nueva#2026' })).toEqual({ password: 'Nueva#2026' });
    expect(firstMessage(resetPasswordPayloadSchema.safeParse({}), 'password')).toBe('validation:required');
  });
});

describe('control characters (PostgreSQL refuses NUL; names and e-mails are one line)', () => {
  const CONTROL = 'validation:controlChars';

  it.each([
    ['nombre', 'Ana\u0000'],
    ['nombre', 'Ana\nLuz'],
    ['nombre', 'Ana\tLuz'],
    ['apellidos', 'Pérez\u0085'],
    ['email', 'lucia\u0000@gmail.com'],
    ['password', 'Secreta#2025\u0000'],
  ])('register form: %s = %j fails with controlChars', (field, value) => {
    expect(firstMessage(registerFormSchema.safeParse({ ...validForm, [field]: value }), field)).toBe(CONTROL);
  });

  it('accepts letters of any script in names', () => {
    expect(registerFormSchema.safeParse({ ...validForm, nombre: 'Zoë Łukasz 李 😀', apellidos: 'שלום' }).success).toBe(
      true,
    );
  });

  it('profile, login, forgot, reset and change forms refuse them too', () => {
    const profile = {
      nombre: 'Ana\u001b',
      apellidos: 'Ruiz',
      email: 'ana@correo.es',
      fecha_nacimiento: '1991-06-18',
      sexo: '2',
      peso: '60',
      altura: '165',
      objetivo_id: '1',
    };
    expect(firstMessage(profileFormSchema.safeParse(profile), 'nombre')).toBe(CONTROL);
    expect(firstMessage(loginSchema.safeParse({ email: 'ana\u0000@correo.es', password: 'x' }), 'email')).toBe(CONTROL);
    expect(firstMessage(loginSchema.safeParse({ email: 'ana@correo.es', password: 'x\u0000' }), 'password')).toBe(
      CONTROL,
    );
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: 'ana\u0000@correo.es' }), 'email')).toBe(CONTROL);
    const reset = resetPasswordSchema.safeParse({ password: 'Nueva#2026\u0000', password_repeat: 'Nueva#2026\u0000' });
    expect(firstMessage(reset, 'password')).toBe(CONTROL);
    const change = changePasswordSchema.safeParse({
      oldPassword: 'x',
      newPassword: '1234\u00005678',
      repeatPassword: '1234\u00005678',
    });
    expect(firstMessage(change, 'newPassword')).toBe(CONTROL);
  });

  it('a password may hold a tab or any other character but NUL (it is hashed, never stored)', () => {
    expect(loginSchema.safeParse({ email: 'ana@correo.es', password: 'a\tb\u0007c' }).success).toBe(true);
  });

  it('payloads the server checks refuse them as the forms do', () => {
    const payload = validPayload;
    expect(firstMessage(registerPayloadSchema.safeParse({ ...payload, nombre: 'Lu\ncía' }), 'nombre')).toBe(CONTROL);
    const profile = { ...payload, id_objetivo: 3, apellidos: 'Pé\u0000rez' };
    expect(firstMessage(profileUpdatePayloadSchema.safeParse(profile), 'apellidos')).toBe(CONTROL);
    const old = changePasswordPayloadSchema.safeParse({ oldPassword: '\u0000', password: 'Nueva#2026' });
    expect(firstMessage(old, 'oldPassword')).toBe(CONTROL);
  });

  it('a comment is multi-line: tab and line feed, no other control character, at most 500 characters', () => {
    expect(commentRule.safeParse('Baja lento\n\t3 s arriba 💪').success).toBe(true);
    for (const comment of ['a\u0000b', 'a\r\nb', 'a\u0007b', 'a\u009bb']) {
      expect(commentRule.safeParse(comment).error?.issues[0]?.message, JSON.stringify(comment)).toBe(CONTROL);
    }
    expect(commentRule.safeParse('x'.repeat(501)).error?.issues[0]?.message).toBe('validation:tooLong');
    expect(firstMessage(userRoutineExercisePatch.safeParse({ comentario: 'a\u0000' }), 'comentario')).toBe(CONTROL);
  });
});

describe('the message of a failed submit (SPEC\'s "complete los campos en blanco" only for a blank field)', () => {
  it('a blank text or an unchosen select: the blank-fields message', () => {
    expect(
      firstFormMessage({ peso: { message: 'validation:numeric' }, nombre: { message: 'validation:required' } }),
    ).toBe('validation:incomplete');
    expect(hasBlankField({ sexo: { message: 'validation:selectOption' } })).toBe(true);
  });

  it("nothing blank: the first field's own message", () => {
    const errors = { email: { message: 'validation:email' }, peso: { message: 'validation:numeric' } };
    expect(hasBlankField(errors)).toBe(false);
    expect(firstFormMessage(errors)).toBe('validation:email');
  });

  it('what the register schema reports for "ochenta" is not blank', () => {
    const result = registerFormSchema.safeParse({ ...validForm, peso: 'ochenta' });
    const errors = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), { message: i.message }]));
    expect(firstFormMessage(errors)).toBe('validation:numeric');
  });
});

import { describe, expect, it } from 'vitest';
import { actionMail, escapeHtml } from '../../../domain/mail/layout';
import { resetPasswordMail } from '../../../domain/mail/reset-password';
import { verifyEmailMail } from '../../../domain/mail/verify-email';
import { dummyHash, hashPassword, verifyPassword } from '../../../domain/passwords';
import { bmi, formatDateTime, todayIso, toUserProfile } from '../../../domain/profile';
import { englishValidationMessage, PASSWORD_RULE_MESSAGE } from '../../../domain/validation-messages';
import { printable } from '../../../plugins/mail';

describe('passwords (scrypt)', () => {
  it('stores a self-describing hash with a random salt and verifies it', async () => {
    const a = await hashPassword('Secreta#2025');
    const b = await hashPassword('Secreta#2025');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secreta#2025', a)).toBe(true);
    expect(await verifyPassword('Secreta#2026', a)).toBe(false);
    expect(await verifyPassword('secreta#2025', b)).toBe(false);
  });

  it('answers false, never throws, for stored values it does not understand', async () => {
    for (const stored of ['', 'test$abc', 'scrypt$3$8$1$aa$bb', 'scrypt$1073741824$8$1$aa$bb', 'bcrypt$x']) {
      expect(await verifyPassword('Secreta#2025', stored)).toBe(false);
    }
  });

  it('has a dummy hash for unknown e-mails that matches nothing a user types', async () => {
    const dummy = await dummyHash();
    expect(dummy).toBe(await dummyHash());
    expect(await verifyPassword('Secreta#2025', dummy)).toBe(false);
  });
});

describe('profile wire shape', () => {
  it('BMI with 2 decimals', () => {
    expect(bmi(62.5, 168)).toBe(22.14);
    expect(bmi(80, 180)).toBe(24.69);
    expect(bmi(100, 200)).toBe(25);
  });

  it('fecha_alta in Madrid time, DD-MM-YYYY HH:mm:ss (summer and winter)', () => {
    expect(formatDateTime(new Date('2025-07-01T10:05:09Z'))).toBe('01-07-2025 12:05:09');
    expect(formatDateTime(new Date('2025-01-31T23:30:00Z'))).toBe('01-02-2025 00:30:00');
    expect(todayIso(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });

  it('maps a stored user', () => {
    const profile = toUserProfile({
      id: 7,
      nombre: 'Ana',
      apellidos: 'Ruiz',
      email: 'ana@forja.es',
      sexo: 2,
      fechaNacimiento: '2000-02-29',
      peso: 55.5,
      altura: 160,
      objetivoId: null,
      objetivo: null,
      createdAt: new Date('2025-03-10T08:00:00Z'),
      unidad: 'lb',
    });
    expect(profile).toEqual({
      id: 7,
      nombre: 'Ana',
      apellidos: 'Ruiz',
      email: 'ana@forja.es',
      sexo: 2,
      fecha_nacimiento: '2000-02-29',
      peso: 55.5,
      altura: 160,
      imc: 21.68,
      objetivo: null,
      objetivo_id: null,
      fecha_alta: '10-03-2025 09:00:00',
      unidad: 'lb',
    });
  });
});

describe('e-mails', () => {
  it('verification and reset: Spanish, the link in both parts, on its own line in the text', () => {
    const verify = verifyEmailMail({ nombre: 'Ana', url: 'https://forja.es/verificar/abc' });
    expect(verify.text.split('\n')).toContain('https://forja.es/verificar/abc');
    expect(verify.html).toContain('href="https://forja.es/verificar/abc"');
    expect(verify.text).toMatch(/48 horas/);
    const reset = resetPasswordMail({ nombre: 'Ana', url: 'https://forja.es/password-reset-request/xyz' });
    expect(reset.subject).toMatch(/contraseña/);
    expect(reset.text.split('\n')).toContain('https://forja.es/password-reset-request/xyz');
    expect(reset.text).toMatch(/1 hora/);
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const mail = actionMail({
      subject: 's',
      greeting: 'Hola, <script>',
      intro: [],
      action: { label: 'Ir', url: 'https://x.es/?a=1&b=2' },
      outro: [],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('https://x.es/?a=1&amp;b=2');
  });

  it('without SMTP the log shows a readable block with the link on its own line', () => {
    const block = printable({
      to: 'ana@forja.es',
      subject: 'Asunto',
      text: 'Hola\nhttps://forja.es/verificar/abc',
      html: '',
    });
    const lines = block.split('\n');
    expect(lines).toContain(' To:      ana@forja.es');
    expect(lines).toContain('https://forja.es/verificar/abc');
  });
});

describe('English validation messages', () => {
  it('name the field; new-password problems state the whole rule with "Password"', () => {
    expect(englishValidationMessage('nombre', 'validation:minName')).toBe('nombre: must have at least 3 characters');
    expect(englishValidationMessage('password', 'validation:passwordRules')).toBe(PASSWORD_RULE_MESSAGE);
    expect(englishValidationMessage('password', 'validation:passwordMin')).toContain('Password');
    expect(englishValidationMessage('password', 'validation:required')).toMatch(/^Password/);
    expect(englishValidationMessage('peso', 'validation:numeric')).toBe('peso: must be a number with up to 3 decimals');
    expect(englishValidationMessage('sexo', 'Too big: expected number to be <=3')).toBeNull();
  });
});

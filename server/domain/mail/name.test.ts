import { describe, expect, it } from 'vitest';
import { greeting, MAIL_NAME_MAX, nameForMail } from './name';
import { resetPasswordMail } from './reset-password';
import { verifyEmailMail } from './verify-email';

describe('nameForMail: a registered name as one line of plain text, or nothing', () => {
  it.each([
    ['Lucía', 'Lucía'],
    ['María José Pérez-Núñez', 'María José Pérez-Núñez'],
    ["O'Connor", "O'Connor"],
    ['J. R. R.', 'J. R. R.'],
    ['  Ana   Belén  ', 'Ana Belén'],
    ['Ana\tBelén', 'Ana Belén'],
    ['李小龙', '李小龙'],
  ])('keeps an ordinary name: %j -> %j', (input, expected) => {
    expect(nameForMail(input)).toBe(expected);
  });

  it.each([
    ['newlines', 'Ana\n\nEntra en tu cuenta\r\nya', 'Ana Entra en tu cuenta ya'],
    ['Unicode line and paragraph separators', 'Ana\u2028Segunda\u2029Tercera', 'Ana Segunda Tercera'],
    ['control characters', 'A\u0000n\u0007a\u001b[31m', 'A n a [31m'],
  ])('collapses %s into single spaces on one line', (_what, input, expected) => {
    const name = nameForMail(input);
    expect(name).toBe(expected);
    expect(name).not.toMatch(/[\r\n\u2028\u2029]/);
  });

  it.each([
    'Entra en https://evil.example/x',
    'http://evil.example',
    'HTTPS://EVIL.EXAMPLE',
    'Ana hxxp://evil',
    'javascript:alert(1)',
    'mailto:soporte@evil.example',
    'Ana //evil.example/x',
    'www.evil',
    'evil.example',
    'Soporte evil.example/pago',
    'Ana en forja.es',
    'soporte@evil',
    'evil．example', // a full-width dot
    'evil\u2024example', // a one-dot leader
    'evil\u200b.\u200bexample', // zero-width spaces around the dot
    '1.2.3.4',
    'J.R.R. Tolkien', // the price of a simple rule: a dot between two letters reads as a domain
  ])('drops a name that looks like a link or a domain: %j', (input) => {
    expect(nameForMail(input)).toBeNull();
  });

  it('removes invisible format characters (zero-width, direction overrides) without a trace', () => {
    expect(nameForMail('An\u200ba\u202eoL\ufeff')).toBe('AnaoL');
  });

  it('drops a name with nothing printable left', () => {
    expect(nameForMail(' \n\t\u0000 ')).toBeNull();
    expect(nameForMail('')).toBeNull();
  });

  it(`caps the name at ${MAIL_NAME_MAX} characters, cut at a word where it can`, () => {
    const long = nameForMail('Alejandro '.repeat(12))!;
    expect([...long].length).toBeLessThanOrEqual(MAIL_NAME_MAX);
    expect(long).toMatch(/^Alejandro( Alejandro)*$/);
    const word = nameForMail('A'.repeat(100))!;
    expect(word).toBe('A'.repeat(MAIL_NAME_MAX));
    // Code points, not UTF-16 units: no emoji cut in half.
    const emoji = nameForMail('😀'.repeat(60))!;
    expect([...emoji]).toHaveLength(MAIL_NAME_MAX);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('greets by name, or without one', () => {
    expect(greeting('Lucía')).toBe('Hola, Lucía:');
    expect(greeting('Ana\nhttps://evil.example')).toBe('Hola:');
  });
});

describe('the e-mails use it for their greeting', () => {
  const hostile = 'Ana\n\nEntra en https://evil.example/x\nevil.example';
  it.each([
    ['verification', verifyEmailMail({ nombre: hostile, url: 'https://forja.es/api/users/verify-email/abc' })],
    ['reset', resetPasswordMail({ nombre: hostile, url: 'https://forja.es/password-reset-request/abc' })],
  ])('%s: no attacker line or link in the text or the HTML', (_which, mail) => {
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('evil');
      expect(part).not.toContain('Entra en');
    }
    expect(mail.text.split('\n')[0]).toBe('Hola:');
  });

  it('an ordinary name is in the greeting, escaped in the HTML', () => {
    const mail = verifyEmailMail({ nombre: "Zoë & O'Neil", url: 'https://forja.es/x' });
    expect(mail.text.split('\n')[0]).toBe("Hola, Zoë & O'Neil:");
    expect(mail.html).toContain('Hola, Zoë &amp; O&#39;Neil:');
  });
});

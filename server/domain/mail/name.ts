/**
 * Names in e-mails. Whoever registers chooses the name and the address the verification mail
 * goes to, so the name is the one piece of a mail a stranger writes: it may only ever be a few
 * words of plain text on one line, never a line of its own nor anything a reader or a mail client
 * could take for a link.
 */

/** Longest name a mail prints (code points; the name field itself takes 100). */
export const MAIL_NAME_MAX = 40;

/** Invisible characters (zero-width, direction overrides, BOM) and lone surrogates: removed. */
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;
/** Control characters, separators of any kind (new lines included) and runs of white space: one space. */
const BREAKS = /[\p{Cc}\p{Z}\s]+/gu;
/**
 * What reads as a link: an address (`@`), `//`, a scheme (`http:x`, `mailto:x`, `javascript:x`)
 * or a domain, i.e. a dot between two letters or digits (`evil.example`, `www.x`, `1.2.3.4`).
 */
const LINK_LIKE = /@|\/\/|[\p{L}\p{N}+.-]:\S|[\p{L}\p{N}]\.[\p{L}\p{N}]/u;

/**
 * The name as a mail may print it, or null when the mail must not print it at all. NFKC first,
 * so look-alikes (a full-width dot, a one-dot leader) become the characters they imitate; then
 * invisible characters go and every break becomes a space; a name that then looks like a link
 * is dropped whole (removing only the link would leave the rest of the attacker's sentence);
 * what is left is cut to MAIL_NAME_MAX at a word boundary where there is one.
 */
export function nameForMail(nombre: string): string | null {
  const line = nombre.normalize('NFKC').replace(INVISIBLE, '').replace(BREAKS, ' ').trim();
  if (line === '' || LINK_LIKE.test(line)) return null;
  const chars = [...line];
  if (chars.length <= MAIL_NAME_MAX) return line;
  const cut = chars.slice(0, MAIL_NAME_MAX + 1).join('');
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : chars.slice(0, MAIL_NAME_MAX).join('')).trim();
}

/** "Hola, Lucía:", or "Hola:" when the name may not be printed. */
export function greeting(nombre: string): string {
  const name = nameForMail(nombre);
  return name === null ? 'Hola:' : `Hola, ${name}:`;
}

/** The look shared by every e-mail: plain TypeScript, no Fastify, no template engine. */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const BRAND = '#F05A19';
/** brand.600 of the web theme: the first shade with AA contrast against white text. */
const BRAND_DARK = '#C9460F';
const INK = '#1C1917';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes text for HTML (names come from users). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

export interface ActionMail {
  subject: string;
  /** First line, e.g. "Hola, Lucía:" (plain text, escaped here; a name goes through name.ts greeting). */
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  action: { label: string; url: string };
  /** Paragraphs after the button (expiry, "if it was not you"). */
  outro: string[];
}

/**
 * One call to action per e-mail: the text part carries the link on a line of its own (easy to
 * copy from a terminal), the HTML part a button plus the same link written out.
 */
export function actionMail({ subject, greeting, intro, action, outro }: ActionMail): MailContent {
  const text = [
    greeting,
    '',
    ...intro.flatMap((p) => [p, '']),
    `${action.label}:`,
    action.url,
    '',
    ...outro.flatMap((p) => [p, '']),
    '— El equipo de Forja',
  ].join('\n');

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK}">${escapeHtml(p)}</p>`;
  const url = escapeHtml(action.url);
  const html = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#FFF3EC;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#FFF3EC;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#FFFFFF;border-radius:8px;overflow:hidden;border-top:6px solid ${BRAND}">
<tr><td style="padding:24px 32px 8px;font-size:28px;font-weight:bold;color:${BRAND}">Forja</td></tr>
<tr><td style="padding:8px 32px 24px">
${paragraph(greeting)}
${intro.map(paragraph).join('\n')}
<p style="margin:24px 0;text-align:center"><a href="${url}" style="display:inline-block;background:${BRAND_DARK};color:#FFFFFF;font-size:16px;font-weight:bold;text-decoration:none;padding:12px 24px;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${INK}">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${url}" style="color:${BRAND_DARK};word-break:break-all">${url}</a></p>
${outro.map(paragraph).join('\n')}
<p style="margin:24px 0 0;font-size:14px;color:${INK}">— El equipo de Forja</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject, text, html };
}

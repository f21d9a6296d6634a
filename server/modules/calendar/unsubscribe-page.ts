import { BRAND, escapeHtml } from '../../domain/mail/layout';

const TEXT = {
  confirm: {
    title: 'Dejar de recibir recordatorios',
    body: 'Pulsa el botón para dejar de recibir los recordatorios de entrenamiento de Forja. Puedes volver a activarlos en tu perfil.',
  },
  done: {
    title: 'Recordatorios desactivados',
    body: 'Ya no recibirás recordatorios de entrenamiento. Puedes volver a activarlos cuando quieras en tu perfil.',
  },
} as const;

/** The small page of a reminder's unsubscribe link: a confirmation button, then the result. */
export function unsubscribePage(step: 'confirm' | 'done', action: string): string {
  const { title, body } = TEXT[step];
  const form =
    step === 'confirm'
      ? `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="background:#C9460F;color:#fff;border:0;border-radius:6px;padding:12px 24px;font-size:16px;font-weight:bold;cursor:pointer">Desactivar recordatorios</button></form>`
      : '';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title} · Forja</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1C1917">
<p style="font-size:28px;font-weight:bold;color:${BRAND};margin:0 0 16px">Forja</p>
<h1 style="font-size:22px">${title}</h1>
<p style="font-size:16px;line-height:1.5">${body}</p>
${form}
</body></html>`;
}

import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { stdoutDestination } from '../log-destination';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (e.g. List-Unsubscribe on reminders). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailOptions {
  smtpUrl?: string;
  from: string;
  /** Without SMTP: also write each message as plain text to stdout, as the log (default true). */
  print?: boolean;
}

/** The text part of a message as a framed block a person can read and copy links from. */
export function printable(message: MailMessage): string {
  const rule = '─'.repeat(72);
  return [
    '',
    `${rule}`,
    ' E-mail not sent (no SMTP_URL): here it is',
    ` To:      ${message.to}`,
    ` Subject: ${message.subject}`,
    rule,
    message.text,
    rule,
    '',
  ].join('\n');
}

/**
 * Sends mail over SMTP_URL with nodemailer. Without SMTP_URL nothing leaves the machine: each
 * message is logged (recipient, subject and its links as fields) and printed as plain text, so
 * whoever runs `npm start` can follow the link.
 */
export default fp<MailOptions>(
  async (app, { smtpUrl, from, print = true }) => {
    let transport: Transporter | null = null;
    // Named optimisation "lazy server imports" (docs/PERFORMANCE.md register): nodemailer is
    // loaded only when mail leaves the machine; its plain path is a static import.
    if (smtpUrl) transport = (await import('nodemailer')).default.createTransport(smtpUrl);

    const mailer: Mailer = {
      async send(message) {
        if (!transport) {
          const links = message.text.match(/https?:\/\/\S+/g) ?? [];
          app.log.info({ mail: { to: message.to, subject: message.subject, links } }, 'E-mail not sent (no SMTP_URL)');
          // Through the log's destination: a stdout nobody reads must not block nor end the server.
          if (print) stdoutDestination().write(`${printable(message)}\n`);
          return;
        }
        await transport.sendMail({ from, ...message });
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mail' },
);

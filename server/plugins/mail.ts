import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Sends mail over SMTP_URL with nodemailer. Without SMTP_URL nothing leaves the machine: each
 * message (with its links, in the text part) is written to the server log instead.
 */
export default fp<{ smtpUrl?: string; from: string }>(
  async (app, { smtpUrl, from }) => {
    let transport: Transporter | null = null;
    if (smtpUrl) transport = nodemailer.createTransport(smtpUrl);

    const mailer: Mailer = {
      async send(message) {
        if (!transport) {
          app.log.info(
            { mail: { to: message.to, subject: message.subject } },
            `E-mail not sent (no SMTP_URL). To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`,
          );
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

import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  /** Envelope recipients. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Raw header lines by lower-case name (e.g. `list-unsubscribe`). */
  headers: Record<string, string>;
}

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, for createTestApp({ SMTP_URL }). */
  url: string;
  /** Every message received so far, oldest first. */
  received: ReceivedMail[];
  /** The oldest message to `to` not returned before (waits for it, up to `timeoutMs`). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** How many messages to `to` were received (returned or not). */
  count(to: string): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server inside the test process (smtp-server + mailparser): the app sends through
 * nodemailer exactly as in production and the tests read what arrived.
 */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  let waiters: (() => void)[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
            ),
          });
          const wake = waiters;
          waiters = [];
          wake.forEach((w) => w());
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string) => received.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    count: (to) => received.filter((m) => m.to.includes(to.toLowerCase())).length,
    async next(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(to);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token at the end of the first link in `text` that starts with `prefix`. */
export function tokenFromLink(text: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No link starting with ${prefix} in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

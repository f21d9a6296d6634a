import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received message as the capture stores it (a JSON file per message in E2E_MAIL_DIR). */
export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

/**
 * Starts an SMTP server on 127.0.0.1:`port` that accepts every message (no TLS, no auth) and
 * writes each one, parsed, to `dir` as `<time>-<n>.json` (written to a temp name, then renamed,
 * so a reader never sees half a file). Resolves to a function that stops it.
 */
export async function startMailCapture(port: number, dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const record: CapturedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: Date.now(),
          };
          const name = `${Date.now()}-${String(++count).padStart(5, '0')}.json`;
          const tmp = path.join(dir, `.${name}.tmp`);
          fs.writeFileSync(tmp, JSON.stringify(record));
          fs.renameSync(tmp, path.join(dir, name));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

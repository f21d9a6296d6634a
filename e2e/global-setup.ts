import { startMailCapture } from './support/mail-capture';

/** Starts the SMTP capture the web server sends its mails to (ports and folder: the config). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR must be set by e2e/playwright.config.ts');
  return startMailCapture(port, dir);
}

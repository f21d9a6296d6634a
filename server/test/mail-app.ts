import { createTestApp, type TestApp } from './app';
import { startMailbox, type Mailbox } from './mailbox';

export interface MailApp {
  t: TestApp;
  mailbox: Mailbox;
  close(): Promise<void>;
}

/**
 * A test app whose mail lands in a mailbox of the test process, with limits high enough not to
 * get in the way (tests of the limits pass their own in `env`).
 */
export async function createMailApp(env: Record<string, string> = {}): Promise<MailApp> {
  const mailbox = await startMailbox();
  const t = await createTestApp({
    SMTP_URL: mailbox.url,
    RATE_LIMIT_PER_IP: '10000',
    RATE_LIMIT_PER_EMAIL: '10000',
    ...env,
  });
  return {
    t,
    mailbox,
    async close() {
      await t.close();
      await mailbox.close();
    },
  };
}

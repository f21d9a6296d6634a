import fs from 'node:fs';
import path from 'node:path';
import type { CapturedMail } from './mail-capture';

export interface ReceivedMail {
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the text and HTML parts, in order, without duplicates. */
  links: string[];
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the journeys with e2e/playwright.config.ts');
  return dir;
}

function extractLinks(mail: CapturedMail): string[] {
  const found = new Set<string>();
  for (const m of mail.html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)) found.add((m[1] ?? '').replaceAll('&amp;', '&'));
  for (const m of mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) found.add(m[0]);
  return [...found].filter((link) => /^https?:\/\//.test(link));
}

/**
 * Waits for the newest mail to `to` whose subject matches `subject`, as captured by the SMTP
 * server the Playwright global set-up starts (the web server sends through it via SMTP_URL).
 * Each mail is handed out once per process, so a test that asks twice gets the second mail.
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  opts: { timeoutMs?: number } = {},
): Promise<{ subject: string; text: string; html: string; links: string[] }> {
  const dir = mailDir();
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  const address = to.toLowerCase();
  for (;;) {
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json') && !consumed.has(f))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CapturedMail;
      if (mail.to.includes(address) && subject.test(mail.subject)) {
        consumed.add(file);
        return { subject: mail.subject, text: mail.text, html: mail.html, links: extractLinks(mail) };
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`No mail to ${to} with a subject matching ${subject} within ${opts.timeoutMs ?? 15_000} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const consumed = new Set<string>();

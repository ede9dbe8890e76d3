import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post for one-click unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * How long a send may wait on the SMTP server (unless the URL says otherwise): nodemailer's own
 * defaults (2 min to connect, 10 min of silence) would hold a mail of the outbox far longer than
 * its retry. The mail outbox (modules/mail) leases a mail for 10 minutes: keep these well below.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS))
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  return url.toString();
}

/**
 * SMTP when configured; otherwise an outbox folder holding one .eml file per message. `send` sends
 * at once and throws when the server refuses: a mail that must outlive an SMTP outage without the
 * request waiting goes through the mail outbox (modules/mail/mail-outbox.ts, `queueMail`).
 */
export function createMailer(options: {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(withTimeouts(options.smtpUrl));
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`;
      await fs.writeFile(path.join(options.outboxDir, name), info.message as Buffer);
      options.logger.info({ to: mail.to, subject: mail.subject, file: name }, 'mail written to the outbox');
    },
  };
}

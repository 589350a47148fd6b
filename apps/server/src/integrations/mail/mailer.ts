import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.js';
import { outboxMails } from '../../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent along over SMTP (the dev outbox keeps the mail without them). */
  attachments?: { filename: string; content: string; contentType: string }[];
  /** More header fields (List-Unsubscribe…), sent over SMTP. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Mail goes over SMTP when SMTP_URL is set. Without it, mails are kept in the database outbox and
 * logged with their links, so confirm and reset flows work on a fresh install.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string },
  db: Db,
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return {
    async send({ attachments: _attachments, headers: _headers, ...mail }) {
      await db.insert(outboxMails).values(mail);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: mail.to, subject: mail.subject, links }, 'mail kept in the dev outbox (no SMTP_URL)');
    },
    close: () => undefined,
  };
}

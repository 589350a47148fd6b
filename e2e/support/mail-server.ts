import { startAppServer } from '@bible-journey/test-support/app-server';
import { startSmtpInbox } from '@bible-journey/test-support/smtp-inbox';
import { dataTemplate } from './suite.ts';

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

export interface MailServer {
  /** The server's address, e.g. http://127.0.0.1:3440. */
  base: string;
  /** What the server mailed, over real SMTP. */
  inbox: SmtpInbox;
  stop(): Promise<void>;
}

/**
 * A second server of the same build, on a copy of the run's data template, sending its mail over
 * SMTP to an inbox the test reads (the suite's own server keeps mail in its database, out of reach).
 */
export async function startMailServer(env: Record<string, string> = {}): Promise<MailServer> {
  const inbox = await startSmtpInbox();
  const template = dataTemplate();
  try {
    const server = await startAppServer({ ...(template ? { template } : {}), env: { SMTP_URL: inbox.url, ...env } });
    return {
      base: server.base,
      inbox,
      stop: async () => {
        await server.stop();
        await inbox.close();
      },
    };
  } catch (error) {
    await inbox.close();
    throw error;
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpInbox } from '../../apps/server/src/test/smtp-inbox.ts';

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

export interface MailServer {
  /** The server's address, e.g. http://127.0.0.1:3440. */
  base: string;
  /** What the server mailed, over real SMTP. */
  inbox: SmtpInbox;
  stop(): Promise<void>;
}

/**
 * A second server of the same build, with a fresh embedded database, sending its mail over SMTP to
 * an inbox the test reads (the suite's own server keeps mail in its database, out of reach). Each
 * spec that uses one picks its own port offset from E2E_PORT, so two never collide.
 */
export async function startMailServer(
  portOffset: number,
  env: Record<string, string> = {},
  startTimeoutMs = 150_000,
): Promise<MailServer> {
  const port = Number(process.env.E2E_PORT ?? 3390) + portOffset;
  const base = `http://127.0.0.1:${port}`;
  const inbox = await startSmtpInbox();
  const dataDir = mkdtempSync(join(tmpdir(), 'bj-e2e-mail-'));
  const server: ChildProcess = spawn(
    process.execPath,
    [new URL('../../apps/server/dist/main.js', import.meta.url).pathname],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: base,
        SMTP_URL: inbox.url,
        LOG_LEVEL: 'warn',
        FREE_USE_BIBLE_URL: 'off',
        ...env,
      },
      stdio: 'inherit',
    },
  );
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill();
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await inbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A first start imports the shipped Bible texts before it listens.
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const healthy = await fetch(`${base}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`the mail test server on ${base} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, inbox, stop };
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import { pushServiceList } from '../integrations/push/push-services.js';
import { createWebPushSender, type VapidKeys } from '../integrations/push/web-push-sender.js';
import type { WeeklySummaryStopLinks } from '../modules/challenges/summary/stop-links.js';
import { startReminderJob, vapidSubject } from './reminders/reminder-job.js';
import { startWeeklySummaryJob } from './weekly-summary/weekly-summary-job.js';

export interface JobsOptions {
  db: Db;
  /** The app's mailer (e-mail reminders) and VAPID keys (Web Push), the ones its routes use. */
  mailer: Mailer;
  vapidKeys: () => Promise<VapidKeys>;
  appUrl: string;
  mailFrom: string;
  vapidSubject: string | undefined;
  pushServiceHosts: readonly string[];
  /** The certificate authority of a local push service (tests, benchmarks). */
  pushCa?: string;
  /** The weekly summary's signed stop links. */
  weeklySummaryStopLinks: WeeklySummaryStopLinks;
}

/**
 * The server's background jobs (ARCHITECTURE.md: src/jobs), started with the app and stopped
 * before it closes: the reminders (decision 0011) and the leaders' weekly summary (issue 23).
 */
export async function startJobs(app: FastifyInstance, options: JobsOptions): Promise<void> {
  const push = createWebPushSender({
    keys: await options.vapidKeys(),
    subject: vapidSubject(options.vapidSubject, options.mailFrom),
    services: pushServiceList(options.pushServiceHosts),
    ...(options.pushCa && { ca: options.pushCa }),
  });
  const reminders = startReminderJob({
    db: options.db,
    push,
    mail: { mailer: options.mailer, appUrl: options.appUrl },
    log: app.log,
  });
  const weeklySummaries = startWeeklySummaryJob({
    db: options.db,
    mailer: options.mailer,
    appUrl: options.appUrl,
    stopLinks: options.weeklySummaryStopLinks,
    log: app.log,
  });
  // Before onClose, where the app's mailer closes: a turn in flight ends with the mailer open.
  app.addHook('preClose', async () => {
    await Promise.all([reminders.stop(), weeklySummaries.stop()]);
    push.close();
  });
}

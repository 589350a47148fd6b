import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { WebPushSender } from '../../integrations/push/web-push-sender.js';
import { startLoop } from '../loop.js';
import { pruneDeliveries } from './delivery-repository.js';
import { type DeliveryDeps, deliverDueReminders } from './delivery-service.js';
import { claimAllDueReminders } from './schedule.js';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface ReminderJobOptions {
  db: Db;
  push: WebPushSender;
  /** The e-mail reminders' mailer, and the app's address for their link. */
  mail: DeliveryDeps['mail'];
  log: FastifyBaseLogger;
  /** How often due reminders are looked for; a reminder comes at most this late. */
  intervalMs?: number;
  /** The clock; tests move it. */
  now?: () => Date;
}

/**
 * The reminders' job, run by every server process (decision 0011): each turn claims the
 * reminders that fell due and sends the deliveries due. Several processes may run it on one
 * database: claims skip rows another holds, and a local date is delivered once. A failing turn
 * (the database away) is logged and the next one tries again.
 */
export function startReminderJob({
  db,
  push,
  mail,
  log,
  intervalMs = 10_000,
  now = () => new Date(),
}: ReminderJobOptions) {
  let prunedAt = 0;
  return startLoop(async () => {
    const at = now();
    try {
      if (at.getTime() - prunedAt >= PRUNE_EVERY_MS) {
        await pruneDeliveries(db, at);
        prunedAt = at.getTime();
      }
      // Each batch claimed is sent while the next is being claimed.
      const claiming = claimAllDueReminders(db, at);
      const counts = await deliverDueReminders({ db, push, mail }, at, { claiming });
      await claiming;
      if (counts.sent + counts.skipped + counts.gone + counts.retrying + counts.failed > 0) {
        log.info({ reminders: counts }, 'reminders delivered');
      }
    } catch (error) {
      log.warn({ err: error }, 'the reminders could not be processed this turn');
    }
  }, intervalMs);
}

/** The VAPID contact: VAPID_SUBJECT, else the sender address of the server's mail as a mailto:. */
export function vapidSubject(configured: string | undefined, mailFrom: string): string {
  if (configured) return configured;
  const address = mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

import type { FastifyBaseLogger } from 'fastify';
import { runWeeklySummaries, type WeeklySummaryDeps } from '../../modules/challenges/summary/service.js';
import { startLoop } from '../loop.js';

export interface WeeklySummaryJobOptions extends WeeklySummaryDeps {
  log: FastifyBaseLogger;
  /** How often the week's summaries are looked for (a minute). */
  intervalMs?: number;
  /** The clock; tests move it. */
  now?: () => Date;
}

/**
 * The leaders' weekly summary (issue 23), run by every server process like the reminders: each
 * turn claims the week's summaries not made yet and sends those due (runWeeklySummaries). A
 * failing turn (the database away) is logged and the next one tries again.
 */
export function startWeeklySummaryJob({
  log,
  intervalMs = 60_000,
  now = () => new Date(),
  ...deps
}: WeeklySummaryJobOptions) {
  return startLoop(async () => {
    try {
      const counts = await runWeeklySummaries(deps, now());
      if (counts.sent + counts.skipped + counts.retrying + counts.failed > 0) {
        log.info({ weeklySummaries: counts }, 'weekly summaries sent');
      }
    } catch (error) {
      log.warn({ err: error }, 'the weekly summaries could not be processed this turn');
    }
  }, intervalMs);
}

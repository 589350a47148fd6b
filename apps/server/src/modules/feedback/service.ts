import {
  FEEDBACK_ANONYMOUS_PER_DAY,
  FEEDBACK_BACKUPS_BYTES_MAX,
  FEEDBACK_PER_ACCOUNT_PER_DAY,
  FEEDBACK_STORED_MAX,
  type SendNotificationBody,
  type SendNotificationResponse,
} from '@bible-journey/contract';
import type { Language } from '@bible-journey/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { TooManyRequestsError } from '../../http/errors.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { feedbackMail } from '../../integrations/mail/messages.js';
import { findUserById } from '../users/repository.js';
import { countRecentFeedback, insertFeedback, pruneFeedback } from './repository.js';

export interface FeedbackDeps {
  db: Db;
  mailer: Mailer;
  /** The team's addresses; when empty, messages are only stored. */
  mailTo: string[];
  log: FastifyBaseLogger;
  /** How much is kept (defaults: the contract's limits; tests make them small). */
  limits?: Partial<FeedbackLimits>;
}

export interface FeedbackLimits {
  perAccountPerDay: number;
  anonymousPerDay: number;
  storedMax: number;
  backupBytesMax: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a feedback or error report, then mails it to the team. The sender is linked when signed
 * in; a failed mail is logged, never answered as an error (the message is stored). One account
 * can't fill the store: a daily count per account, and the store's own bounds (pruneFeedback).
 */
export async function sendNotification(
  deps: FeedbackDeps,
  body: SendNotificationBody,
  sender: { userId: string | null; language: Language },
): Promise<SendNotificationResponse> {
  const limits: FeedbackLimits = {
    perAccountPerDay: FEEDBACK_PER_ACCOUNT_PER_DAY,
    anonymousPerDay: FEEDBACK_ANONYMOUS_PER_DAY,
    storedMax: FEEDBACK_STORED_MAX,
    backupBytesMax: FEEDBACK_BACKUPS_BYTES_MAX,
    ...deps.limits,
  };
  const user = sender.userId ? await findUserById(deps.db, sender.userId) : undefined;
  const dayAgo = new Date(Date.now() - DAY_MS);
  if (user && (await countRecentFeedback(deps.db, user.id, dayAgo)) >= limits.perAccountPerDay) {
    throw new TooManyRequestsError(
      `This account has sent ${limits.perAccountPerDay} messages in the last 24 hours: please wait before sending more.`,
    );
  }
  // A soft bound (two at once may both pass the last place): it keeps floods out, not one message.
  if (!user && (await countRecentFeedback(deps.db, null, dayAgo)) >= limits.anonymousPerDay) {
    throw new TooManyRequestsError(
      'Too many messages without an account came in today: sign in to send yours, or try again tomorrow.',
    );
  }
  const row = await insertFeedback(deps.db, {
    type: body.type,
    message: body.message,
    contact: body.contact || null,
    backup: body.backup || null,
    userId: user?.id ?? null,
    language: sender.language,
  });
  await pruneFeedback(deps.db, limits);
  if (deps.mailTo.length > 0) {
    try {
      await deps.mailer.send(
        feedbackMail(deps.mailTo.join(', '), {
          id: row.id,
          type: row.type,
          message: row.message,
          contact: row.contact,
          backup: row.backup,
          language: sender.language,
          createdAt: row.createdAt,
          sender: user && row.userId ? { id: user.id, name: user.name, email: user.email } : null,
        }),
      );
    } catch (error) {
      deps.log.error({ err: error, feedbackId: row.id }, 'could not mail a feedback message to the team');
    }
  }
  return { received: true };
}

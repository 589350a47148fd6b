import type { SendNotificationBody, SendNotificationResponse } from '@bible-journey/contract';
import type { Language } from '@bible-journey/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { feedbackMail } from '../../integrations/mail/messages.js';
import { findUserById } from '../users/repository.js';
import { insertFeedback } from './repository.js';

export interface FeedbackDeps {
  db: Db;
  mailer: Mailer;
  /** The team's addresses; when empty, messages are only stored. */
  mailTo: string[];
  log: FastifyBaseLogger;
}

/**
 * Stores a feedback or error report, then mails it to the team. The sender is linked when signed
 * in; a failed mail is logged, never answered as an error (the message is stored).
 */
export async function sendNotification(
  deps: FeedbackDeps,
  body: SendNotificationBody,
  sender: { userId: string | null; language: Language },
): Promise<SendNotificationResponse> {
  const user = sender.userId ? await findUserById(deps.db, sender.userId) : undefined;
  const row = await insertFeedback(deps.db, {
    type: body.type,
    message: body.message,
    contact: body.contact || null,
    backup: body.backup || null,
    userId: user?.id ?? null,
    language: sender.language,
  });
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

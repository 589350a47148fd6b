import {
  ENCOURAGEMENT_MAILS_PER_RECIPIENT_PER_DAY,
  type EncourageResponse,
  MEMBER_ENCOURAGEMENTS_PER_DAY,
} from '@bible-journey/contract';
import { addDays, type IsoDate } from '@bible-journey/core';
import type { Db } from '../../../db/database.js';
import { BadRequestError, NotFoundError, TooManyRequestsError, UpstreamError } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import type { Mailer } from '../../../integrations/mail/mailer.js';
import { encouragementMail } from '../../../integrations/mail/messages.js';
import { copyDaysOf } from '../plan/repository.js';
import { requireMember } from '../policy.js';
import { readingOf, serverToday } from '../progress/service.js';
import { claimEncouragement, memberByUser, releaseEncouragement } from './repository.js';

export interface EncouragementDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

/**
 * POST /api/challenge/member/:id/encourage (any member): one member's one-tap encouragement of
 * another member of the same challenge, by their user id; once a day per pair (`sent: false` with
 * the day it is allowed again), never oneself. The recipient gets the leader's kind of note by
 * mail, with their reading of the day, for the first few of their day; each one counts in the
 * leader's progress view. A mail that can't go gives the day back (502).
 */
export async function encourageMember(
  deps: EncouragementDeps,
  userId: string,
  challengeId: string,
  recipientUserId: string,
  headers: Record<string, string | string[] | undefined>,
  today: IsoDate = serverToday(),
): Promise<EncourageResponse> {
  const { db } = deps;
  const { challenge, member: sender } = await requireMember(db, challengeId, userId);
  if (recipientUserId === userId) throw new BadRequestError('id: you can’t encourage yourself');
  const recipient = await memberByUser(db, challengeId, recipientUserId);
  if (!recipient) throw new NotFoundError('No such member.');
  const pair = { senderId: sender.id, recipientId: recipient.memberId, day: today };
  const claim = await claimEncouragement(db, pair, {
    perSenderPerDay: MEMBER_ENCOURAGEMENTS_PER_DAY,
    mailsPerRecipientPerDay: ENCOURAGEMENT_MAILS_PER_RECIPIENT_PER_DAY,
  });
  if (claim.kind === 'alreadyToday') return { sent: false, nextAllowedOn: addDays(today, 1) };
  if (claim.kind === 'dayFull') {
    throw new TooManyRequestsError(
      `You can encourage up to ${MEMBER_ENCOURAGEMENTS_PER_DAY} members a day; try again tomorrow.`,
      'encouragements_per_day',
    );
  }
  if (!claim.isMailed) return { sent: true };
  const senderPerson = await memberByUser(db, challengeId, userId);
  const days = recipient.planId ? await copyDaysOf(db, recipient.planId) : [];
  const mail = encouragementMail(
    recipient.email,
    {
      name: recipient.name,
      ownerName: senderPerson?.name ?? '',
      challengeTitle: challenge.title,
      reading: readingOf(days, today),
    },
    requestLanguage(headers, recipient.language),
    `${deps.appUrl}/challenge/${challengeId}/plan`,
  );
  try {
    await deps.mailer.send(mail);
  } catch {
    await releaseEncouragement(db, pair);
    throw new UpstreamError(502, 'The encouragement could not be sent; try again later.');
  }
  return { sent: true };
}

import type { ChallengeProgressResponse, EncourageResponse, PeoplePageQuery } from '@bible-journey/contract';
import {
  canEncourageToday,
  daysBehind,
  type IsoDate,
  nextEncouragementOn,
  todayIso,
  todayReading,
} from '@bible-journey/core';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { NotFoundError, UpstreamError } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import type { Mailer } from '../../../integrations/mail/mailer.js';
import { type EncouragementReading, encouragementMail } from '../../../integrations/mail/messages.js';
import type { PlanDayRow } from '../../plans/repository.js';
import { decodeCursor, IdKeySchema, InstantKeySchema, pageOf } from '../pages/page-cursor.js';
import { copyDaysOf } from '../plan/repository.js';
import { requireOwner } from '../policy.js';
import { claimEncouragement, findParticipant, progressRows, releaseEncouragement, usersByIds } from './repository.js';

export interface ProgressDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

/** The server's calendar day: the dates of plans and of encouragements are days, counted in UTC. */
export const serverToday = (): IsoDate => todayIso('UTC');

const NeedKeySchema = z.tuple([z.number().int().min(0), InstantKeySchema, IdKeySchema]);

/**
 * GET /api/challenge/progress (owner): a page of the participants in the order of need (core's
 * compareNeedOfEncouragement), those matching the search; its database time does not grow with
 * the challenge (decision 0021).
 */
export async function getProgress(
  db: Db,
  userId: string,
  challengeId: string,
  query: PeoplePageQuery,
  today: IsoDate = serverToday(),
): Promise<ChallengeProgressResponse> {
  const { challenge } = await requireOwner(db, challengeId, userId);
  const after = decodeCursor(query.cursor, NeedKeySchema);
  const rows = await progressRows(db, challengeId, today, { limit: query.limit, after, search: query.search });
  const page = pageOf(rows, query.limit, (row) => row.key);
  return {
    participants: page.rows.map((row) => ({
      rankingId: row.memberId,
      user: { _id: row.userId, name: row.name, email: row.email },
      readDays: row.readDays,
      dayCount: row.dayCount,
      daysBehind: daysBehind(row),
      lastReadAt: row.lastReadAt,
      totalPoints: row.totalPoints,
      canEncourage: canEncourageToday(row.lastEncouragedOn, today),
      encouragementsReceived: row.encouragementsReceived,
    })),
    nextCursor: page.nextCursor,
    total: challenge.participantCount,
  };
}

/**
 * POST /api/challenge/participant/:id/encourage (owner): mails the participant a word from the
 * leader with their reading of the day, at most once a day; a second call the same day answers
 * `sent: false` with the day it is allowed again. A mail that can't go gives the day back (502).
 */
export async function encourageParticipant(
  deps: ProgressDeps,
  userId: string,
  challengeId: string,
  memberId: string,
  headers: Record<string, string | string[] | undefined>,
  today: IsoDate = serverToday(),
): Promise<EncourageResponse> {
  const { db } = deps;
  const { challenge } = await requireOwner(db, challengeId, userId);
  const claimed = await claimEncouragement(db, challengeId, memberId, today);
  if (!claimed) {
    const participant = await findParticipant(db, challengeId, memberId);
    if (!participant) throw new NotFoundError('No such participant.');
    return { sent: false, nextAllowedOn: nextEncouragementOn(participant.lastEncouragedOn, today) };
  }
  const [people, days] = await Promise.all([
    usersByIds(db, [challenge.ownerId, claimed.userId]),
    claimed.planId ? copyDaysOf(db, claimed.planId) : Promise.resolve([]),
  ]);
  const owner = people.find((person) => person.id === challenge.ownerId);
  const participant = people.find((person) => person.id === claimed.userId);
  if (!owner || !participant) throw new NotFoundError('No such participant.');
  const mail = encouragementMail(
    participant.email,
    {
      name: participant.name,
      ownerName: owner.name,
      challengeTitle: challenge.title,
      reading: readingOf(days, today),
    },
    requestLanguage(headers, participant.language),
    `${deps.appUrl}/challenge/${challengeId}/plan`,
  );
  try {
    await deps.mailer.send(mail);
  } catch {
    await releaseEncouragement(db, memberId, today, claimed.previous);
    throw new UpstreamError(502, 'The encouragement could not be sent; try again later.');
  }
  return { sent: true };
}

/** The reading the note names: today's; else the next one; else the first still unread. */
export function readingOf(days: readonly PlanDayRow[], today: IsoDate): EncouragementReading {
  if (days.length === 0) return { kind: 'none' };
  const reading = todayReading(
    days.map((day) => ({ ...day, _id: day.position })),
    today,
  );
  switch (reading.kind) {
    case 'reading':
      return { kind: 'today', chapters: reading.day.readingDetails };
    case 'rest':
      return { kind: 'next', date: reading.next.date, chapters: reading.next.readingDetails };
    case 'notStarted':
      return { kind: 'next', date: reading.first.date, chapters: reading.first.readingDetails };
    case 'ended':
      return { kind: 'unread', chapters: reading.firstUnread.readingDetails };
    case 'finished':
      return { kind: 'finished' };
  }
}

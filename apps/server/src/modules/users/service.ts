import type { User } from '@bible-journey/contract';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@bible-journey/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { accountGone } from '../../http/require-user.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { accountDeletedMail } from '../../integrations/mail/messages.js';
import { presentUser } from './presenter.js';
import { deleteUser, findUserById, updateUser } from './repository.js';

async function requireUserRow(db: Db, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw accountGone();
  return user;
}

export async function getUser(db: Db, userId: string): Promise<{ user: User }> {
  return { user: presentUser(await requireUserRow(db, userId)) };
}

export async function renameUser(db: Db, userId: string, name: string): Promise<{ user: User }> {
  const user = await updateUser(db, userId, { name });
  if (!user) throw accountGone();
  return { user: presentUser(user) };
}

export async function getPicture(db: Db, userId: string): Promise<{ picture: string | null }> {
  return { picture: (await requireUserRow(db, userId)).picture };
}

export async function setPicture(db: Db, userId: string, picture: string | null): Promise<{ picture: string | null }> {
  const user = await updateUser(db, userId, { picture });
  if (!user) throw accountGone();
  return { picture: user.picture };
}

export async function getLanguage(db: Db, userId: string): Promise<{ language: Language | null }> {
  const { language } = await requireUserRow(db, userId);
  return { language: isLanguage(language) ? language : null };
}

export async function setLanguage(db: Db, userId: string, language: Language): Promise<{ language: Language }> {
  if (!(await updateUser(db, userId, { language }))) throw accountGone();
  return { language };
}

/** Ends what an account pays for (its Stripe subscriptions) before it goes; throws when that fails. */
export type EndPayments = (userId: string, log: FastifyBaseLogger) => Promise<void>;

/**
 * Deletes the account and, by cascade, every plan and day of it; then mails a confirmation. Its
 * running payments end first: if they can't, the account stays (the error answers) and may be
 * deleted again later.
 */
export async function deleteAccount(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger; endPayments?: EndPayments | undefined },
  userId: string,
): Promise<{ deleted: true; email: string }> {
  await deps.endPayments?.(userId, deps.log);
  const user = await deleteUser(deps.db, userId);
  if (!user) throw accountGone();
  const language = isLanguage(user.language) ? user.language : FALLBACK_LANGUAGE;
  try {
    await deps.mailer.send(accountDeletedMail(user.email, user.name, language));
  } catch (error) {
    deps.log.error({ err: error }, 'could not send the account deletion mail');
  }
  return { deleted: true, email: user.email };
}

import type {
  AuthenticateBody,
  AuthenticateResponse,
  ConfirmEmailResponse,
  ForgotPasswordResponse,
  RegisterBody,
  RegisterResponse,
  ResendConfirmationResponse,
  ResetPasswordResponse,
  ResetTokenStatus,
  Session,
} from '@bible-journey/contract';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@bible-journey/core';
import type { FastifyBaseLogger } from 'fastify';
import { hashOneTimeToken, newOneTimeToken } from '../../auth/one-time-token.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { TokenService } from '../../auth/token-service.js';
import type { Db } from '../../db/database.js';
import type { Mail, Mailer } from '../../integrations/mail/mailer.js';
import { confirmEmailMail, resetPasswordMail } from '../../integrations/mail/messages.js';
import { presentUser } from '../users/presenter.js';
import {
  findUserByEmail,
  insertUser,
  type UserRow,
  updateUser,
  updateUserEndingSessions,
} from '../users/repository.js';
import type { MailAllowance } from './mail-allowance.js';
import {
  consumeUserToken,
  findUserToken,
  insertUserToken,
  replaceUserToken,
  type TokenPurpose,
} from './token-repository.js';

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  /** Public address of the web app, for mailed links. */
  appUrl: string;
  log: FastifyBaseLogger;
  /** Reset and confirmation mails per address and hour (mail-allowance.ts). */
  mailAllowance: MailAllowance;
}

const CONFIRM_EMAIL_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const RESET_PASSWORD_LIFETIME_MS = 60 * 60 * 1000;

type SocialFlag = { usingGoogle: true } | { usingFacebook: true } | { usingApple: true };

/** Which provider a password-less account signs in with, if any. */
export function socialFlag(user: UserRow): SocialFlag | undefined {
  if (user.googleId) return { usingGoogle: true };
  if (user.facebookId) return { usingFacebook: true };
  if (user.appleId) return { usingApple: true };
  return undefined;
}

/** A sign-in for the account, valid until its session version moves on (or it expires). */
export async function startSession(deps: Pick<AuthDeps, 'tokens'>, user: UserRow): Promise<Session> {
  return { user: presentUser(user), token: await deps.tokens.sign(user.id, user.sessionVersion) };
}

export async function register(deps: AuthDeps, body: RegisterBody, language: Language): Promise<RegisterResponse> {
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(deps.db, body.email);
  if (existing) {
    if (existing.passwordHash) return { taken: true };
    const social = socialFlag(existing);
    if (social) return social;
    // Invited by e-mail but never registered: this registration finishes the account.
    const finished = await updateUser(deps.db, existing.id, { name: body.name, passwordHash, language });
    if (!finished) return { taken: true };
    await sendConfirmation(deps, finished);
    return startSession(deps, finished);
  }
  const user = await insertUser(deps.db, { name: body.name, email: body.email, passwordHash, language });
  if (!user) return { taken: true };
  await sendConfirmation(deps, user);
  return startSession(deps, user);
}

export async function authenticate(deps: AuthDeps, body: AuthenticateBody): Promise<AuthenticateResponse> {
  const user = await findUserByEmail(deps.db, body.email);
  if (!user) return { notFound: true };
  if (!user.passwordHash) return socialFlag(user) ?? { shouldFinishRegister: true };
  if (!(await verifyPassword(user.passwordHash, body.password))) return { wrongPassword: true };
  return startSession(deps, user);
}

export async function forgotPassword(
  deps: AuthDeps,
  email: string,
  language: Language,
): Promise<ForgotPasswordResponse> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return { notFound: true };
  const social = user.passwordHash ? undefined : socialFlag(user);
  if (social) return social;
  // The hour's mails to this address are used up: answered as if sent, nothing more in the inbox.
  if (!(await deps.mailAllowance.take(user.email))) return { success: true };
  // Only the newest link works: an older one, perhaps still in someone's hands, stops now.
  const token = await issueToken(deps, user, 'resetPassword', RESET_PASSWORD_LIFETIME_MS, { replace: true });
  const link = `${deps.appUrl}/reset-password/${token}/${encodeURIComponent(user.email)}`;
  await deliver(deps, resetPasswordMail(user.email, user.name, mailLanguage(user, language), link));
  return { success: true };
}

export async function resetPassword(
  deps: AuthDeps,
  body: { token: string; email: string; password: string },
): Promise<ResetPasswordResponse> {
  const user = await findUserByEmail(deps.db, body.email);
  if (!user) return { notFound: true };
  const social = user.passwordHash ? undefined : socialFlag(user);
  if (social) return social;
  const token = await findUserToken(deps.db, hashOneTimeToken(body.token), 'resetPassword');
  if (!token || token.userId !== user.id || token.usedAt) return { invalidToken: true };
  if (token.expiresAt.getTime() < Date.now()) return { tokenExpired: true };
  if (!(await consumeUserToken(deps.db, token.id))) return { invalidToken: true };
  // The reset link reached this inbox, so the address is confirmed too, and whoever held the old
  // password is out: every earlier session ends. That also settles an address someone else
  // registered first and never confirmed (docs/decisions/0005-sessions.md).
  const passwordHash = await hashPassword(body.password);
  await updateUserEndingSessions(deps.db, user.id, { passwordHash, hasConfirmedAccount: true });
  return { success: true };
}

/** Whether a reset link would still work, without using it (the reset page asks before its form). */
export async function resetTokenStatus(
  deps: Pick<AuthDeps, 'db'>,
  rawToken: string,
  email: string,
): Promise<{ status: ResetTokenStatus }> {
  const token = await findUserToken(deps.db, hashOneTimeToken(rawToken), 'resetPassword');
  if (!token) return { status: 'unknown' };
  // Only the address the link was mailed to: a token never says whose it is.
  const user = await findUserByEmail(deps.db, email);
  if (!user || token.userId !== user.id) return { status: 'unknown' };
  if (token.usedAt) return { status: 'used' };
  if (token.expiresAt.getTime() < Date.now()) return { status: 'expired' };
  return { status: 'valid' };
}

/**
 * Mails a new confirmation link (the older unused ones stop working) to an account with a password
 * that has not confirmed its address; the answer is the same for every address, and the mail goes
 * out after it, so neither the answer nor its time tells whether such an account exists.
 */
export async function resendConfirmation(
  deps: AuthDeps,
  email: string,
  language: Language,
): Promise<ResendConfirmationResponse> {
  const user = await findUserByEmail(deps.db, email);
  if (user?.passwordHash && !user.hasConfirmedAccount && (await deps.mailAllowance.take(user.email))) {
    const token = await issueToken(deps, user, 'confirmEmail', CONFIRM_EMAIL_LIFETIME_MS, { replace: true });
    void deliver(deps, confirmationMail(deps, user, token, language));
  }
  return { success: true };
}

export async function confirmEmail(deps: AuthDeps, rawToken: string): Promise<ConfirmEmailResponse> {
  const token = await findUserToken(deps.db, hashOneTimeToken(rawToken), 'confirmEmail');
  if (!token || token.usedAt) return { invalidToken: true };
  if (token.expiresAt.getTime() < Date.now()) return { tokenExpired: true };
  if (!(await consumeUserToken(deps.db, token.id))) return { invalidToken: true };
  const user = await updateUser(deps.db, token.userId, { hasConfirmedAccount: true });
  if (!user) return { invalidToken: true };
  return { success: true, user: presentUser(user) };
}

async function sendConfirmation(deps: AuthDeps, user: UserRow): Promise<void> {
  const token = await issueToken(deps, user, 'confirmEmail', CONFIRM_EMAIL_LIFETIME_MS);
  await deliver(deps, confirmationMail(deps, user, token, FALLBACK_LANGUAGE));
}

function confirmationMail(deps: AuthDeps, user: UserRow, token: string, fallback: Language): Mail {
  const link = `${deps.appUrl}/email-confirmation/${token}`;
  return confirmEmailMail(user.email, user.name, mailLanguage(user, fallback), link);
}

async function issueToken(
  deps: AuthDeps,
  user: UserRow,
  purpose: TokenPurpose,
  lifetimeMs: number,
  { replace = false } = {},
): Promise<string> {
  const { token, hash } = newOneTimeToken();
  const values = { userId: user.id, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + lifetimeMs) };
  await (replace ? replaceUserToken(deps.db, values) : insertUserToken(deps.db, values));
  return token;
}

/** A mail that can't go out never undoes the account change; it is logged for the operator. */
async function deliver(deps: AuthDeps, mail: Mail): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, subject: mail.subject }, 'could not send mail');
  }
}

function mailLanguage(user: UserRow, fallback: Language): Language {
  const stored = user.language;
  return isLanguage(stored) ? stored : fallback;
}

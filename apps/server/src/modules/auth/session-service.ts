import type { ChangePasswordBody, ChangePasswordResponse, LogoutEverywhereResponse } from '@bible-journey/contract';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { TokenService } from '../../auth/token-service.js';
import type { Db } from '../../db/database.js';
import { accountGone } from '../../http/require-user.js';
import { findUserById, updateUserEndingSessions } from '../users/repository.js';
import { socialFlag, startSession } from './service.js';

export interface SessionDeps {
  db: Db;
  tokens: TokenService;
}

/**
 * Changes the password of the signed-in account once the current one is proven, and ends every
 * earlier session: the device that changed it carries on with the fresh session it is answered.
 */
export async function changePassword(
  deps: SessionDeps,
  userId: string,
  body: ChangePasswordBody,
): Promise<ChangePasswordResponse> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw accountGone();
  if (!user.passwordHash) return socialFlag(user) ?? { wrongPassword: true };
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) return { wrongPassword: true };
  const passwordHash = await hashPassword(body.password);
  // Only if the password is still the one just checked: of two changes at once, one wins.
  const changed = await updateUserEndingSessions(deps.db, user.id, { passwordHash }, user.passwordHash);
  if (changed) return startSession(deps, changed);
  if (!(await findUserById(deps.db, userId))) throw accountGone();
  return { wrongPassword: true };
}

/** Ends every session of the account, the one asking included. */
export async function logOutEverywhere(deps: SessionDeps, userId: string): Promise<LogoutEverywhereResponse> {
  if (!(await updateUserEndingSessions(deps.db, userId, {}))) throw accountGone();
  return { loggedOut: true };
}

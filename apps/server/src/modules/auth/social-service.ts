import type { Session } from '@bible-journey/contract';
import { NAME_MAX } from '@bible-journey/contract';
import type { TokenService } from '../../auth/token-service.js';
import type { Db } from '../../db/database.js';
import { SocialAuthError, type SocialIdentity } from '../../integrations/social/social-identity.js';
import {
  findUserByEmail,
  findUserByProvider,
  insertUser,
  type UserRow,
  updateUser,
  updateUserEndingSessions,
} from '../users/repository.js';
import { startSession } from './service.js';

const providerColumn = { google: 'googleId', facebook: 'facebookId', apple: 'appleId' } as const;

export interface SocialDetails {
  /** The provider id the app read from the SDK; it must match the verified token. */
  claimedId: string | undefined;
  /** Name and picture from the app, used when the provider's token doesn't carry them. */
  name: string | undefined;
  picture: string | undefined;
}

/**
 * Signs in (or up) with an identity the server verified itself. An existing account with the same
 * e-mail is linked only when the provider vouches for the address, so nobody takes over an
 * account by naming its e-mail at a provider that doesn't check it.
 */
export async function signInWithIdentity(
  deps: { db: Db; tokens: TokenService },
  identity: SocialIdentity,
  details: SocialDetails,
): Promise<Session> {
  if (details.claimedId !== undefined && details.claimedId !== identity.providerId) {
    throw new SocialAuthError('The account id sent does not match the verified token.');
  }
  const known = await findUserByProvider(deps.db, identity.provider, identity.providerId);
  if (known) return startSession(deps, known);

  if (!identity.email)
    throw new SocialAuthError('The provider shared no e-mail address; allow e-mail access and try again.', 400);
  const column = providerColumn[identity.provider];
  const sameEmail = await findUserByEmail(deps.db, identity.email);
  if (sameEmail) return startSession(deps, await linkProvider(deps.db, sameEmail, identity, details, column));
  // An address the provider calls unverified may be someone else's: it opens no account, so the
  // owner can still register it.
  if (identity.emailVerified === false) {
    throw new SocialAuthError('The provider has not verified this e-mail address; verify it there and try again.', 403);
  }

  const name = (identity.name ?? details.name ?? identity.email.split('@')[0] ?? 'Reader').slice(0, NAME_MAX);
  const created = await insertUser(deps.db, {
    name,
    email: identity.email,
    [column]: identity.providerId,
    picture: identity.picture ?? details.picture ?? null,
    hasConfirmedAccount: identity.emailVerified === true,
  });
  if (created) return startSession(deps, created);
  // Another request created it a moment ago: sign in to that one.
  const raced = await findUserByProvider(deps.db, identity.provider, identity.providerId);
  if (raced) return startSession(deps, raced);
  throw new SocialAuthError('This account is being created by another request; try again.', 409);
}

/**
 * Links the provider to the account with its verified e-mail. An account nobody ever confirmed
 * may have been registered by someone else before the address's owner came (docs/decisions/
 * 0005-sessions.md): the owner, now proven, takes it over cleanly — the unproven password goes,
 * every earlier session ends, the provider's name and picture replace the registered ones; the
 * plans stay. A confirmed account keeps its password and sessions.
 */
async function linkProvider(
  db: Db,
  user: UserRow,
  identity: SocialIdentity,
  details: SocialDetails,
  column: (typeof providerColumn)[keyof typeof providerColumn],
): Promise<UserRow> {
  if (identity.emailVerified !== true) {
    throw new SocialAuthError('An account with this e-mail already exists: sign in with it first.', 409);
  }
  if (user[column] && user[column] !== identity.providerId) {
    throw new SocialAuthError('This e-mail is linked to another account of the same provider.', 409);
  }
  const linked = user.hasConfirmedAccount
    ? await updateUser(db, user.id, {
        [column]: identity.providerId,
        hasConfirmedAccount: true,
        picture: user.picture ?? identity.picture ?? null,
      })
    : await updateUserEndingSessions(db, user.id, {
        [column]: identity.providerId,
        hasConfirmedAccount: true,
        passwordHash: null,
        name: (identity.name ?? details.name ?? user.name).slice(0, NAME_MAX),
        picture: identity.picture ?? details.picture ?? null,
      });
  if (!linked) throw new SocialAuthError('The account disappeared while signing in; try again.', 409);
  return linked;
}

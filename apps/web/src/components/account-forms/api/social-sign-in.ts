import type { AppleAuthBody, FacebookAuthBody, GoogleAuthBody, Session } from '@bible-journey/contract';
import { api } from '../../../lib/api-client.ts';

export type SocialSignInBody =
  | { provider: 'google'; body: GoogleAuthBody }
  | { provider: 'facebook'; body: FacebookAuthBody }
  | { provider: 'apple'; body: AppleAuthBody };

/** POST /auth/google | /auth/facebook | /auth/apple: the server verifies the provider's token. */
export function socialSignIn({ provider, body }: SocialSignInBody): Promise<Session> {
  return api<Session>(`/auth/${provider}`, { method: 'POST', body });
}

import type { AppleAuthBody } from '@bible-journey/contract';
import { loadScript } from './load-script.ts';

interface AppleSignInResponse {
  authorization?: { id_token?: string };
  user?: { name?: { firstName?: string; lastName?: string } };
}
interface AppleIdSdk {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<AppleSignInResponse>;
  };
}

/** Sign in with Apple JS: the identity token, and the name Apple sends only the first time. */
export async function signInWithApple(clientId: string): Promise<AppleAuthBody> {
  await loadScript('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js');
  const apple = (window as unknown as { AppleID?: AppleIdSdk }).AppleID;
  if (!apple) throw new Error('Sign in with Apple did not load');
  apple.auth.init({ clientId, scope: 'name email', redirectURI: window.location.origin, usePopup: true });
  const { authorization, user } = await apple.auth.signIn();
  if (!authorization?.id_token) throw new Error('No Apple identity token');
  const givenName = user?.name?.firstName;
  const familyName = user?.name?.lastName;
  return {
    identityToken: authorization.id_token,
    ...(givenName ? { givenName } : {}),
    ...(familyName ? { familyName } : {}),
  };
}

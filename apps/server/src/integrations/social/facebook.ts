import type { SocialConfig } from '../../config.js';
import { SocialAuthError, type SocialIdentity } from './social-identity.js';

const TIMEOUT_MS = 5_000;

async function graphGet(url: URL): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch {
    throw new SocialAuthError('Facebook could not be reached to verify the sign-in.', 502);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SocialAuthError('Facebook answered with something that is not JSON.', 502);
  }
  if (!response.ok || typeof body !== 'object' || body === null) {
    throw new SocialAuthError('Facebook refused the access token.');
  }
  return body as Record<string, unknown>;
}

/**
 * Facebook access tokens, checked with the Graph API: debug_token proves the token was issued to
 * this app and is valid, then /me reads the profile. A user id from the client is never trusted.
 */
export function createFacebookVerifier(config: SocialConfig['facebook']) {
  return async (accessToken: string): Promise<SocialIdentity> => {
    const { appId, appSecret, graphUrl } = config;
    if (!appId || !appSecret) throw new SocialAuthError('Facebook sign-in is not configured on this server.', 503);
    // Facebook's tokens are printable ASCII; anything else is no token, and would only bloat the Graph URL.
    if (!/^[\x21-\x7e]+$/.test(accessToken)) throw new SocialAuthError('The Facebook access token is not valid.');
    const base = graphUrl.replace(/\/$/, '');

    const debugUrl = new URL(`${base}/debug_token`);
    debugUrl.searchParams.set('input_token', accessToken);
    debugUrl.searchParams.set('access_token', `${appId}|${appSecret}`);
    const debug = (await graphGet(debugUrl)).data as Record<string, unknown> | undefined;
    if (debug?.is_valid !== true || String(debug.app_id) !== appId || typeof debug.user_id !== 'string') {
      throw new SocialAuthError('The Facebook access token is not valid for this app.');
    }

    const meUrl = new URL(`${base}/me`);
    meUrl.searchParams.set('fields', 'id,name,email,picture.width(720)');
    meUrl.searchParams.set('access_token', accessToken);
    const me = await graphGet(meUrl);
    if (String(me.id) !== debug.user_id) throw new SocialAuthError('The Facebook profile does not match the token.');
    const picture = (me.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
    return {
      provider: 'facebook',
      providerId: debug.user_id,
      email: typeof me.email === 'string' ? me.email.toLowerCase() : undefined,
      // Graph doesn't say whether the address was verified: enough to open a new account, not to
      // take over an existing one.
      emailVerified: 'unknown',
      name: typeof me.name === 'string' ? me.name : undefined,
      picture: typeof picture === 'string' ? picture : undefined,
    };
  };
}

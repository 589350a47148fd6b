import type { FacebookAuthBody } from '@bible-journey/contract';
import { loadScript } from './load-script.ts';

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken?: string; userID?: string } | null }) => void,
    options: { scope: string },
  ): void;
}

let initialisedFor: string | null = null;

/** Facebook JS SDK: the access token the server checks against the Graph API. */
export async function signInWithFacebook(appId: string): Promise<FacebookAuthBody> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const sdk = (window as unknown as { FB?: FacebookSdk }).FB;
  if (!sdk) throw new Error('Facebook SDK did not load');
  if (initialisedFor !== appId) {
    sdk.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
    initialisedFor = appId;
  }
  return new Promise((resolve, reject) => {
    sdk.login(
      ({ authResponse }) => {
        if (!authResponse?.accessToken) return reject(new Error('Facebook login cancelled'));
        resolve({
          accessToken: authResponse.accessToken,
          ...(authResponse.userID ? { facebookId: authResponse.userID } : {}),
        });
      },
      { scope: 'public_profile,email' },
    );
  });
}

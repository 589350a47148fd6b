import type { GoogleAuthBody } from '@bible-journey/contract';
import { loadScript } from './load-script.ts';

interface PromptMoment {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
}
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        prompt_parent_id?: string;
      }): void;
      prompt(listener?: (moment: PromptMoment) => void): void;
    };
  };
}

/**
 * Google Identity Services: the ID token (credential) the server verifies. `promptParentId` puts
 * the prompt inside that element (where the browser doesn't draw it itself): needed in a modal
 * dialog, which makes the rest of the page inert.
 */
export async function signInWithGoogle(clientId: string, promptParentId?: string): Promise<GoogleAuthBody> {
  await loadScript('https://accounts.google.com/gsi/client');
  const google = (window as unknown as { google?: GoogleIdentity }).google;
  if (!google) throw new Error('Google Identity Services did not load');
  const identityToken = await new Promise<string>((resolve, reject) => {
    google.accounts.id.initialize({
      client_id: clientId,
      ...(promptParentId ? { prompt_parent_id: promptParentId } : {}),
      callback: ({ credential }) => (credential ? resolve(credential) : reject(new Error('No Google credential'))),
    });
    google.accounts.id.prompt((moment) => {
      if (moment.isNotDisplayed?.() || moment.isSkippedMoment?.()) reject(new Error('Google sign-in not shown'));
    });
  });
  return { identityToken };
}

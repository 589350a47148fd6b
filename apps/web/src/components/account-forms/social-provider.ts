/** The provider an account was made with, when the server answers usingGoogle / usingFacebook / usingApple. */
export type SocialProviderName = 'Google' | 'Facebook' | 'Apple';

export function socialProviderOf(response: object): SocialProviderName | null {
  if ('usingGoogle' in response && response.usingGoogle) return 'Google';
  if ('usingFacebook' in response && response.usingFacebook) return 'Facebook';
  if ('usingApple' in response && response.usingApple) return 'Apple';
  return null;
}

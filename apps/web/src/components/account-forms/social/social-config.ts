/** Provider ids given at build time; a provider without one has no button. */
export interface SocialConfig {
  googleClientId?: string | undefined;
  facebookAppId?: string | undefined;
  appleClientId?: string | undefined;
}

export type SocialProvider = 'google' | 'facebook' | 'apple';

/** The build's provider ids (VITE_GOOGLE_CLIENT_ID, VITE_FACEBOOK_APP_ID, VITE_APPLE_CLIENT_ID). */
export function readSocialConfig(env: Record<string, unknown> = import.meta.env): SocialConfig {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return {
    googleClientId: text(env.VITE_GOOGLE_CLIENT_ID),
    facebookAppId: text(env.VITE_FACEBOOK_APP_ID),
    appleClientId: text(env.VITE_APPLE_CLIENT_ID),
  };
}

/** The buttons to show, in the order the screens list them. */
export function visibleSocialProviders(config: SocialConfig): SocialProvider[] {
  const providers: SocialProvider[] = [];
  if (config.googleClientId) providers.push('google');
  if (config.facebookAppId) providers.push('facebook');
  if (config.appleClientId) providers.push('apple');
  return providers;
}

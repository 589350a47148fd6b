import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { type SocialSignInBody, socialSignIn } from '../api/social-sign-in.ts';
import styles from '../components/account-form.module.css';
import { useAccountOutcomes } from '../hooks/use-account-outcomes.ts';
import { signInWithApple } from './apple.ts';
import { signInWithFacebook } from './facebook.ts';
import { signInWithGoogle } from './google.ts';
import { readSocialConfig, type SocialConfig, type SocialProvider, visibleSocialProviders } from './social-config.ts';

async function providerBody(provider: SocialProvider, config: SocialConfig): Promise<SocialSignInBody> {
  if (provider === 'google') return { provider, body: await signInWithGoogle(config.googleClientId ?? '') };
  if (provider === 'facebook') return { provider, body: await signInWithFacebook(config.facebookAppId ?? '') };
  return { provider, body: await signInWithApple(config.appleClientId ?? '') };
}

/** Google, Facebook and Apple sign-in, each shown only when the build has its id. */
export function SocialButtons({ config = readSocialConfig() }: { config?: SocialConfig }) {
  const { t } = useTranslation();
  const outcomes = useAccountOutcomes();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const providers = visibleSocialProviders(config);
  if (providers.length === 0) return null;

  const handleSignIn = async (provider: SocialProvider) => {
    setPending(provider);
    try {
      outcomes.startSession(await socialSignIn(await providerBody(provider, config)));
    } catch (error) {
      console.warn(`${provider} sign-in failed`, error);
      setPending(null);
      outcomes.showGeneralError();
    }
  };

  return (
    <>
      <p className={styles.divider}>{t('accounts.social.or')}</p>
      <div className={styles.social}>
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            isLoading={pending === provider}
            disabled={pending !== null}
            loadingLabel={t('accounts.social.connecting')}
            onClick={() => void handleSignIn(provider)}
          >
            {t(`accounts.social.${provider}`)}
          </Button>
        ))}
      </div>
    </>
  );
}

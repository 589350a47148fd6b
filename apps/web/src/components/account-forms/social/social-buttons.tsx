import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import styles from '../account-forms.module.css';
import { type SocialSignInBody, socialSignIn } from '../api/social-sign-in.ts';
import { useAccountOutcomes } from '../use-account-outcomes.ts';
import { signInWithApple } from './apple.ts';
import { signInWithFacebook } from './facebook.ts';
import { signInWithGoogle } from './google.ts';
import { readSocialConfig, type SocialConfig, type SocialProvider, visibleSocialProviders } from './social-config.ts';

async function providerBody(
  provider: SocialProvider,
  config: SocialConfig,
  googlePromptParentId: string | undefined,
): Promise<SocialSignInBody> {
  if (provider === 'google') {
    return { provider, body: await signInWithGoogle(config.googleClientId ?? '', googlePromptParentId) };
  }
  if (provider === 'facebook') return { provider, body: await signInWithFacebook(config.facebookAppId ?? '') };
  return { provider, body: await signInWithApple(config.appleClientId ?? '') };
}

/** Google, Facebook and Apple sign-in, each shown only when the build has its id. */
export function SocialButtons({ config = readSocialConfig() }: { config?: SocialConfig }) {
  const { t } = useTranslation();
  const outcomes = useAccountOutcomes();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const promptHost = useRef<HTMLDivElement>(null);
  const promptHostId = useId();
  const providers = visibleSocialProviders(config);
  if (providers.length === 0) return null;

  const handleSignIn = async (provider: SocialProvider) => {
    setPending(provider);
    try {
      // Inside a modal dialog the rest of the page is inert: Google's prompt must open in the dialog.
      const isInDialog = promptHost.current?.closest('dialog') != null;
      const body = await providerBody(provider, config, isInDialog ? promptHostId : undefined);
      outcomes.startSession(await socialSignIn(body));
    } catch (error) {
      console.warn(`${provider} sign-in failed`, error);
      setPending(null);
      outcomes.showGeneralError();
    }
  };

  return (
    <>
      <p className={styles.divider}>{t('accountForms.social.or')}</p>
      <div className={styles.social}>
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            isLoading={pending === provider}
            disabled={pending !== null}
            loadingLabel={t('accountForms.social.connecting')}
            onClick={() => void handleSignIn(provider)}
          >
            {t(`accountForms.social.${provider}`)}
          </Button>
        ))}
      </div>
      <div ref={promptHost} id={promptHostId} />
    </>
  );
}

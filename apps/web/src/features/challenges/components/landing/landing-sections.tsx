import { CHALLENGES_PER_OWNER_MAX, challengeCreation, PREMIUM_PRICES } from '@bible-journey/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { openAccountModal } from '../../../../components/account-modal/open-account-modal.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { paths } from '../../../../config/paths.ts';
import { formatPrice } from '../../../../lib/format-price.ts';
import { premiumQueryOptions, usePremium } from '../../../../lib/premium.ts';
import { session } from '../../../../lib/session.ts';
import { useSessionToken } from '../../../../lib/use-session-token.ts';
import { useUiLanguage } from '../../../../lib/use-ui-language.ts';
import { usePublicSettings } from '../../api/get-public-settings.ts';
import { CardOffers } from '../checkout/card-offers.tsx';
import { NativeOffers } from '../checkout/native-offers.tsx';
import { nativePurchases } from '../checkout/native-purchase.ts';
import { openPurchaseApproved } from '../checkout/purchase-approved.tsx';
import { useAndroidPremiumCheck } from '../checkout/use-android-premium-check.ts';
import { HOW_IT_WORKS_ID, START_NOW_ID } from './anchors.ts';
import { ContactSection } from './contact-section.tsx';
import { HowItWorksVideo } from './how-it-works-video.tsx';
import styles from './landing.module.css';
import { scrollToSection } from './scroll-to-section.ts';

/** The how-it-works steps, in the order a leader goes through them (spec 3 section 2). */
const STEPS = [
  'name',
  'creativity',
  'dates',
  'plan',
  'participants',
  'launched',
  'ranking',
  'reward',
  'question',
] as const;

/** The landing page below its header: how it works, the prices and the contact. */
export function LandingSections() {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const { hash, key } = useLocation();
  const settings = usePublicSettings();

  // An anchor in the address (a click above, or a link to #start-now) is brought into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (key) scrolls again, even to the same anchor.
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash, key]);

  return (
    <>
      <section id={HOW_IT_WORKS_ID} tabIndex={-1} className={styles.section} aria-labelledby="landing-how-title">
        <h2 id="landing-how-title" className={styles.sectionTitle}>
          {t('challenges.landing.howItWorks')}
        </h2>
        {settings.data?.howItWorksVideoUrl && <HowItWorksVideo url={settings.data.howItWorksVideoUrl} />}
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step} className={styles.step}>
              <h3 className={styles.stepTitle}>{t(`challenges.landing.steps.${step}.title`)}</h3>
              <p className={styles.stepText}>{t(`challenges.landing.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id={START_NOW_ID} tabIndex={-1} className={styles.section} aria-labelledby="landing-plans-title">
        <h2 id="landing-plans-title" className={styles.sectionTitle}>
          {t('challenges.landing.choosePlan')}
        </h2>
        <p className={styles.sectionText}>{t('challenges.landing.choosePlanText')}</p>
        <ul className={styles.prices}>
          <li className={styles.price}>
            <h3 className={styles.priceName}>{t('challenges.landing.subscription.name')}</h3>
            <p className={styles.amount}>
              {t('challenges.landing.subscription.price', {
                price: formatPrice(PREMIUM_PRICES.subscription, language),
              })}
            </p>
            <p className={styles.stepText}>{t('challenges.landing.subscription.text')}</p>
          </li>
          <li className={styles.price}>
            <h3 className={styles.priceName}>{t('challenges.landing.oneTime.name')}</h3>
            <p className={styles.amount}>
              {t('challenges.landing.oneTime.price', { price: formatPrice(PREMIUM_PRICES.oneTime, language) })}
            </p>
            <p className={styles.stepText}>{t('challenges.landing.oneTime.text')}</p>
          </li>
        </ul>
        <StartNow />
      </section>

      <ContactSection settings={settings.data} />
    </>
  );
}

/**
 * What to do next, by who is here (spec 1 sections 2 and 4): someone signed out logs in or signs
 * up first, in the account box, staying here; a leader with premium access to spare creates a
 * challenge; anyone without a subscription may subscribe or buy one challenge by card.
 */
function StartNow() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const premium = usePremium();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Inside the native shells the stores sell (their rules); on the web, Stripe's card form.
  const nativeStore = nativePurchases();
  useAndroidPremiumCheck(premium.data, nativeStore !== null, () =>
    openPurchaseApproved(() => navigate(paths.newChallengeName())),
  );
  if (token === null) {
    // Someone who has premium already goes straight on to the wizard once logged in; anyone else
    // stays here, where the offers then show.
    const handleLoggedIn = async () => {
      const signedIn = session.get()?.token;
      if (!signedIn) return;
      try {
        const access = await queryClient.fetchQuery(premiumQueryOptions(signedIn));
        if (challengeCreation(access, access?.ownedChallenges ?? 0) === 'allowed') navigate(paths.newChallengeName());
      } catch {
        // The offers say so when premium can't be fetched.
      }
    };
    return (
      <div className={styles.next}>
        <p className={styles.sectionText}>{t('challenges.checkout.signInToBuy')}</p>
        <p className={styles.sectionText}>{t('challenges.landing.alreadySubscribed')}</p>
        <div className={styles.nextActions}>
          <Button
            onClick={() =>
              openAccountModal({
                intent: 'login',
                reason: t('challenges.checkout.signInReason'),
                onSignedIn: () => void handleLoggedIn(),
              })
            }
          >
            {t('challenges.landing.logIn')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => openAccountModal({ intent: 'register', reason: t('challenges.checkout.signInReason') })}
          >
            {t('challenges.checkout.register')}
          </Button>
        </div>
      </div>
    );
  }
  if (premium.isPending) return null;
  if (premium.isError) return <p className={styles.sectionText}>{t('challenges.checkout.unavailable')}</p>;
  const creation = challengeCreation(premium.data, premium.data?.ownedChallenges ?? 0);
  return (
    <div className={styles.next}>
      {creation === 'allowed' && (
        <>
          <p className={styles.sectionText}>{t('challenges.landing.premiumActive')}</p>
          <ButtonLink to={paths.newChallengeName()}>{t('challenges.landing.create')}</ButtonLink>
        </>
      )}
      {creation === 'limitReached' && <p className={styles.sectionText}>{t('challenges.checkout.limitReached')}</p>}
      {creation === 'leadsTheMost' && (
        <p className={styles.sectionText}>{t('challenges.limits.leadsTheMost', { most: CHALLENGES_PER_OWNER_MAX })}</p>
      )}
      {premium.data?.type !== 'subscription' &&
        creation !== 'leadsTheMost' &&
        (nativeStore ? <NativeOffers cdv={nativeStore} /> : <CardOffers premium={premium.data} />)}
    </div>
  );
}

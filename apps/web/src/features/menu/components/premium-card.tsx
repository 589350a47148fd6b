import type { PremiumAccess } from '@bible-journey/contract';
import type { TFunction } from 'i18next';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CONTACT_EMAIL } from '../../../config/contact.ts';
import { paths } from '../../../config/paths.ts';
import { nativePlatform } from '../../../lib/native-platform.ts';
import { usePremium } from '../../../lib/premium.ts';
import { useUiLanguage } from '../../../lib/use-ui-language.ts';
import { openCancelSubscriptionModal } from './cancel-subscription.tsx';
import styles from './menu.module.css';

/** Where a store subscription is cancelled: the store's own subscriptions page. */
const STORE_SUBSCRIPTIONS = {
  android: 'https://play.google.com/store/account/subscriptions',
  ios: 'https://apps.apple.com/account/subscriptions',
} as const;

/** A paid amount in cents as the interface's language writes money; whole amounts without cents. */
function formatPaid(cents: number, currency: string, locale: string): string {
  const amount = cents / 100;
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/**
 * Spec 1 section 3, premium info's title: the product and its price, a month for a subscription.
 * An operator's grant has neither: it reads "Premium access".
 */
function premiumTitle(t: TFunction, premium: PremiumAccess, locale: string): string {
  const product = premium.product_title ?? t('menu.premium.access');
  if (premium.amount_paid === undefined || !premium.currency_paid) return product;
  const price = formatPaid(premium.amount_paid, premium.currency_paid, locale);
  return premium.type === 'subscription'
    ? t('menu.premium.titleMonthly', { product, price })
    : t('menu.premium.titlePaid', { product, price });
}

/**
 * The menu's premium card (spec 1 section 2): what the person has and where it came from, the
 * challenges a one_time premium still allows, and cancelling a card subscription. Store
 * subscriptions are cancelled in the store; an operator's grant through the team.
 */
export function PremiumCard() {
  const { t } = useTranslation();
  const premium = usePremium();
  const headingRef = useRef<HTMLHeadingElement>(null);

  let content: ReactNode;
  if (premium.data) content = <PremiumDetails premium={premium.data} onCancelled={() => headingRef.current?.focus()} />;
  else if (premium.data === null) content = <NoPremium />;
  else if (premium.isError) {
    content = (
      <>
        <p className={styles.cardText} role="alert">
          {t('menu.premium.loadFailed')}
        </p>
        <Button variant="secondary" onClick={() => void premium.refetch()}>
          {t('menu.premium.retry')}
        </Button>
      </>
    );
  } else content = <PremiumSkeleton />;

  return (
    <section
      className={styles.card}
      aria-labelledby="menu-premium-heading"
      aria-busy={premium.data === undefined && !premium.isError}
    >
      <h2 id="menu-premium-heading" ref={headingRef} className={styles.cardTitle} tabIndex={-1}>
        {t('menu.premium.heading')}
      </h2>
      {content}
    </section>
  );
}

function PremiumSkeleton() {
  const { t } = useTranslation();
  return (
    // No live region: the menu's own outcomes (snackbars) are the page's status, not this load.
    <div className={styles.skeleton}>
      <span className={styles.visuallyHidden}>{t('menu.premium.loading')}</span>
      <span className={styles.skeletonLine} aria-hidden="true" />
      <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} aria-hidden="true" />
    </div>
  );
}

function NoPremium() {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.cardText}>{t('menu.premium.none')}</p>
      <Link className={styles.secondaryLink} to={paths.challengesStartNow}>
        {t('menu.premium.seePrices')}
      </Link>
    </>
  );
}

function PremiumDetails({ premium, onCancelled }: { premium: PremiumAccess; onCancelled: () => void }) {
  const { t } = useTranslation();
  const { locale } = useUiLanguage();
  const isSubscription = premium.type === 'subscription';
  const store = premium.origin === 'android' || premium.origin === 'ios' ? premium.origin : null;
  // A one_time premium keeps open as many challenges as were bought; any more are closed.
  const used = Math.min(premium.ownedChallenges, premium.amountPurchases);
  return (
    <>
      <p className={styles.premiumTitle}>{premiumTitle(t, premium, locale)}</p>
      {!isSubscription && (
        <>
          <p className={styles.cardText}>
            {t('menu.premium.challengesUsed', { count: premium.amountPurchases, used })}
          </p>
          <Link className={styles.secondaryLink} to={paths.challengesStartNow}>
            {t('menu.premium.buyMore')}
          </Link>
        </>
      )}
      {premium.origin === 'admin' && (
        <>
          <p className={styles.cardText}>{t('menu.premium.granted')}</p>
          <a className={styles.actionLink} href={`mailto:${CONTACT_EMAIL}`}>
            {t('menu.premium.contact', { email: CONTACT_EMAIL })}
          </a>
        </>
      )}
      {isSubscription && store && (
        <>
          <p className={styles.cardText}>{t(`menu.premium.${store}`)}</p>
          <a className={styles.actionLink} href={STORE_SUBSCRIPTIONS[store]}>
            {t(`menu.premium.${store}Link`)}
          </a>
        </>
      )}
      {/* Spec 1 section 2: the iOS app refuses to cancel a subscription bought on the web (Apple's rules). */}
      {isSubscription && premium.origin === 'stripe' && nativePlatform() === 'ios' && (
        <p className={styles.cardText}>{t('menu.premium.webOnly')}</p>
      )}
      {isSubscription && premium.origin === 'stripe' && nativePlatform() !== 'ios' && (
        <Button variant="danger" onClick={() => openCancelSubscriptionModal(premium.subscription_id, onCancelled)}>
          {t('menu.premium.cancel')}
        </Button>
      )}
    </>
  );
}

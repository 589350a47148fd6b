import type { MonthlyDonation } from '@bible-journey/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useDonationReturn } from '../../../components/donations/donation-return.ts';
import { donationState } from '../../../components/donations/donation-state.ts';
import { donationStrings } from '../../../components/donations/donation-strings.ts';
import { openDonationOptions } from '../../../components/donations/open-donation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatPrice } from '../../../lib/format-price.ts';
import { useLazyStrings } from '../../../lib/lazy-strings.ts';
import { useUiLanguage } from '../../../lib/use-ui-language.ts';
import { monthlyDonationsKey, useMonthlyDonations } from '../api/monthly-donations.ts';
import styles from './menu.module.css';
import { openStopDonationModal } from './stop-donation.tsx';

/**
 * "Support Bible Journey" (spec 1 sections 1 and 2): the donation options modal, signed in or not;
 * a monthly donor's running donation and stopping it; and the result of a donation whose bank sent
 * the donor back here (3-D Secure).
 */
export function SupportCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hasStrings = useLazyStrings(donationStrings);
  const { donated } = useSyncExternalStore(donationState.subscribe, donationState.get);
  const monthly = useMonthlyDonations();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A monthly donation paid after its bank's page is one to show (and stop) here.
  useDonationReturn(() => void queryClient.invalidateQueries({ queryKey: monthlyDonationsKey }));
  if (!hasStrings) return null;
  return (
    <section className={styles.card} aria-labelledby="menu-support-heading">
      <h2 id="menu-support-heading" ref={headingRef} className={styles.cardTitle} tabIndex={-1}>
        {t('donations.card.heading')}
      </h2>
      <p className={styles.cardText}>{t('donations.card.body')}</p>
      {donated && <p className={styles.cardText}>{t('donations.card.thanks')}</p>}
      {monthly.data?.donations.map((donation) => (
        <MonthlyDonationRow key={donation.id} donation={donation} onStopped={() => headingRef.current?.focus()} />
      ))}
      <div className={styles.row}>
        <Button onClick={() => void openDonationOptions()}>{t('donations.card.donate')}</Button>
      </div>
    </section>
  );
}

function MonthlyDonationRow({ donation, onStopped }: { donation: MonthlyDonation; onStopped: () => void }) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  return (
    <div className={styles.row}>
      <p className={styles.cardText}>
        {t('donations.card.monthly', { amount: formatPrice(donation.amount / 100, language, donation.currency) })}
      </p>
      <Button variant="secondary" onClick={() => openStopDonationModal(donation.id, onStopped)}>
        {t('donations.card.stopMonthly')}
      </Button>
    </div>
  );
}

import { remindDonationLater, shouldAskDonation, todayIso } from '@bible-journey/core';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { localPlan } from '../../lib/local-plan-store.ts';
import { afterModalClosed } from '../../lib/modals/after-modal-closed.ts';
import { modals } from '../../lib/modals/modals.ts';
import { Button } from '../ui/button.tsx';
import { donationState, updateDonationState } from './donation-state.ts';
import { donationStrings } from './donation-strings.ts';
import styles from './donations.module.css';
import { openDonationOptions } from './open-donation.tsx';

export const ASK_DONATION_MODAL_ID = 'ask-donation';

function AskDonationBody({ onDonate, onLater, onDecline }: Record<'onDonate' | 'onLater' | 'onDecline', () => void>) {
  const { t } = useTranslation();
  return (
    <div className={styles.body}>
      <p>{t('donations.ask.text')}</p>
      <div className={styles.actions}>
        <Button variant="quiet" onClick={onDecline}>
          {t('donations.ask.decline')}
        </Button>
        <Button variant="secondary" onClick={onLater}>
          {t('donations.ask.later')}
        </Button>
        <Button onClick={onDonate}>{t('donations.ask.donate')}</Button>
      </div>
    </div>
  );
}

/**
 * The ask-donation modal (spec 1 section 2): donate (the options modal opens), remind me later
 * (asked again in 14 days), or no, thanks (never asked again). Closed without a choice: later.
 */
export function openAskDonation(today = todayIso()): void {
  let chosen = false;
  const choose = (close: () => void, then?: () => void) => {
    chosen = true;
    close();
    if (then) afterModalClosed(ASK_DONATION_MODAL_ID, then);
  };
  updateDonationState({ lastAskedOn: today });
  modals.open({
    id: ASK_DONATION_MODAL_ID,
    title: i18next.t('donations.ask.title'),
    waitForTurn: true,
    render: (close) => (
      <AskDonationBody
        onDonate={() => {
          updateDonationState(remindDonationLater(donationState.get(), today));
          choose(close, () => void openDonationOptions());
        }}
        onLater={() => {
          updateDonationState(remindDonationLater(donationState.get(), today));
          choose(close);
        }}
        onDecline={() => {
          updateDonationState({ declined: true });
          choose(close);
        }}
      />
    ),
    onClose: () => {
      if (!chosen) updateDonationState(remindDonationLater(donationState.get(), today));
    },
  });
}

/** Shows the ask-donation modal when the rule says it is due today (after any dialog already open). */
export async function offerAskDonation(today = todayIso()): Promise<void> {
  if (donationState.get().firstSeenOn === null) updateDonationState({ firstSeenOn: today });
  const daysRead = localPlan.get()?.planv2.filter((day) => day.read === true).length ?? 0;
  if (!shouldAskDonation(donationState.get(), daysRead, today)) return;
  try {
    await donationStrings.load(i18next.language);
  } catch {
    return; // Offline with the words never fetched: another day.
  }
  openAskDonation(today);
}

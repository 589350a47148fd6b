import type { ChallengeInvitationResponse, InvitationPlan } from '@bible-journey/contract';
import { bookName, type Language } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../components/plan-form/format-date.ts';
import { ReadingLoadSummary } from '../../../../components/plan-form/reading-load-summary.tsx';
import { useUiLanguage } from '../../../../lib/use-ui-language.ts';
import styles from './invite.module.css';

/** The plan's reading with the books' full names: "Psalms 1–20", "Matthew 1 – John 21". */
function readingSpan({ readingStart: start, readingEnd: end }: InvitationPlan, language: Language): string {
  const first = bookName(start.book, language);
  if (start.book === end.book) return `${first} ${start.chapter}–${end.chapter}`;
  return `${first} ${start.chapter} – ${bookName(end.book, language)} ${end.chapter}`;
}

/**
 * The reasons to trust an invitation before giving anything (issue 23): the app's name, the
 * challenge, who leads it, when, what the group reads and what a day asks (the personal plan's
 * chapters and minutes), and how many take part. No other member's name: the server sends none.
 */
export function InvitationDetails({ challenge }: { challenge: ChallengeInvitationResponse['challenge'] }) {
  const { t } = useTranslation();
  const { language, locale } = useUiLanguage();
  const { plan } = challenge;
  return (
    <section className={styles.challenge} aria-labelledby="invitation-title">
      <p className={styles.appName}>{t('challenges.invite.onApp', { app: t('app.name') })}</p>
      <h2 id="invitation-title" className={styles.name}>
        {challenge.title}
      </h2>
      <p className={styles.leader}>{t('challenges.list.ledBy', { name: challenge.owner.name })}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('challenges.invite.dates')}</dt>
          <dd>
            {t('challenges.invite.dateRange', {
              start: formatDate(challenge.startDate, locale),
              end: formatDate(challenge.finishDate, locale),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('challenges.invite.reading')}</dt>
          <dd>
            {plan ? readingSpan(plan, language) : t('challenges.invite.noPlan')}
            {plan && <ReadingLoadSummary load={plan} className={styles.load} />}
          </dd>
        </div>
        <div>
          <dt>{t('challenges.invite.group')}</dt>
          <dd>{t('challenges.list.participants', { count: challenge.participantsCount })}</dd>
        </div>
      </dl>
      <p className={styles.joinText}>{t('challenges.invite.joinText')}</p>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { version } from '../../../../package.json';
import { Page } from '../../../components/ui/page.tsx';
import { useLazyStrings } from '../../../lib/lazy-strings.ts';
import { useRefreshSessionUser } from '../api/get-user.ts';
import { useSession } from '../hooks/use-session.ts';
import { menuMoreStrings } from '../lib/menu-more-strings.ts';
import { DangerCard } from './danger-card.tsx';
import { AccountCard, DownloadCard, HelpCard } from './help-cards.tsx';
import styles from './menu.module.css';
import { MilestonesCard } from './milestones-card.tsx';
import { DarkThemeAnnouncement, InstallCard, SocialCard } from './more-cards.tsx';
import { OfflineBiblesCard } from './offline-bibles-card.tsx';
import { LanguageCard, ThemeCard } from './preferences-cards.tsx';
import { PremiumCard } from './premium-card.tsx';
import { ReminderCard } from './reminder-card.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { SupportCard } from './support-card.tsx';
import { SignInCard, UserCard } from './user-card.tsx';
import { WeeklySummaryCard } from './weekly-summary-card.tsx';

/** The version people quote in a report: the build's own when set, else the web package's. */
const APP_VERSION = (import.meta.env.VITE_APP_VERSION as string | undefined) ?? version;

/**
 * /menu: the person, the dark theme's announcement (once), the plan's PDF, installing the app,
 * the daily reminder, the leader's weekly summary, language, theme, premium (signed in), donating, sharing and help, social links, the
 * account (spec 1 section 2).
 */
export function MenuPage() {
  const { t } = useTranslation();
  const current = useSession();
  useRefreshSessionUser(current?.token ?? null);
  // The newer cards' strings come with the menu; the cards show once they are in.
  const hasMoreStrings = useLazyStrings(menuMoreStrings);
  return (
    <Page title={t('menu.title')} className={styles.page}>
      <div className={styles.cards}>
        {current ? <UserCard user={current.user} /> : <SignInCard />}
        {hasMoreStrings && <MilestonesCard />}
        {hasMoreStrings && <DarkThemeAnnouncement />}
        <DownloadCard />
        {hasMoreStrings && <InstallCard />}
        <ReminderCard session={current} />
        {current && hasMoreStrings && <WeeklySummaryCard token={current.token} />}
        {hasMoreStrings && <OfflineBiblesCard />}
        <LanguageCard />
        <ThemeCard />
        {current && <PremiumCard />}
        <SupportCard />
        <HelpCard />
        {hasMoreStrings && <SocialCard />}
        <AccountCard isSignedIn={current !== null} />
        {current && <SessionsCard user={current.user} />}
        {current && <DangerCard />}
      </div>
      <p className={styles.credit}>{t('menu.credit', { name: t('app.name'), version: APP_VERSION })}</p>
    </Page>
  );
}

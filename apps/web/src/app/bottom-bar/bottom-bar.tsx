import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { localPlan } from '../../lib/local-plan-store.ts';
import { useSessionToken } from '../../lib/use-session-token.ts';
import styles from './bottom-bar.module.css';
import { activeBottomBarSection, type BottomBarSection, challengeIdOf, isBottomBarHidden } from './bottom-bar-rules.ts';

// Whether the person leads the challenge comes from the challenge's own query, in a chunk that
// loads only inside a challenge (challenge code stays out of /plan's first load).
const OwnerOnly = lazy(() =>
  import('../../features/challenges/components/owner-only.tsx').then(({ OwnerOnly }) => ({ default: OwnerOnly })),
);

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

interface Item {
  section: BottomBarSection;
  to: string;
  labelKey: string;
  icon: ReactNode;
}

const HOME: Item = {
  section: 'home',
  to: paths.plan,
  labelKey: 'nav.home',
  icon: (
    <Icon>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </Icon>
  ),
};

const CHALLENGES: Item = {
  section: 'challenges',
  to: paths.challenges,
  labelKey: 'nav.challenges',
  icon: (
    <Icon>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5v1a3 3 0 0 0 3 3M16 6h3v1a3 3 0 0 1-3 3" />
      <path d="M12 13v4M9 17h6l1 3H8z" />
    </Icon>
  ),
};

const MENU: Item = {
  section: 'menu',
  to: paths.menu,
  labelKey: 'nav.menu',
  icon: (
    <Icon>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  ),
};

/** Inside a challenge: its ranking, plan and questions; its settings for the leader only. */
function challengeItems(challengeId: string): { shared: Item[]; configs: Item } {
  return {
    shared: [
      {
        section: 'ranking',
        to: paths.challengeRanking(challengeId),
        labelKey: 'nav.ranking',
        icon: (
          <Icon>
            <path d="M4 20v-6h5v6M9 20V9h6v11M15 20v-8h5v8M3 20h18" />
          </Icon>
        ),
      },
      {
        section: 'challengePlan',
        to: paths.challengePlan(challengeId),
        labelKey: 'nav.plan',
        icon: (
          <Icon>
            <rect x="4" y="5" width="16" height="16" rx="2" />
            <path d="M4 10h16M9 3v4M15 3v4M8.5 15l2 2 4-4" />
          </Icon>
        ),
      },
      {
        section: 'questions',
        to: paths.challengeQuestions(challengeId),
        labelKey: 'nav.questions',
        icon: (
          <Icon>
            <circle cx="12" cy="12" r="9" />
            <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14M12 17h.01" />
          </Icon>
        ),
      },
    ],
    configs: {
      section: 'configs',
      to: paths.challengeConfigs(challengeId),
      labelKey: 'nav.configs',
      icon: (
        <Icon>
          <circle cx="12" cy="12" r="3" />
          <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
        </Icon>
      ),
    },
  };
}

const hasPlanNow = () => localPlan.get() !== null;

/**
 * The app's main navigation: a bar at the bottom of phones, a side rail from 992 px. Outside a
 * challenge: Home, Challenges, Menu; inside one: Home, Ranking, Plan, Questions, Configs (the
 * leader's only) and Menu (spec 1 section 2). Hidden on focused flows (see bottom-bar-rules.ts). While shown it sets --bottom-bar-height (phone) or
 * --side-nav-width (desktop) on <body> and pads the body by the same amount, so no page ends
 * underneath it.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hasPlan = useSyncExternalStore(localPlan.subscribe, hasPlanNow);
  const isSignedIn = useSessionToken() !== null;
  if (isBottomBarHidden(pathname, hasPlan || isSignedIn)) return null;
  const active = activeBottomBarSection(pathname);
  const challengeId = challengeIdOf(pathname);
  const inChallenge = challengeId ? challengeItems(challengeId) : null;
  const renderItem = (item: Item) => (
    <li key={item.section} className={styles.item}>
      <Link to={item.to} className={styles.link} aria-current={active === item.section ? 'page' : undefined}>
        {item.icon}
        <span className={styles.label}>{t(item.labelKey)}</span>
      </Link>
    </li>
  );
  return (
    <nav className={styles.bar} aria-label={t('nav.label')}>
      <span className={styles.brand}>{t('app.name')}</span>
      <ul className={inChallenge ? `${styles.list} ${styles.dense}` : styles.list}>
        {renderItem(HOME)}
        {inChallenge ? (
          <>
            {inChallenge.shared.map(renderItem)}
            <Suspense fallback={null}>
              <OwnerOnly challengeId={challengeId ?? ''}>{renderItem(inChallenge.configs)}</OwnerOnly>
            </Suspense>
          </>
        ) : (
          renderItem(CHALLENGES)
        )}
        {renderItem(MENU)}
      </ul>
    </nav>
  );
}

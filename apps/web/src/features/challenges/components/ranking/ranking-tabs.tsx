import { RANKING_TABS, type RankingTab } from '@bible-journey/core';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ranking.module.css';

export const tabId = (tab: RankingTab) => `ranking-tab-${tab}`;
export const panelId = 'ranking-panel';

/**
 * The ranking's three mutually exclusive tabs (spec 3 section 2): general, questions, reading. A
 * tablist: arrows, Home and End move between them (the one chosen is the one Tab reaches).
 */
export function RankingTabs({ tab, onChange }: { tab: RankingTab; onChange: (tab: RankingTab) => void }) {
  const { t } = useTranslation();
  const buttons = useRef(new Map<RankingTab, HTMLButtonElement>());
  const choose = (next: RankingTab) => {
    onChange(next);
    buttons.current.get(next)?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    const index = RANKING_TABS.indexOf(tab);
    const last = RANKING_TABS.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(RANKING_TABS[(target + RANKING_TABS.length) % RANKING_TABS.length] as RankingTab);
  };
  return (
    <div role="tablist" aria-label={t('challenges.ranking.tabs')} className={styles.tabs} onKeyDown={handleKeyDown}>
      {RANKING_TABS.map((each) => (
        <button
          key={each}
          ref={(button) => {
            if (button) buttons.current.set(each, button);
            else buttons.current.delete(each);
          }}
          type="button"
          role="tab"
          id={tabId(each)}
          aria-selected={each === tab}
          aria-controls={panelId}
          tabIndex={each === tab ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(each)}
        >
          {t(`challenges.ranking.tab.${each}`)}
        </button>
      ))}
    </div>
  );
}

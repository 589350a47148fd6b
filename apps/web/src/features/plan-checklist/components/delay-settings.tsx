import { clampDelayCount, DELAY_COUNT_MAX, DELAY_COUNT_MIN } from '@bible-journey/core';
import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { delayCount } from '../lib/delay-count-store.ts';
import styles from './delay-settings.module.css';

interface DelaySettingsProps {
  trackDelays: boolean;
  onTrackDelaysChange: (trackDelays: boolean) => void;
}

/** The track-delays switch and how many readings may wait before the late dialog asks. */
export function DelaySettings({ trackDelays, onTrackDelaysChange }: DelaySettingsProps) {
  const { t } = useTranslation();
  const id = useId();
  const count = useSyncExternalStore(delayCount.subscribe, delayCount.get);
  const [draft, setDraft] = useState<string | null>(null);

  const handleCountChange = (value: string) => {
    setDraft(value);
    if (value.trim() !== '') delayCount.set(clampDelayCount(value));
  };

  return (
    <section className={styles.settings} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t('plan-checklist.settings.heading')}
      </h2>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={trackDelays}
          checked={trackDelays}
          onChange={(event) => onTrackDelaysChange(event.target.checked)}
        />
        {t('plan-checklist.settings.trackDelays')}
      </label>
      <div className={styles.count}>
        <label htmlFor={`${id}-count`}>{t('plan-checklist.settings.delayCount')}</label>
        <input
          id={`${id}-count`}
          type="number"
          inputMode="numeric"
          min={DELAY_COUNT_MIN}
          max={DELAY_COUNT_MAX}
          step={1}
          disabled={!trackDelays}
          value={draft ?? String(count)}
          onChange={(event) => handleCountChange(event.target.value)}
          onBlur={() => setDraft(null)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('plan-checklist.settings.delayCountHint', { min: DELAY_COUNT_MIN, max: DELAY_COUNT_MAX })}
        </p>
      </div>
    </section>
  );
}

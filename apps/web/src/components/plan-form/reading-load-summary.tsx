import type { ReadingLoad } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../lib/use-ui-language.ts';

/**
 * What a day of the plan the form would build asks, on average: chapters and minutes of reading
 * (core's readingLoad). Announced when a change alters it; nothing while the form can't build a plan.
 * The invite page shows a challenge's the same way, from the server's readingLoad.
 */
export function ReadingLoadSummary({
  load,
  className,
}: {
  load: Pick<ReadingLoad, 'averageChapters' | 'averageMinutes'> | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useUiLanguage();
  return (
    <p className={className} aria-live="polite">
      {load &&
        t('plan-creation.load.perDay', {
          count: load.averageChapters,
          chapters: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(load.averageChapters),
          minutes: new Intl.NumberFormat(locale).format(load.averageMinutes),
        })}
    </p>
  );
}

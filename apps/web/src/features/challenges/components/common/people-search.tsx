import { PEOPLE_SEARCH_MAX } from '@bible-journey/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/text-field.tsx';
import styles from './common.module.css';

export interface DebouncedSearch {
  /** What the field holds. */
  draft: string;
  setDraft: (value: string) => void;
  /** The search asked of the server (trimmed; empty: everyone). */
  search: string;
  /** Searches what the field holds now (Enter). */
  applyNow: () => void;
}

/** How long typing rests before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * What the person types, and the search it has settled into: each keystroke waits
 * SEARCH_DEBOUNCE_MS for the next, so a name typed quickly asks the server once.
 */
export function useDebouncedSearch(): DebouncedSearch {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  return { draft, setDraft, search, applyNow: () => setSearch(draft.trim()) };
}

/**
 * The leader's search over a list of people: a labelled search field in a search landmark (Enter
 * searches at once; Escape clears it, as a search field does).
 */
export function PeopleSearch({ state }: { state: DebouncedSearch }) {
  const { t } = useTranslation();
  return (
    // A search landmark, not a form: nothing is submitted, the list follows the field (the app's
    // forms are react-hook-form's, components/forms). <search> is unknown to the older WebViews
    // and Safaris the app runs in.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div role="search" className={styles.search}>
      <TextField
        label={t('challenges.people.searchLabel')}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={PEOPLE_SEARCH_MAX}
        value={state.draft}
        onChange={(event) => state.setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') state.applyNow();
        }}
      />
    </div>
  );
}

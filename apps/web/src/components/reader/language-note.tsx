import type { Language } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import styles from './reader.module.css';

interface LanguageNoteProps {
  /** The interface language. */
  language: Language;
  version: { abbr: string; language: Language };
  /** Whether a version in the interface language is offered (online: on the server; offline: on the device). */
  hasOwnLanguage: boolean;
  isOffline: boolean;
  /** Opens the version list, where the versions in the interface language are. */
  onChooseVersion: () => void;
}

/**
 * Says plainly that the text shown is not in the interface language (an Indonesian interface
 * reading the KJV, as the server may have no Indonesian text), and why when none is offered.
 */
export function LanguageNote({ language, version, hasOwnLanguage, isOffline, onChooseVersion }: LanguageNoteProps) {
  const { t } = useTranslation();
  if (version.language === language) return null;
  const languageName = new Intl.DisplayNames([language], { type: 'language' }).of(version.language) ?? version.language;
  const why = hasOwnLanguage
    ? null
    : t(isOffline ? 'reader.languageNote.noneOnDevice' : 'reader.languageNote.noneOnServer');
  const ownLanguageName = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return (
    <p className={styles.languageNote} lang={language}>
      {why && `${why} `}
      {t('reader.languageNote.versionIn', { abbr: version.abbr, language: languageName })}
      {/* Online with versions in the person's language: the way to them, right here. */}
      {hasOwnLanguage && !isOffline && (
        <>
          {' '}
          <button type="button" className={styles.noteAction} onClick={onChooseVersion}>
            {t('reader.languageNote.chooseOwn', { language: ownLanguageName })}
          </button>
        </>
      )}
    </p>
  );
}

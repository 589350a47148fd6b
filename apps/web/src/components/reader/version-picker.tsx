import { LANGUAGES, type Language } from '@bible-journey/core';
import { type MouseEvent, type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadState } from './hooks/use-bible-downloads.ts';
import type { ReaderVersion } from './hooks/use-reader-version.ts';
import { CheckIcon, ChevronIcon, CloseIcon, DownloadIcon } from './reader-icons.tsx';
import styles from './version-picker.module.css';

export interface VersionDownloads {
  stateOf: (id: string) => DownloadState;
  download: (version: ReaderVersion) => void;
  remove: (version: ReaderVersion) => void;
}

interface VersionPickerProps {
  version: ReaderVersion | null;
  listed: readonly ReaderVersion[];
  /** The interface language: its versions come first. */
  language: Language;
  isOffline: boolean;
  downloads: VersionDownloads;
  onChoose: (version: ReaderVersion) => void;
  /** Open from the trigger or from elsewhere (a load-failed panel's "Choose another version"). */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The versions by language, the interface language's first, the others in the app's order. */
export function groupByLanguage(versions: readonly ReaderVersion[], first: Language) {
  const order = [first, ...LANGUAGES.filter((language) => language !== first)];
  return order
    .map((language) => ({ language, versions: versions.filter((version) => version.language === language) }))
    .filter((group) => group.versions.length > 0);
}

/**
 * The version button and its list of versions by language, in a modal dialog: a bottom sheet on
 * phones, a panel under the button on wider screens (version-picker.module.css). The native modal
 * keeps focus inside and closes on Escape; focus goes back to the button. Each row chooses its
 * version and, where the whole version can be downloaded, has the download control (spec 2
 * section 4: idle, spinner, checked). Not a listbox: its rows hold two buttons.
 */
export function VersionPicker({
  version,
  listed,
  language,
  isOffline,
  downloads,
  onChoose,
  isOpen,
  onOpenChange,
}: VersionPickerProps) {
  const { t } = useTranslation();
  const dialogId = useId();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const groups = groupByLanguage(listed, language);
  const hasOwnLanguage = groups.some((group) => group.language === language);

  // Beside the button on wider screens: the panel's corner follows the button's.
  const anchor = useCallback(() => {
    const dialog = dialogRef.current;
    const trigger = triggerRef.current;
    if (!dialog || !trigger) return;
    const box = trigger.getBoundingClientRect();
    dialog.style.setProperty('--picker-top', `${Math.round(box.bottom)}px`);
    dialog.style.setProperty('--picker-end', `${Math.max(0, Math.round(window.innerWidth - box.right))}px`);
  }, []);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      anchor();
      dialog.showModal?.();
      // The current version's row takes focus, so the list opens where the person is.
      const current = dialog.querySelector<HTMLElement>('[aria-pressed="true"]');
      current?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen, anchor]);

  useEffect(() => {
    if (!isOpen) return;
    window.addEventListener('resize', anchor);
    return () => window.removeEventListener('resize', anchor);
  }, [isOpen, anchor]);

  // However it closes (a choice, the close button, Escape, the backdrop), the state follows the
  // dialog and focus goes back to the version button.
  const close = () => dialogRef.current?.close();
  const handleClosed = () => {
    onOpenChange(false);
    triggerRef.current?.focus();
  };

  // A press on the backdrop lands on the dialog itself (its content fills it).
  const handleDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <div className={styles.picker}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={dialogId}
        aria-label={version ? t('reader.version.button', { abbr: version.abbr }) : t('reader.version.none')}
        disabled={listed.length === 0}
        onClick={() => onOpenChange(!isOpen)}
      >
        <span>{version?.abbr ?? '—'}</span>
        <ChevronIcon direction="down" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop press; Escape closes it from the keyboard. */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={styles.sheet}
        aria-labelledby={titleId}
        onClick={handleDialogClick}
        // Escape closes the list, not the reader's dialog under it.
        onCancel={(event) => event.stopPropagation()}
        onClose={handleClosed}
      >
        <div className={styles.head}>
          <h3 id={titleId} className={styles.heading}>
            {t('reader.version.list')}
          </h3>
          <button type="button" className={styles.close} aria-label={t('reader.version.close')} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.content}>
          {isOffline && <p className={styles.note}>{t('reader.version.offlineOnly')}</p>}
          {!hasOwnLanguage && groups.length > 0 && (
            <p className={styles.note}>
              {t(isOffline ? 'reader.languageNote.noneOnDevice' : 'reader.languageNote.noneOnServer')}
            </p>
          )}
          {groups.map((group) => (
            <VersionGroup key={group.language} language={group.language}>
              {group.versions.map((candidate) => (
                <VersionRow
                  key={candidate.id}
                  version={candidate}
                  isCurrent={candidate.id === version?.id}
                  downloads={downloads}
                  onChoose={() => {
                    onChoose(candidate);
                    close();
                  }}
                />
              ))}
            </VersionGroup>
          ))}
        </div>
      </dialog>
    </div>
  );
}

function VersionGroup({ language, children }: { language: Language; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{t(`language.${language}`)}</legend>
      <ul className={styles.rows}>{children}</ul>
    </fieldset>
  );
}

interface VersionRowProps {
  version: ReaderVersion;
  isCurrent: boolean;
  downloads: VersionDownloads;
  onChoose: () => void;
}

function VersionRow({ version, isCurrent, downloads, onChoose }: VersionRowProps) {
  const state = downloads.stateOf(version.id);
  return (
    <li className={styles.row}>
      <button type="button" className={styles.choose} aria-pressed={isCurrent} onClick={onChoose}>
        <span className={styles.abbr}>{version.abbr}</span>
        <span className={styles.name}>{version.name}</span>
      </button>
      {version.downloadAvailable && <DownloadButton version={version} state={state} downloads={downloads} />}
    </li>
  );
}

function DownloadButton({
  version,
  state,
  downloads,
}: {
  version: ReaderVersion;
  state: DownloadState;
  downloads: VersionDownloads;
}) {
  const { t } = useTranslation();
  const label = t(`reader.download.${state}`, { abbr: version.abbr });
  const handleClick = () => {
    if (state === 'idle') downloads.download(version);
    else if (state === 'downloaded') downloads.remove(version);
  };
  return (
    <button
      type="button"
      className={styles.download}
      data-state={state}
      aria-label={label}
      title={label}
      aria-busy={state === 'downloading' || undefined}
      // Stays focusable while busy, so focus isn't lost when it turns into the check.
      aria-disabled={state === 'downloading' || undefined}
      onClick={handleClick}
    >
      {state === 'idle' && <DownloadIcon />}
      {state === 'downloading' && <span className={styles.spinner} aria-hidden="true" />}
      {state === 'downloaded' && <CheckIcon />}
    </button>
  );
}

import { LANGUAGES, type Language } from '@bible-journey/core';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadState } from './hooks/use-bible-downloads.ts';
import type { ReaderVersion } from './hooks/use-reader-version.ts';
import { CheckIcon, ChevronIcon, DownloadIcon } from './reader-icons.tsx';
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
}

/** The versions by language, the interface language's first, the others in the app's order. */
export function groupByLanguage(versions: readonly ReaderVersion[], first: Language) {
  const order = [first, ...LANGUAGES.filter((language) => language !== first)];
  return order
    .map((language) => ({ language, versions: versions.filter((version) => version.language === language) }))
    .filter((group) => group.versions.length > 0);
}

/**
 * The version drop-down: a button naming the version, opening the list of versions by language.
 * Each row chooses its version and, where the whole version can be downloaded, has the download
 * control (spec 2 section 4: idle, spinner, checked). Not a listbox: its rows hold two buttons.
 */
export function VersionPicker({ version, listed, language, isOffline, downloads, onChoose }: VersionPickerProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  const closeList = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  // Escape closes the list, not the whole reader.
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.preventDefault();
    event.stopPropagation();
    closeList();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches Escape from the list's buttons.
    <div className={styles.picker} ref={rootRef} onKeyDown={handleKeyDown}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={version ? t('reader.version.button', { abbr: version.abbr }) : t('reader.version.none')}
        disabled={listed.length === 0}
        onClick={() => setOpen(!isOpen)}
      >
        <span>{version?.abbr ?? '—'}</span>
        <ChevronIcon direction="down" />
      </button>
      <fieldset id={panelId} className={styles.panel} hidden={!isOpen}>
        <legend className={styles.panelTitle}>{t('reader.version.list')}</legend>
        {isOffline && <p className={styles.note}>{t('reader.version.offlineOnly')}</p>}
        {groupByLanguage(listed, language).map((group) => (
          <VersionGroup key={group.language} language={group.language}>
            {group.versions.map((candidate) => (
              <VersionRow
                key={candidate.id}
                version={candidate}
                isCurrent={candidate.id === version?.id}
                downloads={downloads}
                onChoose={() => {
                  onChoose(candidate);
                  closeList();
                }}
              />
            ))}
          </VersionGroup>
        ))}
      </fieldset>
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

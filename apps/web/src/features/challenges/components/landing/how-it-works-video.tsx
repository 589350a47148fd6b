import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './landing.module.css';

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|m4v)$/i;

/** A player's page plays at once: the person has pressed play already. */
function embedAddress(url: string): string {
  const address = new URL(url);
  address.searchParams.set('autoplay', '1');
  return address.href;
}

/**
 * The how-it-works video (HOW_IT_WORKS_VIDEO_URL): first a drawn poster with a play button, and
 * nothing of the video is loaded; pressing it puts the player there (a video file in a <video>,
 * anything else in a player's frame) and moves the focus to it. "Close the video" takes the
 * player away again, with the focus back on the play button.
 */
export function HowItWorksVideo({ url }: { url: string }) {
  const { t } = useTranslation();
  const [isPlaying, setIsPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
  const play = useRef<HTMLButtonElement>(null);
  const hasOpened = useRef(false);

  useEffect(() => {
    if (isPlaying) {
      hasOpened.current = true;
      player.current?.focus();
    } else if (hasOpened.current) {
      play.current?.focus();
    }
  }, [isPlaying]);

  if (!isPlaying) {
    return (
      <div className={styles.video}>
        <button ref={play} type="button" className={styles.poster} onClick={() => setIsPlaying(true)}>
          <svg className={styles.playIcon} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
            <circle cx="32" cy="32" r="30" fill="currentColor" />
            <path d="M26 20v24l19-12z" fill="var(--color-surface)" />
          </svg>
          <span>{t('challenges.landing.video.play')}</span>
        </button>
      </div>
    );
  }
  const title = t('challenges.landing.video.title');
  return (
    <div className={styles.video}>
      <div className={styles.player}>
        {VIDEO_FILE.test(new URL(url).pathname) ? (
          // biome-ignore lint/a11y/useMediaCaption: the operators' video; its captions, if any, come with the file's own tracks.
          <video ref={player} src={url} title={title} controls autoPlay playsInline tabIndex={-1} />
        ) : (
          <iframe
            ref={player}
            src={embedAddress(url)}
            title={title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
      <button type="button" className={styles.closeVideo} onClick={() => setIsPlaying(false)}>
        {t('challenges.landing.video.close')}
      </button>
    </div>
  );
}

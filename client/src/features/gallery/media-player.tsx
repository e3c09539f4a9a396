import { useState, type ReactNode } from 'react';
import type { MediaKind } from './media-kind';
import styles from './media-viewer.module.css';

export interface MediaPlayerProps {
  kind: Exclude<MediaKind, 'image'>;
  src: string;
  /** A video's poster, shown until it plays. */
  poster?: string;
  name: string;
  /** The file's type as the server gives it, to ask the browser whether it plays it before trying. */
  mimetype?: string;
  /** What to show instead when this browser cannot play it. */
  unplayable: ReactNode;
}

/**
 * Whether this browser says outright it cannot play `type`. QuickTime is tried all the same: Chromium answers ''
 * for it yet plays the H.264 inside most phones' .mov files; the error event tells when it cannot.
 */
function cannotPlay(kind: 'video' | 'audio', type: string | undefined): boolean {
  if (!type || type === 'video/quicktime' || typeof document === 'undefined') return false;
  const probe = document.createElement(kind);
  return typeof probe.canPlayType === 'function' && probe.canPlayType(type) === '';
}

/**
 * A video or audio file played with the browser's own controls, by HTTP ranges from the file's address (so seeking
 * fetches only what it needs); only its metadata loads until played. A format this browser cannot play says so.
 */
export function MediaPlayer({ kind, src, poster, name, mimetype, unplayable }: MediaPlayerProps) {
  const [failed, setFailed] = useState(() => cannotPlay(kind, mimetype));
  if (failed) return <>{unplayable}</>;
  if (kind === 'video')
    return (
      <video
        className={styles.video}
        src={src}
        poster={poster}
        controls
        preload="metadata"
        playsInline
        aria-label={name}
        onError={() => setFailed(true)}
      />
    );
  return (
    <div className={styles.audio}>
      <svg className={styles.audioIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M9 18V5l12-2v13" />
        <circle cx="6" cy="18" r="3" />
        <circle cx="18" cy="16" r="3" />
      </svg>
      <audio
        className={styles.audioPlayer}
        src={src}
        controls
        preload="metadata"
        aria-label={name}
        onError={() => setFailed(true)}
      />
    </div>
  );
}

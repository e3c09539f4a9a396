import { useState } from 'react';
import { FileIcon } from '../../components/file-icon/file-icon';
import { filePreviewUrl } from '../../lib/api/folders';
import { iconKindOf } from '../../lib/files/file-kind';
import { percentOf } from '../../lib/files/format-size';
import { extensionOf } from '../../lib/files/relative-path';
import { waitingLabel, type GalleryFile, type GalleryFileState } from './file-state';
import type { GalleryFileItem } from './gallery-items';
import { MediaPlayer } from './media-player';
import type { StageGeometry } from './use-stage-gestures';
import { ZoomableImage } from './zoomable-image';
import type { Zoom } from './zoom';
import styles from './media-viewer.module.css';

export interface ViewerItemProps<T extends GalleryFile> {
  item: GalleryFileItem<T>;
  state: GalleryFileState;
  zoom: Zoom;
  onGeometry: (geometry: StageGeometry | null) => void;
  downloadUrl: string;
}

/** Why a file cannot be shown here and what to do instead, by kind: "this HEIC photo", "watch it"… */
const CANNOT = {
  image: { verb: 'show', noun: 'photo', instead: 'Download it to open it in another app.' },
  video: { verb: 'play', noun: 'video', instead: 'Download it to watch it in another app.' },
  audio: { verb: 'play', noun: 'audio file', instead: 'Download it to listen to it in another app.' },
} as const;

/** In place of a file the viewer cannot show: its icon, why, and Download. */
function Unshowable({ item, downloadUrl }: { item: GalleryFileItem<GalleryFile>; downloadUrl: string }) {
  const extension = extensionOf(item.path).toUpperCase();
  const { verb, noun, instead } = CANNOT[item.media.kind];
  return (
    <div className={styles.notice} data-testid="viewer-unsupported">
      <FileIcon kind={iconKindOf(item.path)} />
      <p>
        This browser can’t {verb} this {extension ? `${extension} ` : ''}
        {noun}. {instead}
      </p>
      <a className={styles.noticeButton} href={downloadUrl} download>
        Download {item.name}
      </a>
    </div>
  );
}

/** What the viewer's stage shows of one file: the photo, a player, or why it cannot (not here yet, a format). */
export function ViewerItem<T extends GalleryFile>({ item, state, zoom, onGeometry, downloadUrl }: ViewerItemProps<T>) {
  const [broken, setBroken] = useState(false);
  if (state.status !== 'ready')
    return (
      <div className={styles.notice}>
        <FileIcon kind={iconKindOf(item.path)} />
        <p role="status">
          {waitingLabel(state, percentOf(state.receivedBytes, item.file.filesize))} It opens here as soon as it is
          ready.
        </p>
      </div>
    );
  const unshowable = <Unshowable item={item} downloadUrl={downloadUrl} />;
  if (!item.media.inline || broken) return unshowable;
  const src = filePreviewUrl(item.file);
  if (item.media.kind === 'image')
    return (
      <ZoomableImage src={src} alt={item.name} zoom={zoom} onGeometry={onGeometry} onError={() => setBroken(true)} />
    );
  return (
    <MediaPlayer
      kind={item.media.kind}
      src={src}
      name={item.name}
      mimetype={item.file.mimetype}
      unplayable={unshowable}
    />
  );
}

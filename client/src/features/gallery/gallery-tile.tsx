import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { FileIcon, FolderIcon } from '../../components/file-icon/file-icon';
import { iconKindOf } from '../../lib/files/file-kind';
import { percentOf } from '../../lib/files/format-size';
import { waitingLabel, type GalleryFile, type GalleryFileState } from './file-state';
import type { GalleryItem } from './gallery-items';
import { isVideoFrame, type ThumbnailSource, type VideoFrame } from './media-access';
import { useMadeThumbnail } from './use-made-thumbnail';
import { useThumbnail } from './use-thumbnail';
import styles from './gallery-grid.module.css';

export interface GalleryTileProps<T extends GalleryFile> {
  item: GalleryItem<T>;
  index: number;
  /** The grid's one tab stop. */
  active: boolean;
  state: GalleryFileState | null;
  /** The file's thumbnail, or null: its icon stands for it. */
  thumbnail: ThumbnailSource | null;
  onOpen: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  style?: CSSProperties;
}

/** A tile's name, with what it adds while its file cannot be opened, as the tree's buttons say it. */
const VIEW_LABEL = defineMessages<Record<GalleryFileState['status'], { name: string }>>({
  ready: { id: 'gallery.tile.viewLabel', defaultMessage: 'View {name}' },
  arriving: { id: 'gallery.tile.viewArrivingLabel', defaultMessage: 'View {name} (not arrived yet)' },
  checking: { id: 'gallery.tile.viewCheckingLabel', defaultMessage: 'View {name} (being checked)' },
});

const messages = defineMessages<{ itemCount: { count: number }; openFolderLabel: { name: string; count: number } }>({
  itemCount: { id: 'gallery.tile.itemCount', defaultMessage: '{count, plural, one {# item} other {# items}}' },
  openFolderLabel: {
    id: 'gallery.tile.openFolderLabel',
    defaultMessage: 'Open folder {name}, {count, plural, one {# item} other {# items}}',
  },
});

/** A play mark over a video's poster (its thumbnail, or its icon). */
function PlayBadge() {
  return (
    <span className={styles.play} aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path d="M8 5.5v13l10.5-6.5z" />
      </svg>
    </span>
  );
}

/** What a tile shows until its picture has drawn, and for good when it has none: the type's icon and the name. */
function Placeholder({ path, name }: { path: string; name: string }) {
  return (
    <span className={styles.placeholder}>
      <FileIcon kind={iconKindOf(path)} />
      <span className={styles.name}>{name}</span>
    </span>
  );
}

/**
 * A video's own frame as its poster, drawn by a muted, never playing `<video>` that loads only what that frame
 * needs; the icon stays when the browser cannot decode it.
 */
function PosterFrame({ source, path, name }: { source: VideoFrame; path: string; name: string }) {
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  return (
    <>
      {state !== 'shown' && <Placeholder path={path} name={name} />}
      {state !== 'failed' && (
        <video
          className={styles.thumbnail}
          src={source.frameOf}
          preload="metadata"
          muted
          playsInline
          disablePictureInPicture
          disableRemotePlayback
          aria-hidden="true"
          tabIndex={-1}
          data-shown={state === 'shown' || undefined}
          onLoadedData={() => setState('shown')}
          onError={() => setState('failed')}
        />
      )}
    </>
  );
}

/** A file's thumbnail once it loads; its type's icon and name until then, and for good when it has none. */
function FilePicture<T extends GalleryFile>({
  item,
  ready,
  address,
}: {
  item: GalleryItem<T> & { kind: 'file' };
  ready: boolean;
  address: ThumbnailSource | null;
}) {
  const frame = isVideoFrame(address) ? address : null;
  const picture = isVideoFrame(address) ? null : address;
  const served = useThumbnail(ready && typeof picture === 'string' ? picture : null);
  const made = useMadeThumbnail(ready && picture !== null && typeof picture !== 'string' ? picture : null);
  if (frame) {
    if (!ready) return <Placeholder path={item.path} name={item.name} />;
    return <PosterFrame key={frame.frameOf} source={frame} path={item.path} name={item.name} />;
  }
  const thumbnail = typeof picture === 'string' ? served : made;
  return (
    <>
      {!thumbnail.shown && <Placeholder path={item.path} name={item.name} />}
      {thumbnail.src && (
        <img
          key={thumbnail.attempt}
          className={styles.thumbnail}
          src={thumbnail.src}
          alt=""
          decoding="async"
          draggable={false}
          data-shown={thumbnail.shown || undefined}
          onLoad={thumbnail.onLoad}
          onError={thumbnail.onError}
        />
      )}
    </>
  );
}

/**
 * One tile of the gallery: a folder that opens, or a file that opens the viewer, showing its thumbnail (a video
 * with a play mark). A file still arriving or being checked says so and does not open until it is ready.
 */
export function GalleryTile<T extends GalleryFile>({
  item,
  index,
  active,
  state,
  thumbnail,
  onOpen,
  onKeyDown,
  style,
}: GalleryTileProps<T>) {
  const intl = useIntl();
  const common = {
    type: 'button' as const,
    className: styles.tile,
    tabIndex: active ? 0 : -1,
    'data-index': index,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, index),
  };
  if (item.kind === 'folder') {
    return (
      <div role="gridcell" style={style}>
        <button
          {...common}
          data-kind="folder"
          aria-label={intl.formatMessage(messages.openFolderLabel, { name: item.name, count: item.mediaCount })}
          onClick={() => onOpen(index)}
        >
          <span className={styles.placeholder}>
            <FolderIcon />
            <span className={styles.name}>{item.name}</span>
            <span className={styles.count}>{intl.formatMessage(messages.itemCount, { count: item.mediaCount })}</span>
          </span>
        </button>
      </div>
    );
  }
  const ready = !state || state.status === 'ready';
  const waiting = ready ? null : waitingLabel(intl, state, percentOf(state.receivedBytes, item.file.filesize));
  return (
    <div role="gridcell" style={style}>
      <button
        {...common}
        data-kind={item.media.kind}
        data-arrival={ready ? undefined : state.status}
        aria-label={intl.formatMessage(VIEW_LABEL[state ? state.status : 'ready'], { name: item.name })}
        aria-disabled={!ready || undefined}
        onClick={() => ready && onOpen(index)}
      >
        <FilePicture item={item} ready={ready} address={thumbnail} />
        {item.media.kind === 'video' && <PlayBadge />}
        {waiting && <span className={styles.waiting}>{waiting}</span>}
      </button>
    </div>
  );
}

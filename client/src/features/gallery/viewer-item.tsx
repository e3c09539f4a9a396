import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { FileIcon } from '../../components/file-icon/file-icon';
import { iconKindOf } from '../../lib/files/file-kind';
import { percentOf } from '../../lib/files/format-size';
import { extensionOf } from '../../lib/files/relative-path';
import { waitingLabel, type GalleryFile, type GalleryFileState } from './file-state';
import type { GalleryFileItem } from './gallery-items';
import { isVideoFrame, type MediaAccess, type MediaDownload, type OpenedMedia } from './media-access';
import { MediaPlayer } from './media-player';
import { useMadeThumbnail } from './use-made-thumbnail';
import type { StageGeometry } from './use-stage-gestures';
import { ZoomableImage } from './zoomable-image';
import type { Zoom } from './zoom';
import styles from './media-viewer.module.css';

export interface ViewerItemProps<T extends GalleryFile> {
  item: GalleryFileItem<T>;
  state: GalleryFileState;
  zoom: Zoom;
  onGeometry: (geometry: StageGeometry | null) => void;
  access: MediaAccess<T>;
}

/** Why a file cannot be shown here and what to do instead, by kind, with its type when it has one ("HEIC"). */
type Cannot = { typed: { extension: string }; untyped: NoMessageValues };
const CANNOT = {
  image: defineMessages<Cannot>({
    typed: {
      id: 'gallery.viewer.cannotShowTypedPhoto',
      defaultMessage: 'This browser can’t show this {extension} photo. Download it to open it in another app.',
    },
    untyped: {
      id: 'gallery.viewer.cannotShowPhoto',
      defaultMessage: 'This browser can’t show this photo. Download it to open it in another app.',
    },
  }),
  video: defineMessages<Cannot>({
    typed: {
      id: 'gallery.viewer.cannotPlayTypedVideo',
      defaultMessage: 'This browser can’t play this {extension} video. Download it to watch it in another app.',
    },
    untyped: {
      id: 'gallery.viewer.cannotPlayVideo',
      defaultMessage: 'This browser can’t play this video. Download it to watch it in another app.',
    },
  }),
  audio: defineMessages<Cannot>({
    typed: {
      id: 'gallery.viewer.cannotPlayTypedAudio',
      defaultMessage:
        'This browser can’t play this {extension} audio file. Download it to listen to it in another app.',
    },
    untyped: {
      id: 'gallery.viewer.cannotPlayAudio',
      defaultMessage: 'This browser can’t play this audio file. Download it to listen to it in another app.',
    },
  }),
};

/** In place of a file the viewer cannot show: its icon, why, and Download. */
function Unshowable({ item, download }: { item: GalleryFileItem<GalleryFile>; download: MediaDownload }) {
  const intl = useIntl();
  const extension = extensionOf(item.path).toUpperCase();
  const cannot = CANNOT[item.media.kind];
  const label = intl.formatMessage(
    { id: 'gallery.viewer.downloadFile', defaultMessage: 'Download {name}' },
    { name: item.name },
  );
  return (
    <div className={styles.notice} data-testid="viewer-unsupported">
      <FileIcon kind={iconKindOf(item.path)} />
      <p>{extension ? intl.formatMessage(cannot.typed, { extension }) : intl.formatMessage(cannot.untyped)}</p>
      {'href' in download ? (
        <a className={styles.noticeButton} href={download.href} download>
          {label}
        </a>
      ) : (
        <button type="button" className={styles.noticeButton} onClick={download.onDownload}>
          {label}
        </button>
      )}
    </div>
  );
}

type Source = { status: 'opening' } | { status: 'open'; url: string } | { status: 'none' };

/**
 * The address a ready file is shown from: the server's at once, or one made here (decrypted), let go once the viewer
 * moves on. The viewer's item is keyed by file, so what `open` answered is asked once.
 */
function useSource<T extends GalleryFile>(access: MediaAccess<T>, item: GalleryFileItem<T>): Source {
  const [how] = useState(() => access.open(item.file, item.media));
  const [opened, setOpened] = useState<OpenedMedia | null | undefined>(undefined);
  useEffect(() => {
    if (typeof how === 'string') return;
    let live = true;
    let made: OpenedMedia | null = null;
    how().then(
      (result) => {
        made = result;
        if (live) setOpened(result);
        else result?.release?.();
      },
      () => live && setOpened(null),
    );
    return () => {
      live = false;
      made?.release?.();
    };
  }, [how]);
  if (typeof how === 'string') return { status: 'open', url: how };
  if (opened === undefined) return { status: 'opening' };
  return opened ? { status: 'open', url: opened.url } : { status: 'none' };
}

/**
 * A video's poster: its thumbnail, the server's or one made here (an encrypted share's, from its pack). A video
 * whose own frame is its poster needs none: its player draws that frame itself.
 */
function usePoster<T extends GalleryFile>(access: MediaAccess<T>, item: GalleryFileItem<T>): string | undefined {
  const source = item.media.kind === 'video' ? access.thumbnailOf(item.file, item.media) : null;
  const thumbnail = isVideoFrame(source) ? null : source;
  const made = useMadeThumbnail(thumbnail !== null && typeof thumbnail !== 'string' ? thumbnail : null);
  return typeof thumbnail === 'string' ? thumbnail : (made.src ?? undefined);
}

function ReadyItem<T extends GalleryFile>({ item, zoom, onGeometry, access }: Omit<ViewerItemProps<T>, 'state'>) {
  const [broken, setBroken] = useState(false);
  const source = useSource(access, item);
  const poster = usePoster(access, item);
  const unshowable = <Unshowable item={item} download={access.download(item.file)} />;
  if (!item.media.inline || broken || source.status === 'none') return unshowable;
  if (source.status === 'opening')
    return (
      <div className={styles.notice}>
        <FileIcon kind={iconKindOf(item.path)} />
        <p role="status">
          <FormattedMessage id="gallery.viewer.decrypting" defaultMessage="Decrypting on this device…" />
        </p>
      </div>
    );
  if (item.media.kind === 'image')
    return (
      <ZoomableImage
        src={source.url}
        alt={item.name}
        zoom={zoom}
        onGeometry={onGeometry}
        onError={() => setBroken(true)}
      />
    );
  return (
    <MediaPlayer
      kind={item.media.kind}
      src={source.url}
      poster={poster}
      name={item.name}
      mimetype={item.file.mimetype}
      unplayable={unshowable}
    />
  );
}

/** What the viewer's stage shows of one file: the photo, a player, or why it cannot (not here yet, a format). */
export function ViewerItem<T extends GalleryFile>({ state, ...props }: ViewerItemProps<T>) {
  const intl = useIntl();
  if (state.status !== 'ready')
    return (
      <div className={styles.notice}>
        <FileIcon kind={iconKindOf(props.item.path)} />
        <p role="status">
          <FormattedMessage
            id="gallery.viewer.waitingNotice"
            defaultMessage="{status} It opens here as soon as it is ready."
            values={{ status: waitingLabel(intl, state, percentOf(state.receivedBytes, props.item.file.filesize)) }}
          />
        </p>
      </div>
    );
  return <ReadyItem {...props} />;
}

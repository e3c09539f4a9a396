import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { buttonClassName } from '../../components/button/button';
import { formatBytes } from '../../lib/files/format-size';
import { inlineKey, readingDirection, type ReadingDirection } from '../../lib/i18n/reading-direction';
import type { GalleryFile, GalleryFileState } from './file-state';
import type { GalleryFileItem } from './gallery-items';
import type { MediaAccess } from './media-access';
import { useStageGestures, type StageGeometry } from './use-stage-gestures';
import { ViewerItem } from './viewer-item';
import { MAX_ZOOM, MIN_ZOOM, UNZOOMED, ZOOM_STEP, zoomAt, type Zoom } from './zoom';
import styles from './media-viewer.module.css';

export interface MediaViewerProps<T extends GalleryFile> {
  files: ReadonlyArray<GalleryFileItem<T>>;
  /** The file shown, an index of `files`. */
  index: number;
  onIndex: (index: number) => void;
  /** Closing reports the file last shown, whose tile then takes the focus. */
  onClose: (index: number) => void;
  stateOf: (file: T) => GalleryFileState;
  access: MediaAccess<T>;
}

const messages = defineMessages<{
  downloadFile: { name: string };
  downloadNotReady: { name: string };
  downloadButton: NoMessageValues;
  zoomOut: NoMessageValues;
  zoomIn: NoMessageValues;
  close: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
}>({
  downloadFile: { id: 'gallery.viewer.downloadFile', defaultMessage: 'Download {name}' },
  downloadNotReady: { id: 'gallery.viewer.downloadNotReady', defaultMessage: 'Download {name} (not ready yet)' },
  downloadButton: { id: 'gallery.viewer.downloadButton', defaultMessage: 'Download' },
  zoomOut: { id: 'gallery.viewer.zoomOut', defaultMessage: 'Zoom out' },
  zoomIn: { id: 'gallery.viewer.zoomIn', defaultMessage: 'Zoom in' },
  close: { id: 'gallery.viewer.close', defaultMessage: 'Close viewer' },
  previous: { id: 'gallery.viewer.previous', defaultMessage: 'Previous' },
  next: { id: 'gallery.viewer.next', defaultMessage: 'Next' },
});

/** Keys on these keep their own meaning: arrows seek a focused player. */
function ownsArrows(target: EventTarget | null): boolean {
  return target instanceof HTMLMediaElement || target instanceof HTMLInputElement;
}

/**
 * The full-screen viewer of a folder's photos, videos and audio: one file at a time with its name, size and
 * place, Download, and Previous / Next by buttons, swipes and the arrow keys; photos zoom from 1× to 4× (pinch,
 * wheel, double tap or click, the + and − buttons and keys) and pan. A modal <dialog>: the page behind is inert,
 * focus stays inside, and Escape closes.
 */
export function MediaViewer<T extends GalleryFile>({
  files,
  index,
  onIndex,
  onClose,
  stateOf,
  access,
}: MediaViewerProps<T>) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const geometry = useRef<StageGeometry | null>(null);
  const onGeometry = useCallback((shape: StageGeometry | null) => {
    geometry.current = shape;
  }, []);
  const [zoomOf, setZoomOf] = useState<{ index: number; zoom: Zoom }>({ index, zoom: UNZOOMED });
  const zoom = zoomOf.index === index ? zoomOf.zoom : UNZOOMED;
  const setZoom = (next: Zoom) => setZoomOf({ index, zoom: next });
  const item = files[index];
  const state = stateOf(item.file);
  const ready = state.status === 'ready';
  const download = ready ? access.download(item.file) : null;
  const zoomable = ready && item.media.kind === 'image' && item.media.inline;
  const hasPrevious = index > 0;
  const hasNext = index < files.length - 1;
  const step = (offset: number) => {
    const next = index + offset;
    if (next >= 0 && next < files.length) onIndex(next);
  };
  // Which way the viewer's text runs, read from it once shown: the Previous / Next glyphs and swipes follow it.
  const [direction, setDirection] = useState<ReadingDirection>('ltr');
  useLayoutEffect(() => setDirection(readingDirection(dialog.current)), []);
  const gestures = useStageGestures({
    stage,
    geometry,
    zoom,
    setZoom,
    // The next file comes in from the inline end, where Next sits: a swipe towards the inline start brings it
    // (to the left in left-to-right text, to the right in right-to-left text).
    onSwipe: (towards) => {
      const forward = readingDirection(dialog.current) === 'rtl' ? 'right' : 'left';
      step(towards === forward ? 1 : -1);
    },
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // jsdom has no showModal; the attribute keeps component tests meaningful there.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);

  const zoomBy = (factor: number) => {
    const shape = geometry.current;
    if (shape) setZoom(zoomAt(zoom, zoom.scale * factor, { x: 0, y: 0 }, shape.fitted, shape.stage));
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      ...(zoomable && {
        '+': () => zoomBy(ZOOM_STEP),
        '=': () => zoomBy(ZOOM_STEP),
        '-': () => zoomBy(1 / ZOOM_STEP),
        '0': () => setZoom(UNZOOMED),
      }),
    };
    // Previous sits at the inline start: on the right in right-to-left text, where Left goes to the next file.
    const key = inlineKey(event.key, readingDirection(dialog.current));
    if (!keys[key] || ownsArrows(event.target)) return;
    event.preventDefault();
    keys[key]();
  };
  const latestKey = useRef(onKey);
  useLayoutEffect(() => {
    latestKey.current = onKey;
  });
  // On the document, not the dialog: a key still steps when the focused control has just gone (a photo's zoom
  // buttons, once the viewer steps to a video).
  useEffect(() => {
    const listener = (event: KeyboardEvent) => latestKey.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose(index);
      }}
    >
      <div className={styles.frame}>
        <header className={styles.bar}>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              <bdi>{item.name}</bdi>
            </h2>
            <p className={styles.meta}>
              <FormattedMessage
                id="gallery.viewer.sizeAndPosition"
                defaultMessage="{size} · {position} of {count}"
                values={{
                  size: <bdi>{formatBytes(item.file.filesize)}</bdi>,
                  position: index + 1,
                  count: files.length,
                }}
              />
            </p>
          </div>
          <div className={styles.tools}>
            {zoomable && (
              <>
                <button
                  type="button"
                  className={styles.tool}
                  aria-label={intl.formatMessage(messages.zoomOut)}
                  disabled={zoom.scale <= MIN_ZOOM}
                  onClick={() => zoomBy(1 / ZOOM_STEP)}
                >
                  <span aria-hidden="true">−</span>
                </button>
                <button
                  type="button"
                  className={styles.tool}
                  aria-label={intl.formatMessage(messages.zoomIn)}
                  disabled={zoom.scale >= MAX_ZOOM}
                  onClick={() => zoomBy(ZOOM_STEP)}
                >
                  <span aria-hidden="true">+</span>
                </button>
              </>
            )}
            {download && 'href' in download ? (
              <a
                className={buttonClassName({ variant: 'secondary', size: 'sm' }, styles.download)}
                href={download.href}
                download
                aria-label={intl.formatMessage(messages.downloadFile, { name: item.name })}
              >
                <FormattedMessage {...messages.downloadButton} />
              </a>
            ) : download ? (
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary', size: 'sm' }, styles.download)}
                aria-label={intl.formatMessage(messages.downloadFile, { name: item.name })}
                onClick={download.onDownload}
              >
                <FormattedMessage {...messages.downloadButton} />
              </button>
            ) : (
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary', size: 'sm' }, styles.download)}
                disabled
                aria-label={intl.formatMessage(messages.downloadNotReady, { name: item.name })}
              >
                <FormattedMessage {...messages.downloadButton} />
              </button>
            )}
            <button
              type="button"
              className={styles.tool}
              aria-label={intl.formatMessage(messages.close)}
              autoFocus
              onClick={() => onClose(index)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </header>
        <div
          ref={stage}
          className={styles.stage}
          data-testid="viewer-stage"
          data-zoomed={zoom.scale > 1 || undefined}
          style={gestures.swipeX ? ({ '--swipe-x': `${gestures.swipeX}px` } as CSSProperties) : undefined}
          {...gestures.handlers}
        >
          <ViewerItem key={item.path} item={item} state={state} zoom={zoom} onGeometry={onGeometry} access={access} />
          <button
            type="button"
            className={`${styles.step} ${styles.previous}`}
            aria-label={intl.formatMessage(messages.previous)}
            disabled={!hasPrevious}
            onClick={() => step(-1)}
          >
            {/* dir="ltr": the glyph is chosen for the direction here, never mirrored again by the text's. */}
            <span aria-hidden="true" dir="ltr" data-testid="viewer-previous-glyph">
              {direction === 'rtl' ? '›' : '‹'}
            </span>
          </button>
          <button
            type="button"
            className={`${styles.step} ${styles.next}`}
            aria-label={intl.formatMessage(messages.next)}
            disabled={!hasNext}
            onClick={() => step(1)}
          >
            <span aria-hidden="true" dir="ltr" data-testid="viewer-next-glyph">
              {direction === 'rtl' ? '‹' : '›'}
            </span>
          </button>
        </div>
        <p className="visually-hidden" aria-live="polite">
          <FormattedMessage
            id="gallery.viewer.announcement"
            defaultMessage="{name}, {position} of {count}"
            values={{ name: item.name, position: index + 1, count: files.length }}
          />
        </p>
      </div>
    </dialog>
  );
}

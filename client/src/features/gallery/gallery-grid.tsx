import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { readingDirection } from '../../lib/i18n/reading-direction';
import type { GalleryFile, GalleryFileState } from './file-state';
import type { GalleryItem } from './gallery-items';
import type { ThumbnailSource } from './media-access';
import type { MediaType } from './media-kind';
import { gridKeyTarget, gridLayout, tilesOfRow } from './grid-layout';
import { GalleryTile } from './gallery-tile';
import styles from './gallery-grid.module.css';

/** Rows rendered beyond those in view, so a quick flick does not show empty rows. */
const OVERSCAN_ROWS = 2;
/** The scroll box's usual height, assumed while it has no layout (hidden, or not laid out yet). */
const UNLAID_VIEW_PX = 640;

export interface GalleryGridProps<T extends GalleryFile> {
  items: ReadonlyArray<GalleryItem<T>>;
  label: string;
  stateOf: (file: T) => GalleryFileState;
  /** A file's thumbnail, or null: its icon stands for it. */
  thumbnailOf: (file: T, media: MediaType) => ThumbnailSource | null;
  onOpen: (index: number) => void;
  /** A tile to bring into view and focus (the one the viewer was closed on), once per change of `focus.at`. */
  focus?: { index: number; at: number };
}

/**
 * The gallery's tiles as a WAI-ARIA grid, one tab stop with arrow keys, Home/End and Page Up/Down, virtualised by
 * rows like the folder tree (`@tanstack/react-virtual`): only the rows in or near view exist in the page, so only
 * their thumbnails are asked for, whatever the folder holds.
 */
export function GalleryGrid<T extends GalleryFile>({
  items,
  label,
  stateOf,
  thumbnailOf,
  onOpen,
  focus,
}: GalleryGridProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState(0);
  const focusWanted = useRef<number | null>(null);
  const layout = gridLayout(width, items.length);
  const activeIndex = Math.min(active, Math.max(0, items.length - 1));
  const activeRow = Math.floor(activeIndex / layout.columns);

  // The inner width (without a scroll bar) decides the columns; it changes with the window and the phone's turn.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const read = () => {
      const style = getComputedStyle(box);
      setWidth(box.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0'));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // eslint-disable-next-line react-hooks/incompatible-library -- informational: the virtualizer changes in place
  const virtualizer = useVirtualizer({
    count: layout.rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => layout.rowHeight,
    overscan: OVERSCAN_ROWS,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report({ width: rect.width, height: rect.height || UNLAID_VIEW_PX })),
    // The active tile's row always exists: it holds the grid's one tab stop.
    rangeExtractor: (range) => {
      const rows = defaultRangeExtractor(range);
      if (layout.rows === 0 || rows.includes(activeRow)) return rows;
      return [...rows, activeRow].sort((a, b) => a - b);
    },
  });

  // Rows are all one height, known from the width: a new width re-lays every row.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, layout.rowHeight]);

  const moveTo = (index: number) => {
    setActive(index);
    focusWanted.current = index;
    virtualizer.scrollToIndex(Math.floor(index / layout.columns), { align: 'auto' });
  };

  const [lastFocus, setLastFocus] = useState(focus?.at);
  if (focus && focus.at !== lastFocus) {
    setLastFocus(focus.at);
    setActive(focus.index);
    focusWanted.current = focus.index;
  }

  // A move renders the new tile first, then focuses it.
  useLayoutEffect(() => {
    const wanted = focusWanted.current;
    if (wanted === null) return;
    const tile = scroller.current?.querySelector<HTMLElement>(`[data-index="${wanted}"]`);
    if (!tile) {
      virtualizer.scrollToIndex(Math.floor(wanted / layout.columns), { align: 'auto' });
      return;
    }
    focusWanted.current = null;
    tile.focus({ preventScroll: true });
    tile.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const direction = readingDirection(event.currentTarget);
    const target = gridKeyTarget(index, event.key, layout.columns, items.length, direction);
    if (target === null) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      onFocus={(event) => {
        const index = Number((event.target as HTMLElement).dataset.index);
        if (Number.isInteger(index)) setActive(index);
      }}
    >
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={layout.rows}
        aria-colcount={layout.columns}
        className={styles.grid}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            role="row"
            aria-rowindex={row.index + 1}
            className={styles.row}
            style={{
              transform: `translateY(${row.start}px)`,
              gridTemplateColumns: `repeat(${layout.columns}, ${layout.tile}px)`,
              height: layout.tile,
            }}
          >
            {tilesOfRow(row.index, layout.columns, items.length).map((index) => {
              const item = items[index];
              return (
                <GalleryTile
                  key={item.path}
                  item={item}
                  index={index}
                  active={index === activeIndex}
                  state={item.kind === 'file' ? stateOf(item.file) : null}
                  thumbnail={item.kind === 'file' ? thumbnailOf(item.file, item.media) : null}
                  onOpen={onOpen}
                  onKeyDown={onKeyDown}
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

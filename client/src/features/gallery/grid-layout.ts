/**
 * The gallery grid's geometry, pure: how many square tiles fit a row of the box's width, how tall a row is, and
 * where the keyboard moves from a tile. The virtualiser (use-gallery-grid.ts) renders only the rows these put in
 * view, so a folder of 2 000 photos keeps a few dozen tiles in the page.
 */
import { inlineKey, type ReadingDirection } from '../../lib/i18n/reading-direction';

/** The narrowest a tile gets: three across a phone's content column (about 280 px), larger on wider boxes. */
export const MIN_TILE_PX = 86;
const MIN_WIDE_TILE_PX = 120;
/** Boxes at least this wide (tablets, desktops) get the larger tiles. */
const WIDE_BOX_PX = 600;
export const TILE_GAP_PX = 6;
/** Assumed while the box has no layout yet (hidden, or not laid out), so the first render is a sane grid. */
export const UNLAID_WIDTH_PX = 360;

export interface GridLayout {
  columns: number;
  /** Tile edge in px (tiles are square). */
  tile: number;
  /** Row pitch: a tile and the gap below it. */
  rowHeight: number;
  rows: number;
}

/** The grid for `count` tiles in a box `width` px wide. */
export function gridLayout(width: number, count: number): GridLayout {
  const usable = width > 0 ? width : UNLAID_WIDTH_PX;
  const least = usable >= WIDE_BOX_PX ? MIN_WIDE_TILE_PX : MIN_TILE_PX;
  const columns = Math.max(1, Math.floor((usable + TILE_GAP_PX) / (least + TILE_GAP_PX)));
  const tile = Math.floor((usable - TILE_GAP_PX * (columns - 1)) / columns);
  return { columns, tile, rowHeight: tile + TILE_GAP_PX, rows: Math.ceil(count / columns) };
}

/** The indexes of the tiles in row `row` (the last row may be short). */
export function tilesOfRow(row: number, columns: number, count: number): number[] {
  const first = row * columns;
  const last = Math.min(count, first + columns);
  return Array.from({ length: Math.max(0, last - first) }, (_, offset) => first + offset);
}

/**
 * Where an arrow, Home or End key moves focus from tile `index`, or null for keys the grid leaves alone. In
 * right-to-left text the tiles run from the right, so Left goes to the next one.
 */
export function gridKeyTarget(
  index: number,
  key: string,
  columns: number,
  count: number,
  direction: ReadingDirection,
): number | null {
  const inline = inlineKey(key, direction);
  const moves: Record<string, number> = {
    ArrowLeft: index - 1,
    ArrowRight: index + 1,
    ArrowUp: index - columns,
    ArrowDown: index + columns,
    Home: 0,
    End: count - 1,
    PageUp: index - columns * 3,
    PageDown: index + columns * 3,
  };
  if (!(inline in moves) || count === 0) return null;
  return Math.min(count - 1, Math.max(0, moves[inline]));
}

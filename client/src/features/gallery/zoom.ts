/**
 * The viewer's zoom and pan of an image, pure. The image is drawn fitted to the stage at scale 1 and transformed
 * by `translate(x, y) scale(scale)` about the stage's centre; panning is bounded so an edge of the zoomed image
 * never comes inside the stage.
 */

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** Where a double tap or double click zooms to, and what the zoom buttons step by. */
export const DOUBLE_TAP_ZOOM = 2.5;
export const ZOOM_STEP = 1.5;

export interface Zoom {
  scale: number;
  /** Offset of the image's centre from the stage's centre, in stage px. */
  x: number;
  y: number;
}

export const UNZOOMED: Zoom = { scale: 1, x: 0, y: 0 };

export interface Size {
  width: number;
  height: number;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** `zoom` with its pan pulled back so the image (fitted size `fitted`) still covers what it can of `stage`. */
export function bounded(zoom: Zoom, fitted: Size, stage: Size): Zoom {
  const scale = clamp(zoom.scale, MIN_ZOOM, MAX_ZOOM);
  const slackX = Math.max(0, (fitted.width * scale - stage.width) / 2);
  const slackY = Math.max(0, (fitted.height * scale - stage.height) / 2);
  return { scale, x: clamp(zoom.x, -slackX, slackX), y: clamp(zoom.y, -slackY, slackY) };
}

/**
 * Zoom to `scale` keeping the point of the image under `at` (stage px from the stage's centre) where it is: a
 * pinch or a wheel turn zooms into what is under the fingers or the pointer.
 */
export function zoomAt(zoom: Zoom, scale: number, at: { x: number; y: number }, fitted: Size, stage: Size): Zoom {
  const next = clamp(scale, MIN_ZOOM, MAX_ZOOM);
  const ratio = next / zoom.scale;
  return bounded({ scale: next, x: at.x - (at.x - zoom.x) * ratio, y: at.y - (at.y - zoom.y) * ratio }, fitted, stage);
}

/** A double tap: into `at` when unzoomed, back to the whole image otherwise. */
export function toggledAt(zoom: Zoom, at: { x: number; y: number }, fitted: Size, stage: Size): Zoom {
  return zoom.scale > MIN_ZOOM ? UNZOOMED : zoomAt(zoom, DOUBLE_TAP_ZOOM, at, fitted, stage);
}

/** The size an image of `natural` size is drawn at when fitted inside `stage` (never enlarged). */
export function fittedSize(natural: Size, stage: Size): Size {
  if (natural.width <= 0 || natural.height <= 0) return stage;
  const ratio = Math.min(1, stage.width / natural.width, stage.height / natural.height);
  return { width: natural.width * ratio, height: natural.height * ratio };
}

import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { bounded, toggledAt, zoomAt, type Size, type Zoom } from './zoom';

/** A swipe must travel this far (px, or this share of the stage's width if more) and mostly sideways. */
const SWIPE_MIN_PX = 48;
const SWIPE_MIN_SHARE = 0.12;
/** Two taps this close in time (ms) and place (px) are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;
/** A tap moves less than this (px); more is a drag. */
const TAP_SLOP_PX = 10;
/** How much one wheel notch (about 100 px of deltaY) zooms. */
const WHEEL_ZOOM_PER_PX = 0.002;

/** Where the image is drawn: the stage's size and the fitted image's, or null when nothing zooms. */
export interface StageGeometry {
  stage: Size;
  fitted: Size;
}

interface GestureOptions {
  stage: RefObject<HTMLElement | null>;
  geometry: RefObject<StageGeometry | null>;
  zoom: Zoom;
  setZoom: (zoom: Zoom) => void;
  /** The way the finger went, physically: which file that brings depends on the reading direction. */
  onSwipe: (towards: 'left' | 'right') => void;
}

interface Point {
  x: number;
  y: number;
}

interface Gesture {
  start: Map<number, Point>;
  zoom: Zoom;
  /** Distance and midpoint of two fingers when the pinch began. */
  pinch: { distance: number; mid: Point } | null;
}

/** Media elements keep their own controls: a drag on a video's seek bar is not a swipe. */
function isMediaTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLMediaElement;
}

/**
 * Touch, pen and mouse on the viewer's stage: a sideways swipe is reported (left or right); on a photo,
 * pinching or the wheel zooms into what is under the fingers or pointer, a double tap toggles zoom, and a drag
 * pans the zoomed photo. The sideways offset of a swipe in progress is returned to draw it following the finger.
 */
export function useStageGestures({ stage, geometry, zoom, setZoom, onSwipe }: GestureOptions) {
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  const [swipeX, setSwipeX] = useState(0);
  const latest = useRef({ zoom, setZoom });
  useEffect(() => {
    latest.current = { zoom, setZoom };
  });

  const fromCentre = (point: Point): Point => {
    const rect = stage.current?.getBoundingClientRect();
    return rect ? { x: point.x - rect.left - rect.width / 2, y: point.y - rect.top - rect.height / 2 } : point;
  };

  // Wheel zoom must cancel the page's scroll, which a passive React listener cannot.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      const shape = geometry.current;
      if (!shape || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
      event.preventDefault();
      const { zoom: now, setZoom: set } = latest.current;
      const at = fromCentre({ x: event.clientX, y: event.clientY });
      set(zoomAt(now, now.scale * Math.exp(-event.deltaY * WHEEL_ZOOM_PER_PX), at, shape.fitted, shape.stage));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  });

  const begin = () => {
    const start = new Map(pointers.current);
    const [a, b] = [...start.values()];
    gesture.current = {
      start,
      zoom: latest.current.zoom,
      pinch: b
        ? { distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } }
        : null,
    };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (isMediaTarget(event.target) || (event.pointerType === 'mouse' && event.button !== 0)) return;
    if ((event.target as HTMLElement).closest('button, a')) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    begin();
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { start, zoom: startZoom, pinch } = gesture.current;
    const shape = geometry.current;
    const [a, b] = [...pointers.current.values()];
    if (pinch && b && shape) {
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const scale = startZoom.scale * (Math.hypot(a.x - b.x, a.y - b.y) / pinch.distance);
      const zoomed = zoomAt(startZoom, scale, fromCentre(pinch.mid), shape.fitted, shape.stage);
      setZoom(
        bounded(
          { ...zoomed, x: zoomed.x + mid.x - pinch.mid.x, y: zoomed.y + mid.y - pinch.mid.y },
          shape.fitted,
          shape.stage,
        ),
      );
      return;
    }
    const origin = start.get(event.pointerId);
    if (!origin) return;
    const dx = event.clientX - origin.x;
    const dy = event.clientY - origin.y;
    if (startZoom.scale > 1 && shape)
      setZoom(bounded({ ...startZoom, x: startZoom.x + dx, y: startZoom.y + dy }, shape.fitted, shape.stage));
    else if (!pinch) setSwipeX(dx);
  };

  const end = (event: ReactPointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = gesture.current;
    const origin = current?.start.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    setSwipeX(0);
    if (pointers.current.size > 0) {
      begin();
      return;
    }
    gesture.current = null;
    if (cancelled || !current || !origin || current.pinch) return;
    const dx = event.clientX - origin.x;
    const dy = event.clientY - origin.y;
    const width = stage.current?.clientWidth ?? 0;
    if (
      current.zoom.scale <= 1 &&
      Math.abs(dx) >= Math.max(SWIPE_MIN_PX, width * SWIPE_MIN_SHARE) &&
      Math.abs(dx) > Math.abs(dy) * 1.5
    ) {
      lastTap.current = null;
      onSwipe(dx < 0 ? 'left' : 'right');
      return;
    }
    if (Math.hypot(dx, dy) > TAP_SLOP_PX) return;
    const point = { x: event.clientX, y: event.clientY };
    const previous = lastTap.current;
    const shape = geometry.current;
    if (
      previous &&
      event.timeStamp - previous.at < DOUBLE_TAP_MS &&
      Math.hypot(point.x - previous.point.x, point.y - previous.point.y) < DOUBLE_TAP_PX &&
      shape
    ) {
      lastTap.current = null;
      setZoom(toggledAt(latest.current.zoom, fromCentre(point), shape.fitted, shape.stage));
      return;
    }
    lastTap.current = { at: event.timeStamp, point };
  };

  return {
    swipeX,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: ReactPointerEvent<HTMLElement>) => end(event, false),
      onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => end(event, true),
    },
  };
}

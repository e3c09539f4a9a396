import { useLayoutEffect, useRef } from 'react';
import type { StageGeometry } from './use-stage-gestures';
import { fittedSize, type Zoom } from './zoom';
import styles from './media-viewer.module.css';

export interface ZoomableImageProps {
  src: string;
  alt: string;
  zoom: Zoom;
  /** Told where the image is drawn (null once it is gone), for the gestures and the zoom buttons. */
  onGeometry: (geometry: StageGeometry | null) => void;
  onError: () => void;
}

/** A photo fitted to the viewer's stage, drawn zoomed and panned as `zoom` says. */
export function ZoomableImage({ src, alt, zoom, onGeometry, onError }: ZoomableImageProps) {
  const image = useRef<HTMLImageElement>(null);

  useLayoutEffect(() => {
    const element = image.current;
    const stage = element?.parentElement;
    if (!element || !stage) return;
    const measure = () => {
      const size = { width: stage.clientWidth, height: stage.clientHeight };
      onGeometry({
        stage: size,
        fitted: fittedSize({ width: element.naturalWidth, height: element.naturalHeight }, size),
      });
    };
    measure();
    element.addEventListener('load', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(stage);
    return () => {
      element.removeEventListener('load', measure);
      observer?.disconnect();
      onGeometry(null);
    };
  }, [onGeometry, src]);

  return (
    <img
      ref={image}
      className={styles.image}
      src={src}
      alt={alt}
      draggable={false}
      data-zoom={zoom.scale}
      style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
      onError={onError}
    />
  );
}

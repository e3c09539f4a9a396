import { useMemo, useState } from 'react';
import { defaultView, galleryOffered, type FolderView } from './media-kind';

export interface GalleryView {
  /** The share holds photos or videos: the Files / Gallery switch is shown. */
  offered: boolean;
  view: FolderView;
  setView: (view: FolderView) => void;
}

/**
 * Which view a share opens in, Files or Gallery, and the person's choice once made. Until they choose, it follows
 * the files (mostly photos and videos: the gallery); a share with none always shows its files.
 */
export function useGalleryView<T>(files: readonly T[], pathOf: (file: T) => string): GalleryView {
  const paths = useMemo(() => files.map(pathOf), [files, pathOf]);
  const offered = useMemo(() => galleryOffered(paths), [paths]);
  const suggested = useMemo(() => defaultView(paths), [paths]);
  const [chosen, setView] = useState<FolderView | null>(null);
  return { offered, view: offered ? (chosen ?? suggested) : 'files', setView };
}

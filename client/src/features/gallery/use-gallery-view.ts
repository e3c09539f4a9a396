import { useMemo, useState } from 'react';
import { defaultView, galleryOffered, type FolderView } from './media-kind';

export interface GalleryView {
  /** The share holds photos or videos: the Files / Gallery switch is shown. */
  offered: boolean;
  view: FolderView;
  setView: (view: FolderView) => void;
}

/** Where the tab keeps a share's chosen view, so a reload shows what the person left it on. */
const STORAGE_PREFIX = 'sharecode-view:';

function rememberedView(share: string | undefined): FolderView | null {
  if (!share) return null;
  try {
    const view = window.sessionStorage.getItem(STORAGE_PREFIX + share);
    return view === 'files' || view === 'gallery' ? view : null;
  } catch {
    // Storage refused (private modes): the files decide.
    return null;
  }
}

function rememberView(share: string | undefined, view: FolderView): void {
  if (!share) return;
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + share, view);
  } catch {
    // Not remembered: the choice still holds while the page is open.
  }
}

/**
 * Which view a share opens in, Files or Gallery, and the person's choice once made (kept for the tab's session under
 * `share`, its code, so a reload keeps it). Until they choose, it follows the files (mostly photos and videos: the
 * gallery); a share with none always shows its files.
 */
export function useGalleryView<T>(files: readonly T[], pathOf: (file: T) => string, share?: string): GalleryView {
  const paths = useMemo(() => files.map(pathOf), [files, pathOf]);
  const offered = useMemo(() => galleryOffered(paths), [paths]);
  const suggested = useMemo(() => defaultView(paths), [paths]);
  const [chosen, setChosen] = useState<FolderView | null>(() => rememberedView(share));
  const setView = (view: FolderView) => {
    setChosen(view);
    rememberView(share, view);
  };
  return { offered, view: offered ? (chosen ?? suggested) : 'files', setView };
}

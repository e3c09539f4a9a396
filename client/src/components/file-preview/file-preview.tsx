import { useEffect, useState } from 'react';
import { fetchTextPreview, TEXT_PREVIEW_BYTES } from '../../lib/api/folders';
import { previewKindOf } from '../../lib/files/file-kind';
import { formatBytes } from '../../lib/files/format-size';
import { baseName } from '../../lib/files/relative-path';
import { useObjectUrl } from '../../hooks/use-object-url';
import styles from './file-preview.module.css';

/** A file chosen locally (previewed from the File itself) or one in a retrieved share (the API's inline URL). */
export type PreviewSource =
  { kind: 'local'; file: File; path: string } | { kind: 'remote'; path: string; previewUrl: string; size: number };

/** The message shown when a file has no preview (a type the browser cannot show, or it could not be read). */
const NO_PREVIEW_MESSAGE = 'File not found or unsupported.';
/** An empty file has nothing to preview, whatever its type; fetching it would only ask for bytes that are not there. */
const EMPTY_FILE_MESSAGE = 'This file is empty.';

function sizeOf(source: PreviewSource): number {
  return source.kind === 'local' ? source.file.size : source.size;
}

type TextState =
  { status: 'loading' } | { status: 'ready'; text: string; truncated: boolean } | { status: 'failed'; message: string };

function useTextContent(source: PreviewSource | null, enabled: boolean): TextState {
  // Each answer is kept with the file it belongs to: another file reads as loading until its own arrives.
  const [loaded, setLoaded] = useState<{ source: PreviewSource; state: TextState } | null>(null);
  useEffect(() => {
    if (!source || !enabled) return;
    const controller = new AbortController();
    const load =
      source.kind === 'local'
        ? source.file
            .slice(0, TEXT_PREVIEW_BYTES)
            .text()
            .then((text) => ({ text, truncated: source.file.size > TEXT_PREVIEW_BYTES }))
        : fetchTextPreview(source.previewUrl, controller.signal);
    load.then(
      (result) => !controller.signal.aborted && setLoaded({ source, state: { status: 'ready', ...result } }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setLoaded({
          source,
          state: { status: 'failed', message: error instanceof Error ? error.message : NO_PREVIEW_MESSAGE },
        }),
    );
    return () => controller.abort();
  }, [source, enabled]);
  return loaded?.source === source ? loaded.state : { status: 'loading' };
}

/**
 * True once the page's Content-Security-Policy refused to frame `url` (a local PDF's blob: URL when the server
 * allows only same-origin frames), so the preview can offer a new tab instead of a blocked frame.
 */
function useFrameBlocked(url: string | null): boolean {
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI && url.startsWith(event.blockedURI) && event.effectiveDirective.startsWith('frame-src'))
        setBlockedUrl(url);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [url]);
  return url !== null && blockedUrl === url;
}

/**
 * Shows a file the way its type allows: images as <img>, PDF in the browser's own viewer (an iframe of the
 * inline URL), text-like files as literal text in a <pre> (HTML is never rendered), anything else as
 * "File not found or unsupported.".
 */
export function FilePreview({ source }: { source: PreviewSource | null }) {
  const empty = source !== null && sizeOf(source) === 0;
  const kind = source && !empty ? previewKindOf(source.path) : null;
  const localUrl = useObjectUrl(source?.kind === 'local' && (kind === 'image' || kind === 'pdf') ? source.file : null);
  const text = useTextContent(source, kind === 'text');
  const frameBlocked = useFrameBlocked(source?.kind === 'local' && kind === 'pdf' ? localUrl : null);

  if (empty) {
    return (
      <p className={styles.unsupported} role="status">
        {EMPTY_FILE_MESSAGE}
      </p>
    );
  }

  if (!source || !kind) {
    return (
      <p className={styles.unsupported} role="status">
        {NO_PREVIEW_MESSAGE}
      </p>
    );
  }

  const name = baseName(source.path);
  const url = source.kind === 'local' ? localUrl : source.previewUrl;

  if (kind === 'image') {
    return (
      <div className={styles.frame}>{url && <img className={styles.image} src={url} alt={`Preview of ${name}`} />}</div>
    );
  }

  if (kind === 'pdf') {
    if (!url) return null;
    if (frameBlocked) {
      return (
        <p className={styles.unsupported}>
          This PDF cannot be shown inside the page.{' '}
          <a href={url} target="_blank" rel="noopener">
            Open {name} in a new tab
          </a>
        </p>
      );
    }
    return <iframe className={styles.pdf} src={url} title={`Preview of ${name}`} />;
  }

  if (text.status === 'loading') return <p role="status">Loading preview…</p>;
  if (text.status === 'failed') {
    return (
      <p className={styles.unsupported} role="alert">
        {NO_PREVIEW_MESSAGE} {text.message}
      </p>
    );
  }
  return (
    <div className={styles.textWrap}>
      <pre className={styles.text} tabIndex={0} aria-label={`Contents of ${name}`} data-testid="text-preview">
        {text.text}
      </pre>
      {text.truncated && (
        <p className={styles.note}>
          Showing the first {formatBytes(TEXT_PREVIEW_BYTES)}. Download the file to see all of it.
        </p>
      )}
    </div>
  );
}

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { fetchTextPreview, TEXT_PREVIEW_BYTES } from '../../lib/api/folders';
import { previewKindOf } from '../../lib/files/file-kind';
import { formatBytes } from '../../lib/files/format-size';
import { servePdfPreview } from '../../lib/files/pdf-preview';
import { baseName } from '../../lib/files/relative-path';
import { useObjectUrl } from '../../hooks/use-object-url';
import { pageIntl } from '../../lib/i18n/page-intl';
import styles from './file-preview.module.css';

/**
 * A file chosen locally (previewed from the File itself), one in a retrieved share (the API's inline URL), or
 * one whose bytes are not fetched for a preview: still being decrypted (`pending`), or an end-to-end encrypted
 * file larger than `limit`, the most a preview decrypts into memory (`unfetched`; also any file whose type has
 * no preview).
 */
export type PreviewSource =
  | { kind: 'local'; file: File; path: string }
  | { kind: 'remote'; path: string; previewUrl: string; size: number }
  | { kind: 'pending'; path: string; size: number }
  | { kind: 'unfetched'; path: string; size: number; limit?: number };

const messages = defineMessages({
  /** The message shown when there is no file to show, or it could not be read. */
  noPreview: { id: 'files.preview.notFound', defaultMessage: 'File not found or unsupported.' },
  /** An empty file has nothing to preview, whatever its type; fetching it would only ask for bytes that are not there. */
  emptyFile: { id: 'files.preview.emptyFile', defaultMessage: 'This file is empty.' },
  /** Said after a file that cannot be shown here, when the dialog offers its Download. */
  useDownload: { id: 'files.preview.useDownload', defaultMessage: 'Use Download to open it on your device.' },
});

function sizeOf(source: PreviewSource): number {
  return source.kind === 'local' ? source.file.size : source.size;
}

/** Why a file has no preview, in plain words: its type has none (say which), or it is too large. */
function noPreviewText(intl: IntlShape, source: PreviewSource, downloadable: boolean): ReactNode {
  const name = baseName(source.path);
  const extension = /\.([^./]+)$/.exec(name)?.[1];
  const why =
    source.kind === 'unfetched' && source.limit !== undefined && previewKindOf(source.path)
      ? intl.formatMessage(
          {
            id: 'files.preview.tooLarge',
            defaultMessage:
              '{name} is too large to preview here ({size}; previews of encrypted files go up to {limit}).',
          },
          {
            name: <bdi>{name}</bdi>,
            // Left to right in right-to-left text, so "40 MB" never reads "MB 40".
            size: <bdi>{formatBytes(source.size)}</bdi>,
            limit: <bdi>{formatBytes(source.limit)}</bdi>,
          },
        )
      : extension
        ? intl.formatMessage(
            {
              id: 'files.preview.noPreviewForExtension',
              defaultMessage:
                'There is no preview for {extension} files: Sharecode previews images, PDFs and text files.',
            },
            { extension: `.${extension.toLowerCase()}` },
          )
        : intl.formatMessage({
            id: 'files.preview.noPreviewForType',
            defaultMessage:
              'There is no preview for this type of file: Sharecode previews images, PDFs and text files.',
          });
  if (!downloadable) return why;
  return (
    <>
      {why} {intl.formatMessage(messages.useDownload)}
    </>
  );
}

type TextState =
  { status: 'loading' } | { status: 'ready'; text: string; truncated: boolean } | { status: 'failed'; message: string };

function useTextContent(source: PreviewSource | null, enabled: boolean): TextState {
  // Each answer is kept with the file it belongs to: another file reads as loading until its own arrives.
  const [loaded, setLoaded] = useState<{ source: PreviewSource; state: TextState } | null>(null);
  useEffect(() => {
    if (!source || !enabled || (source.kind !== 'local' && source.kind !== 'remote')) return;
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
          state: {
            status: 'failed',
            message: error instanceof Error ? error.message : pageIntl().formatMessage(messages.noPreview),
          },
        }),
    );
    return () => controller.abort();
  }, [source, enabled]);
  return loaded?.source === source ? loaded.state : { status: 'loading' };
}

type LocalPdf = { status: 'waiting' } | { status: 'served'; url: string } | { status: 'no-worker' };

/**
 * Where a PDF that exists only in this browser is framed from: the same-origin address the service worker
 * answers it at (lib/files/pdf-preview.ts), forgotten when the preview closes; `no-worker` when no worker
 * controls the page.
 */
function useLocalPdf(file: File | null, name: string): LocalPdf {
  const [served, setServed] = useState<{ file: File; state: LocalPdf } | null>(null);
  useEffect(() => {
    if (!file) return;
    let release: (() => void) | null = null;
    let closed = false;
    servePdfPreview(file, name).then(
      (pdf) => {
        if (closed) {
          pdf?.release();
          return;
        }
        release = pdf?.release ?? null;
        setServed({ file, state: pdf ? { status: 'served', url: pdf.url } : { status: 'no-worker' } });
      },
      () => !closed && setServed({ file, state: { status: 'no-worker' } }),
    );
    return () => {
      closed = true;
      release?.();
    };
  }, [file, name]);
  return file && served?.file === file ? served.state : { status: 'waiting' };
}

/**
 * True once the page's Content-Security-Policy refused to frame `url` (a local PDF's blob: URL when the server
 * allows only same-origin frames), so the preview can say so instead of showing a blocked frame.
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

export interface FilePreviewProps {
  source: PreviewSource | null;
  /** The dialog offers the file's Download: a file that cannot be shown here says to use it. */
  downloadable?: boolean;
}

/**
 * Shows a file the way its type allows: images as <img>, PDF in the browser's own viewer (a frame of the
 * inline URL, or of the service worker's address for a file only this browser has), text-like files as
 * literal text in a <pre> (HTML is never rendered), and for anything else says plainly that its type has no
 * preview. With no file at all, "File not found or unsupported.".
 */
export function FilePreview({ source, downloadable = false }: FilePreviewProps) {
  const intl = useIntl();
  const empty = source !== null && sizeOf(source) === 0;
  const kind = source && !empty ? previewKindOf(source.path) : null;
  const local = source?.kind === 'local' ? source.file : null;
  const name = source ? baseName(source.path) : '';
  const localImageUrl = useObjectUrl(kind === 'image' ? local : null);
  const localPdf = useLocalPdf(kind === 'pdf' ? local : null, name);
  // Without a service worker, the bytes as a PDF whatever type the file claims: frames of blob: URLs are
  // refused by the server's policy, but a page served without one (the dev server) shows it.
  const pdfBlob = useMemo(
    () => (localPdf.status === 'no-worker' && local ? new Blob([local], { type: 'application/pdf' }) : null),
    [localPdf.status, local],
  );
  const pdfBlobUrl = useObjectUrl(pdfBlob);
  const text = useTextContent(source, kind === 'text');
  const frameBlocked = useFrameBlocked(pdfBlobUrl);

  if (empty) {
    return (
      <p className={styles.unsupported} role="status">
        <FormattedMessage {...messages.emptyFile} />
      </p>
    );
  }

  if (!source) {
    return (
      <p className={styles.unsupported} role="status">
        <FormattedMessage {...messages.noPreview} />
      </p>
    );
  }

  if (source.kind === 'pending' && kind) {
    return (
      <p role="status">
        <FormattedMessage id="files.preview.decrypting" defaultMessage="Decrypting {name}…" values={{ name }} />
      </p>
    );
  }

  if (!kind || source.kind === 'unfetched' || source.kind === 'pending') {
    return (
      <p className={styles.unsupported} role="status" data-testid="no-preview">
        {noPreviewText(intl, source, downloadable)}
      </p>
    );
  }

  const previewOf = intl.formatMessage(
    { id: 'files.preview.previewOf', defaultMessage: 'Preview of {name}' },
    { name },
  );
  const loading = (
    <p role="status">
      <FormattedMessage id="files.preview.loading" defaultMessage="Loading preview…" />
    </p>
  );

  if (kind === 'image') {
    const url = source.kind === 'local' ? localImageUrl : source.previewUrl;
    return <div className={styles.frame}>{url && <img className={styles.image} src={url} alt={previewOf} />}</div>;
  }

  if (kind === 'pdf') {
    if (source.kind === 'remote') {
      return <iframe className={styles.pdf} src={source.previewUrl} title={previewOf} />;
    }
    if (localPdf.status === 'served') {
      return <iframe className={styles.pdf} src={localPdf.url} title={previewOf} />;
    }
    if (localPdf.status === 'waiting' || !pdfBlobUrl) return loading;
    if (frameBlocked) {
      return (
        <p className={styles.unsupported}>
          <FormattedMessage
            id="files.preview.pdfBlocked"
            defaultMessage="This PDF cannot be shown inside the page in this browser."
          />{' '}
          {downloadable ? (
            <FormattedMessage {...messages.useDownload} />
          ) : (
            <a href={pdfBlobUrl} target="_blank" rel="noopener">
              <FormattedMessage
                id="files.preview.openInNewTab"
                defaultMessage="Open {name} in a new tab"
                values={{ name }}
              />
            </a>
          )}
        </p>
      );
    }
    return <iframe className={styles.pdf} src={pdfBlobUrl} title={previewOf} />;
  }

  if (text.status === 'loading') return loading;
  if (text.status === 'failed') {
    return (
      <p className={styles.unsupported} role="alert">
        <FormattedMessage {...messages.noPreview} /> {text.message}
      </p>
    );
  }
  return (
    <div className={styles.textWrap}>
      <pre
        className={styles.text}
        tabIndex={0}
        aria-label={intl.formatMessage(
          { id: 'files.preview.contentsLabel', defaultMessage: 'Contents of {name}' },
          { name },
        )}
        data-testid="text-preview"
      >
        {text.text}
      </pre>
      {text.truncated && (
        <p className={styles.note}>
          <FormattedMessage
            id="files.preview.truncated"
            defaultMessage="Showing the first {size}. Download the file to see all of it."
            values={{ size: <bdi>{formatBytes(TEXT_PREVIEW_BYTES)}</bdi> }}
          />
        </p>
      )}
    </div>
  );
}

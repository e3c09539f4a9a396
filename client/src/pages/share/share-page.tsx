import { useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { buttonClassName } from '../../components/button/button';
import {
  CheckingCode,
  FolderResult,
  LazyEncryptedFolder,
  LookupFailure,
  SharePasswordForm,
} from '../../features/receive';
import { PageHeader } from '../../components/page-header/page-header';
import { useLookup } from '../../hooks/use-lookup';
import { fetchFolderByRef, type RetrievedFolder } from '../../lib/api/folders';
import { explainLookupFailure, lookupFailureTitle, passwordNeeded, statusOf } from '../../lib/sharing/lookup-errors';
import { parseShareRef, type ShareRef, sharePagePath } from '../../lib/sharing/share-ref';
import { ReportLink } from '../../features/moderation';
import styles from './share-page.module.css';

const messages = defineMessages({
  invalidLinkTitle: { id: 'share.page.invalidLinkTitle', defaultMessage: 'This link is not a valid share link' },
  notOpenedTitle: { id: 'share.page.notOpenedTitle', defaultMessage: 'The folder could not be opened' },
  linkNotFound: {
    id: 'share.page.linkNotFound',
    defaultMessage: 'The link may be incomplete, or the share was ended early. Ask the sender for the link again.',
  },
});

/** An address under /s/ that is no share link (what it says is shown from the page's own message, never echoed). */
class InvalidLink extends Error {}

function failureTitle(error: unknown, kind: ShareRef['kind'], intl: IntlShape): string {
  if (error instanceof InvalidLink || statusOf(error) === 400) return intl.formatMessage(messages.invalidLinkTitle);
  return lookupFailureTitle(error, kind) ?? intl.formatMessage(messages.notOpenedTitle);
}

function failureText(error: unknown, kind: ShareRef['kind'], intl: IntlShape): string {
  if (kind === 'link' && statusOf(error) === 404) return intl.formatMessage(messages.linkNotFound);
  return explainLookupFailure(error);
}

/**
 * `/s/{code}` and `/s/{code}-{key}`: where a recipient lands from the share link, a phone camera's QR scan, or
 * a typed code. A code lookup ends by putting the link in the address bar, so reloading the page (or
 * bookmarking it) opens the share by link and never counts as another code lookup.
 */
export default function SharePage() {
  const intl = useIntl();
  const { ref = '' } = useParams();
  const navigate = useNavigate();
  // An end-to-end encrypted share's key: the link's fragment, which the browser never sends anywhere.
  const { hash } = useLocation();
  const share = parseShareRef(ref);
  const lookup = useLookup<RetrievedFolder>();
  const { run, fail } = lookup;
  // The link a code lookup just moved the address to: its folder is already on screen.
  const movedTo = useRef<string | null>(null);

  useEffect(() => {
    if (movedTo.current === ref) return;
    movedTo.current = null;
    const target = parseShareRef(ref);
    if (!target) {
      fail(new InvalidLink());
      return;
    }
    void run(async (options) => {
      const folder = await fetchFolderByRef(ref, options);
      const linkPath = sharePagePath(folder.folderUrl, target.code);
      if (target.kind === 'code' && linkPath !== `/s/${ref}` && !options.signal.aborted) {
        movedTo.current = linkPath.slice('/s/'.length);
        void navigate(linkPath, { replace: true });
      }
      return folder;
    });
  }, [ref, run, fail, navigate]);

  const { state } = lookup;
  // The title names the code only: the key is a secret that should not end up in history lists or screenshots.
  // An address that is no share link is never echoed: it could say anything, a path or a taunt.
  return (
    <div className="container page">
      <PageHeader
        title={
          share
            ? intl.formatMessage(
                { id: 'share.page.titleWithCode', defaultMessage: 'Shared folder {code}' },
                { code: share.code },
              )
            : intl.formatMessage({ id: 'share.page.title', defaultMessage: 'Shared folder' })
        }
        lead={
          <FormattedMessage
            id="share.page.lead"
            defaultMessage="Files someone shared with you. Preview them, download one, or download everything as a zip."
          />
        }
      />
      {state.status === 'loading' &&
        (state.provingWork ? (
          <CheckingCode />
        ) : (
          <p className={styles.muted} role="status">
            <FormattedMessage id="share.page.opening" defaultMessage="Opening the folder…" />
          </p>
        ))}
      {state.status === 'failed' && passwordNeeded(state.error) && (
        <SharePasswordForm wrong={passwordNeeded(state.error)!.wrong} onSubmit={lookup.retryWithPassword} />
      )}
      {state.status === 'failed' && !passwordNeeded(state.error) && (
        <section className={`card ${styles.failure}`} role="alert" data-testid="share-error">
          <h2 className={styles.failureTitle}>
            {share ? failureTitle(state.error, share.kind, intl) : failureTitle(new InvalidLink(), 'code', intl)}
          </h2>
          <p>
            {state.error instanceof InvalidLink ? (
              <FormattedMessage
                id="share.page.invalidLink"
                defaultMessage="A share link ends with a 4-digit code, such as {example}."
                values={{ example: <bdi dir="ltr">/s/0427</bdi> }}
              />
            ) : (
              <LookupFailure error={state.error} text={failureText(state.error, share?.kind ?? 'code', intl)} />
            )}
          </p>
          <p>
            <Link className={buttonClassName({ variant: 'secondary' })} to="/file-access">
              <FormattedMessage id="share.page.enterCodeLink" defaultMessage="Enter a code instead" />
            </Link>
          </p>
        </section>
      )}
      {state.status === 'done' && (
        <section className="card">
          {state.value.encrypted ? (
            <LazyEncryptedFolder folder={state.value} fragment={hash} />
          ) : (
            <FolderResult folder={state.value} />
          )}
          <ReportLink target={state.value.folderUrl} fragment={state.value.encrypted ? hash : undefined} />
        </section>
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/page-header/page-header';
import { Tabs } from '../../components/tabs/tabs';
import { useLookup } from '../../hooks/use-lookup';
import { fetchQrFolder, fetchUserUrl } from '../../lib/api/folders';
import { folderByCode } from '../../features/live';
import { fragmentOf } from '../../lib/sharing/share-key-link';
import { isFolderCode } from '../../lib/sharing/folder-code';
import { isWebAddress } from '../../lib/sharing/qr-url';
import { type AccessContent, AccessResults, type AccessLookup } from './access-results';
import { CodeForm } from './code-form';
import { QrTab } from './qr-tab';
import { UrlForm } from './url-form';
import styles from './file-access-page.module.css';

/** What this page says, word for word (the browser tests look for these). */
const messages = defineMessages({
  emptyUrl: { id: 'fileAccess.page.invalidUrl', defaultMessage: 'Please enter a valid URL.' },
  invalidCode: { id: 'fileAccess.page.invalidCode', defaultMessage: 'Please enter a valid 4-digit code.' },
  urlTab: { id: 'fileAccess.page.urlTab', defaultMessage: 'URL' },
  codeTab: { id: 'fileAccess.page.codeTab', defaultMessage: 'File Code' },
  qrTab: { id: 'fileAccess.page.qrTab', defaultMessage: 'QR Code' },
});

/** A user-entered address: absolute http(s), or a path on this site such as "/s/0427". */
function isUsableUrl(value: string): boolean {
  return isWebAddress(value) || (value.startsWith('/') && !value.startsWith('//'));
}

export default function FileAccessPage() {
  const [tab, setTab] = useState(1);
  const lookup = useLookup<AccessContent>();
  const navigate = useNavigate();
  const [source, setSource] = useState<AccessLookup['source']>('code');
  const [validation, setValidation] = useState<string | null>(null);
  const intl = useIntl();

  const byUrl = (url: string) => {
    setSource('url');
    if (!url || !isUsableUrl(url)) {
      lookup.reset();
      setValidation(intl.formatMessage(messages.emptyUrl));
      return;
    }
    setValidation(null);
    void lookup.run(async (options) => {
      const content = await fetchUserUrl(url, options);
      return content.kind === 'folder' ? { ...content, fragment: fragmentOf(url) } : content;
    });
  };

  const byCode = (code: string) => {
    setSource('code');
    if (!isFolderCode(code)) {
      lookup.reset();
      setValidation(intl.formatMessage(messages.invalidCode));
      return;
    }
    setValidation(null);
    void lookup.run((options) => folderByCode(code, options));
  };

  // A file request's code, its key got from the requester's page: its uploader's page, with the check number.
  const found = lookup.state.status === 'done' ? lookup.state.value : null;
  useEffect(() => {
    if (found?.kind === 'request') void navigate(found.path, { state: { checkNumber: found.checkNumber } });
  }, [found, navigate]);

  const byQr = (decoded: string) => {
    setSource('qr');
    setValidation(null);
    if (!isWebAddress(decoded)) {
      lookup.fail(
        new Error(
          intl.formatMessage(
            {
              id: 'fileAccess.page.qrNotWebAddress',
              defaultMessage: 'The QR code does not contain a web address: "{text}"',
            },
            { text: decoded.slice(0, 80) },
          ),
        ),
      );
      return;
    }
    void lookup.run(async (options) => ({
      kind: 'folder',
      folder: await fetchQrFolder(decoded, options),
      fragment: fragmentOf(decoded),
    }));
  };

  const busy = lookup.state.status === 'loading';
  // While a code proves work, the link and the QR stay usable: they are the way around the wait.
  const provingWork = lookup.state.status === 'loading' && lookup.state.provingWork === true;
  const linkBusy = busy && !provingWork;

  return (
    <div className="container page">
      <PageHeader
        title={intl.formatMessage({ id: 'fileAccess.page.title', defaultMessage: 'Easy File Access' })}
        lead={intl.formatMessage({
          id: 'fileAccess.page.lead',
          defaultMessage: 'Open a shared folder with its link, its 4-digit code or its QR code.',
        })}
      />
      <div className={styles.layout}>
        <section
          className={`card ${styles.panel}`}
          aria-label={intl.formatMessage({ id: 'fileAccess.page.findLabel', defaultMessage: 'Find a shared folder' })}
        >
          <Tabs
            aria-label={intl.formatMessage({
              id: 'fileAccess.page.tabsLabel',
              defaultMessage: 'How to find the folder',
            })}
            selected={tab}
            onSelect={(index) => {
              setTab(index);
              setValidation(null);
            }}
            items={[
              {
                id: 'url',
                label: intl.formatMessage(messages.urlTab),
                content: <UrlForm onSubmit={byUrl} busy={linkBusy} error={source === 'url' ? validation : null} />,
              },
              {
                id: 'code',
                label: intl.formatMessage(messages.codeTab),
                content: <CodeForm onSubmit={byCode} busy={busy} error={source === 'code' ? validation : null} />,
              },
              {
                id: 'qr',
                label: intl.formatMessage(messages.qrTab),
                content: <QrTab onDecode={byQr} busy={linkBusy} />,
              },
            ]}
          />
        </section>
        <AccessResults lookup={{ state: lookup.state, source, onPassword: lookup.retryWithPassword }} />
      </div>
    </div>
  );
}

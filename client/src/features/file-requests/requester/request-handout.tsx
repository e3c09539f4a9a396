import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { qrPngDataUrl } from '../../encryption';
import { CodeLinkQr, ShareLinks } from '../../send';
import { requestDetailsWords, requestLinkWords, requestNotes } from './request-words';
import styles from './requester.module.css';

export interface RequestHandoutProps {
  code: string;
  /** The request's link, with K after `#`. */
  link: string;
}

/**
 * A request's code, link and QR, handed out the way a share's are, in a request's words. The QR is drawn here: the
 * link holds the request key, which the server never sees.
 */
export function RequestHandout({ code, link }: RequestHandoutProps) {
  const intl = useIntl();
  const qrCode = useMemo(() => qrPngDataUrl(link), [link]);
  return (
    <CodeLinkQr
      code={code}
      url={link}
      qrCode={qrCode}
      words={requestDetailsWords(intl, code, link)}
      note={
        <p className={styles.note} data-testid="request-who">
          <FormattedMessage {...requestNotes.whoCanAnswer} />
        </p>
      }
    >
      <ShareLinks folderCode={code} folderUrl={link} words={requestLinkWords(intl, code, link)} />
    </CodeLinkQr>
  );
}

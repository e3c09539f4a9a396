/** Links that hand a share to other apps (the /features/file-sharing success panel). */
import { defineMessages } from 'react-intl';
import { pageIntl } from '../i18n/page-intl';

const messages = defineMessages({
  email: { id: 'shareLinks.email', defaultMessage: 'E-mail' },
});

const messagesWithValues = defineMessages<{
  message: { code: string; url: string };
  post: { code: string };
  subject: { code: string };
}>({
  message: { id: 'shareLinks.message', defaultMessage: 'Get my files on Sharecode with code {code}: {url}' },
  post: { id: 'shareLinks.post', defaultMessage: 'Get my files on Sharecode with code {code}' },
  subject: { id: 'shareLinks.emailSubject', defaultMessage: 'Files shared with you (code {code})' },
});

export interface ShareLink {
  id: 'whatsapp' | 'facebook' | 'x' | 'linkedin' | 'email';
  label: string;
  href: string;
}

/** The message that goes with a share: code first, since it is what a recipient types. */
export function shareMessage(folderCode: string, folderUrl: string): string {
  return pageIntl().formatMessage(messagesWithValues.message, { code: folderCode, url: folderUrl });
}

/** What the links say with the URL when it is not a share's (a file request's): each names the code already. */
export interface ShareLinkWords {
  /** The message with the URL (WhatsApp, the e-mail's body). */
  message: string;
  /** A post's text, the URL going beside it (X). */
  post: string;
  subject: string;
}

/**
 * WhatsApp, Facebook, X, LinkedIn and e-mail share URLs, each with the folder URL properly encoded; a share's words
 * unless `words` gives others.
 */
export function shareLinks(folderCode: string, folderUrl: string, words?: ShareLinkWords): ShareLink[] {
  const url = encodeURIComponent(folderUrl);
  const intl = pageIntl();
  const text = encodeURIComponent(words?.message ?? shareMessage(folderCode, folderUrl));
  const subject = encodeURIComponent(
    words?.subject ?? intl.formatMessage(messagesWithValues.subject, { code: folderCode }),
  );
  const post = encodeURIComponent(words?.post ?? intl.formatMessage(messagesWithValues.post, { code: folderCode }));
  return [
    { id: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${text}` },
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    {
      id: 'x',
      label: 'X',
      href: `https://x.com/intent/tweet?text=${post}&url=${url}`,
    },
    { id: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { id: 'email', label: intl.formatMessage(messages.email), href: `mailto:?subject=${subject}&body=${text}` },
  ];
}

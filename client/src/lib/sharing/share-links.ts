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

/** WhatsApp, Facebook, X, LinkedIn and e-mail share URLs, each with the folder URL properly encoded. */
export function shareLinks(folderCode: string, folderUrl: string): ShareLink[] {
  const url = encodeURIComponent(folderUrl);
  const text = encodeURIComponent(shareMessage(folderCode, folderUrl));
  const intl = pageIntl();
  const subject = encodeURIComponent(intl.formatMessage(messagesWithValues.subject, { code: folderCode }));
  const post = encodeURIComponent(intl.formatMessage(messagesWithValues.post, { code: folderCode }));
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

/**
 * The words a request is handed out with, beside its code, link and QR (the share dialog's pieces, in a request's
 * words), and the plain notes every requester reads: who can answer, who can open, and that no one scans the files.
 */
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { CodeLinkQrWords } from '../../send';
import type { RequestRetention } from './request-api';

export const requestNotes = defineMessages({
  whoCanAnswer: {
    id: 'fileRequests.notes.whoCanAnswerDevices',
    defaultMessage:
      'Anyone with this code, link or QR code can send you files. Only this device, and those you add with the requester link, can open them.',
  },
  notScanned: {
    id: 'fileRequests.notes.notScanned',
    defaultMessage:
      'Files sent to a request are end-to-end encrypted: Sharecode cannot read them, so it cannot scan them for malware either. Open only what you expect, from people you trust.',
  },
});

const words = defineMessages<{
  qrAlt: { code: string };
  shareText: { code: string; url: string };
  post: { code: string };
  subject: { code: string };
  codeLabel: NoMessageValues;
  urlLabel: NoMessageValues;
  shareTitle: NoMessageValues;
}>({
  codeLabel: { id: 'fileRequests.details.codeLabel', defaultMessage: 'Request code' },
  urlLabel: { id: 'fileRequests.details.urlLabel', defaultMessage: 'Request link' },
  qrAlt: { id: 'fileRequests.details.qrAlt', defaultMessage: 'QR code for file request {code}' },
  shareTitle: { id: 'fileRequests.details.shareTitle', defaultMessage: 'Send me files on Sharecode' },
  shareText: {
    id: 'fileRequests.details.shareText',
    defaultMessage: 'Send me files on Sharecode, end-to-end encrypted (request {code}): {url}',
  },
  post: { id: 'fileRequests.details.post', defaultMessage: 'Send me files on Sharecode (request {code})' },
  subject: { id: 'fileRequests.details.subject', defaultMessage: 'Files I am asking for (request {code})' },
});

/** The code, link and QR's words for a request. */
export function requestDetailsWords(intl: IntlShape, code: string, url: string): CodeLinkQrWords {
  return {
    codeLabel: intl.formatMessage(words.codeLabel),
    urlLabel: intl.formatMessage(words.urlLabel),
    qrAlt: intl.formatMessage(words.qrAlt, { code }),
    shared: { title: intl.formatMessage(words.shareTitle), text: intl.formatMessage(words.shareText, { code, url }) },
  };
}

/** What the links to other apps say for a request. */
export function requestLinkWords(intl: IntlShape, code: string, url: string) {
  return {
    message: intl.formatMessage(words.shareText, { code, url }),
    post: intl.formatMessage(words.post, { code }),
    subject: intl.formatMessage(words.subject, { code }),
  };
}

/** How long a request stays open, in the order offered. */
export const REQUEST_RETENTIONS: readonly RequestRetention[] = ['2h', '24h', '7d'];

export const retentionWords = {
  '2h': defineMessages({
    label: { id: 'fileRequests.retention.twoHoursLabel', defaultMessage: '2 hours' },
    hint: { id: 'fileRequests.retention.twoHoursHint', defaultMessage: 'For files you need right now.' },
  }),
  '24h': defineMessages({
    label: { id: 'fileRequests.retention.dayLabel', defaultMessage: '24 hours' },
    hint: { id: 'fileRequests.retention.dayHint', defaultMessage: 'Until this time tomorrow.' },
  }),
  '7d': defineMessages({
    label: { id: 'fileRequests.retention.weekLabel', defaultMessage: '7 days' },
    hint: { id: 'fileRequests.retention.weekHint', defaultMessage: 'For people who need time to gather them.' },
  }),
} satisfies Record<RequestRetention, unknown>;

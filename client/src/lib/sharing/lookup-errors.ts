/** Explaining a failed retrieval in words a recipient can act on (an unknown, expired or mistyped code). */
import { defineMessages } from 'react-intl';
import { ApiError, messageOf } from '../api/http';
import { apiErrorMessage } from '../api/error-messages';
import { pageIntl } from '../i18n/page-intl';
import { ExplainedError } from './explained-error';
import { unavailableOf, unavailableText, unavailableTitle } from '../moderation/share-unavailable';
import { challengeOf } from '../proof-of-work/proof-of-work';

const messages = defineMessages({
  /** A code lookup whose proof of work could not be done (challenges kept coming, or this browser cannot hash). */
  proofOfWorkFailed: {
    id: 'lookup.failure.proofOfWorkFailed',
    defaultMessage:
      'Many wrong codes were tried recently, so this code could not be checked just now. Open the link or scan the QR, which always work, or try the code again in a few minutes.',
  },
  passwordNeeded: {
    id: 'lookup.failure.passwordNeeded',
    defaultMessage: 'This share is protected by a password. Ask the sender for it.',
  },
  wrongPassword: {
    id: 'lookup.failure.wrongPassword',
    defaultMessage: 'That password is not right. Check it with the sender and try again.',
  },
  senderAwayTitle: {
    id: 'lookup.failure.senderAwayTitle',
    defaultMessage: 'This share opens with its link or QR code',
  },
  unknownLinkTitle: {
    id: 'lookup.failure.unknownLinkTitle',
    defaultMessage: 'This link does not match any shared folder',
  },
  unknownCodeTitle: {
    id: 'lookup.failure.unknownCodeTitle',
    defaultMessage: 'This code does not match any shared folder',
  },
  invalidLinkTitle: { id: 'lookup.failure.invalidLinkTitle', defaultMessage: 'This link is not a valid share link' },
  unreachable: {
    id: 'lookup.failure.unreachable',
    defaultMessage: 'The server could not be reached. Check your connection and try again.',
  },
  unknownCode: {
    id: 'lookup.failure.unknownCode',
    defaultMessage: 'No shared folder has this code. Check the digits, or ask the sender for the code again.',
  },
  expired: {
    id: 'lookup.failure.expired',
    defaultMessage: 'This shared folder has expired and its files were deleted. Ask the sender to share them again.',
  },
  tooManyWait: {
    id: 'lookup.failure.tooManyWait',
    defaultMessage: 'Too many attempts from this network. Wait a few minutes, then try again.',
  },
  tooMany: { id: 'lookup.failure.tooMany', defaultMessage: 'Too many attempts from this network.' },
  invalid: { id: 'lookup.failure.invalid', defaultMessage: 'That code or address is not valid.' },
  noAnswer: { id: 'lookup.failure.noAnswer', defaultMessage: 'The server could not answer. Try again in a moment.' },
});

/** Whether a lookup found a share protected by a password, which it needs (again, when `wrong`). */
export function passwordNeeded(error: unknown): { wrong: boolean } | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const body = error.body as { passwordRequired?: unknown; message?: unknown } | undefined;
  if (!body || body.passwordRequired !== true) return null;
  return { wrong: /wrong/i.test(messageOf(body) ?? '') };
}

/** The English of passwordNeededMessage and wrongPasswordMessage, as the specs find them on the page. */
export const PASSWORD_NEEDED_MESSAGE = 'This share is protected by a password. Ask the sender for it.';
export const WRONG_PASSWORD_MESSAGE = 'That password is not right. Check it with the sender and try again.';

/** What a share protected by a password says before its password is given, in the page's language. */
export function passwordNeededMessage(): string {
  return pageIntl().formatMessage(messages.passwordNeeded);
}

/** What a share protected by a password says after a wrong one, in the page's language. */
export function wrongPasswordMessage(): string {
  return pageIntl().formatMessage(messages.wrongPassword);
}

/** The HTTP status of a failed lookup, or null for a network failure. */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The code exchange's answer when no page of the sender answers for an end-to-end encrypted share. */
function isSenderAway(error: ApiError): boolean {
  const body = error.body as { reason?: unknown } | undefined;
  return error.status === 409 && body?.reason === 'sender-away';
}

/**
 * A few words saying what happened, to read before anything else (a heading), for the failures that have
 * them: a share that ended, was removed or is being checked, a code or link that names no share, an encrypted
 * share whose sender's page is closed. Null otherwise: the sentence of explainLookupFailure says it alone.
 */
export function lookupFailureTitle(error: unknown, kind: 'code' | 'link'): string | null {
  if (!(error instanceof ApiError)) return null;
  const unavailable = unavailableOf(error);
  if (unavailable) return unavailableTitle(unavailable);
  const intl = pageIntl();
  if (isSenderAway(error)) return intl.formatMessage(messages.senderAwayTitle);
  if (error.status === 404)
    return intl.formatMessage(kind === 'link' ? messages.unknownLinkTitle : messages.unknownCodeTitle);
  if (error.status === 400 && kind === 'link') return intl.formatMessage(messages.invalidLinkTitle);
  return null;
}

/** One sentence saying what went wrong and what to do. */
export function explainLookupFailure(error: unknown): string {
  // A code exchange that failed, or a share key that does not open the share: their messages say what to do.
  if (error instanceof ExplainedError) return error.message;
  const intl = pageIntl();
  if (!(error instanceof ApiError)) return intl.formatMessage(messages.unreachable);
  const needed = passwordNeeded(error);
  if (needed) return needed.wrong ? wrongPasswordMessage() : passwordNeededMessage();
  const unavailable = unavailableOf(error);
  if (unavailable) return unavailableText(unavailable);
  // The server's own sentence, when it sent one, in the page's language.
  const message = messageOf(error.body);
  const said = message === undefined ? undefined : apiErrorMessage(error.code, error.params, message);
  switch (error.status) {
    case 404:
      return intl.formatMessage(messages.unknownCode);
    case 410:
      return intl.formatMessage(messages.expired);
    case 429:
      if (challengeOf(error.body)) return intl.formatMessage(messages.proofOfWorkFailed);
      // With a known end, the screen counts down to it (LookupFailure).
      return intl.formatMessage(error.retryAt === undefined ? messages.tooManyWait : messages.tooMany);
    case 400:
      return said ?? intl.formatMessage(messages.invalid);
    default:
      return said ?? intl.formatMessage(messages.noAnswer);
  }
}

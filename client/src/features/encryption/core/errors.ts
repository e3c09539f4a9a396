import type { NoMessageValues } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/define-messages';
import { pageIntl } from '../../../lib/i18n/page-intl';
import { ExplainedError } from '../../../lib/sharing/explained-error';
import type { Base64UrlProblem } from './bytes';

/**
 * Every failure of the encryption layer is one of these. `message` is written for the person in front of the
 * screen, so the UI may show it as it is; the class tells the code what happened.
 *
 * The message is formatted when it is read, in the page's language then (`pageIntl`): a language chosen after the
 * failure shows it in that language, and the service worker, which throws these but shows none, formats nothing.
 */
export abstract class EncryptionError extends ExplainedError {
  protected constructor(explain: () => string) {
    super();
    Object.defineProperty(this, 'message', { get: explain, configurable: true, enumerable: false });
  }
}

const messages = defineMessages<{
  keyCutShort: { expected: number; actual: number };
  keyTooLong: { expected: number; actual: number };
  keyCharacter: { character: string };
  keyMistyped: NoMessageValues;
  wrongKey: NoMessageValues;
  tamperedFile: NoMessageValues;
  tamperedFileList: NoMessageValues;
  unsupportedFormat: NoMessageValues;
}>({
  keyCutShort: {
    id: 'encryption.error.keyCutShort',
    defaultMessage:
      'The key after # in this link should be {expected, plural, one {# character} other {# characters}} long but is {actual} (cut short); copy the whole link again.',
  },
  keyTooLong: {
    id: 'encryption.error.keyTooLong',
    defaultMessage:
      'The key after # in this link should be {expected, plural, one {# character} other {# characters}} long but is {actual} (too long); copy the whole link again.',
  },
  keyCharacter: {
    id: 'encryption.error.keyCharacter',
    defaultMessage:
      'The key after # in this link contains {character}, which cannot be part of a key (only letters, digits, - and _ can); copy the whole link again.',
  },
  keyMistyped: {
    id: 'encryption.error.keyMistyped',
    defaultMessage:
      'The key after # in this link ends with a character no key ends with, so it was mistyped; copy the whole link again.',
  },
  wrongKey: {
    id: 'encryption.error.wrongKey',
    defaultMessage: "This link's key does not open this share, so nothing was decrypted; copy the whole link again.",
  },
  tamperedFile: {
    id: 'encryption.error.tamperedFile',
    defaultMessage: 'This file was altered or is incomplete; nothing unverified from it was shown.',
  },
  tamperedFileList: {
    id: 'encryption.error.tamperedFileList',
    defaultMessage: "This share's list of files was altered or is damaged; nothing from it was shown.",
  },
  unsupportedFormat: {
    id: 'encryption.error.unsupportedFormat',
    defaultMessage: 'This share was encrypted by a newer version of Sharecode; reload the page and try again.',
  },
});

/** What is wrong with a key, in words: its length (said with the length it should have), a character, or its end. */
function keyProblemMessage(problem: Base64UrlProblem): string {
  switch (problem.kind) {
    case 'length': {
      const values = { expected: problem.expected, actual: problem.actual };
      return problem.actual < problem.expected
        ? pageIntl().formatMessage(messages.keyCutShort, values)
        : pageIntl().formatMessage(messages.keyTooLong, values);
    }
    case 'character':
      return pageIntl().formatMessage(messages.keyCharacter, { character: JSON.stringify(problem.character) });
    case 'non-canonical':
      return pageIntl().formatMessage(messages.keyMistyped);
  }
}

/** The key after `#` in a link is not a key: wrong length, a character that cannot be in one, or mistyped. */
export class KeyFormatError extends EncryptionError {
  constructor(readonly problem: Base64UrlProblem) {
    super(() => keyProblemMessage(problem));
    this.name = 'KeyFormatError';
  }
}

/** The key is well formed but is not this share's key (its commitment does not match). */
export class WrongKeyError extends EncryptionError {
  constructor() {
    super(() => pageIntl().formatMessage(messages.wrongKey));
    this.name = 'WrongKeyError';
  }
}

/** What the ciphertext is: a file, or the share's list of names and sizes. */
export type EncryptedSubject = 'file' | 'file list';

/** A record or the manifest failed authentication, or bytes are missing, extra or out of order. */
export class TamperedError extends EncryptionError {
  constructor(readonly subject: EncryptedSubject) {
    super(() => pageIntl().formatMessage(subject === 'file' ? messages.tamperedFile : messages.tamperedFileList));
    this.name = 'TamperedError';
  }
}

/** The share was written in a format this page does not know (a newer one, most likely). */
export class UnsupportedFormatError extends EncryptionError {
  constructor(readonly version: number) {
    super(() => pageIntl().formatMessage(messages.unsupportedFormat));
    this.name = 'UnsupportedFormatError';
  }
}

/**
 * Why a code exchange failed. `mismatch`: key confirmation failed, because the codes differ or a message was
 * changed on its way (the two cannot be told apart, by design). `invalid-message`: a message that no honest
 * party sends. `closed`: the sender has seen too many failed attempts and answers no more.
 */
export type CodeExchangeFailure = 'mismatch' | 'invalid-message' | 'closed';

const CODE_EXCHANGE_MESSAGES = defineMessages<Record<CodeExchangeFailure, NoMessageValues>>({
  mismatch: {
    id: 'encryption.error.codeMismatch',
    defaultMessage:
      'The code did not match, or the exchange was interfered with. Nothing was shared; check the code and try again.',
  },
  'invalid-message': {
    id: 'encryption.error.codeInvalidMessage',
    defaultMessage: 'The other device sent something that is not part of a code exchange. Nothing was shared.',
  },
  closed: {
    id: 'encryption.error.codeClosed',
    defaultMessage:
      'Too many wrong codes were tried for this share, so it no longer opens by code; use its link or QR code.',
  },
});

export class CodeExchangeError extends EncryptionError {
  constructor(readonly failure: CodeExchangeFailure) {
    super(() => pageIntl().formatMessage(CODE_EXCHANGE_MESSAGES[failure]));
    this.name = 'CodeExchangeError';
  }
}

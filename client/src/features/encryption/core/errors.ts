import { ExplainedError } from '../../../lib/sharing/explained-error';

/**
 * Every failure of the encryption layer is one of these. `message` is written for the person in front of the
 * screen, so the UI may show it as it is; the class tells the code what happened.
 */
export abstract class EncryptionError extends ExplainedError {}

/** The key after `#` in a link is not a key: wrong length, a character that cannot be in one, or mistyped. */
export class KeyFormatError extends EncryptionError {
  constructor(detail: string) {
    super(`The key after # in this link ${detail}; copy the whole link again.`);
    this.name = 'KeyFormatError';
  }
}

/** The key is well formed but is not this share's key (its commitment does not match). */
export class WrongKeyError extends EncryptionError {
  constructor() {
    super("This link's key does not open this share, so nothing was decrypted; copy the whole link again.");
    this.name = 'WrongKeyError';
  }
}

/** What the ciphertext is: a file, or the share's list of names and sizes. */
export type EncryptedSubject = 'file' | 'file list';

/** A record or the manifest failed authentication, or bytes are missing, extra or out of order. */
export class TamperedError extends EncryptionError {
  constructor(readonly subject: EncryptedSubject) {
    super(
      subject === 'file'
        ? 'This file was altered or is incomplete; nothing unverified from it was shown.'
        : "This share's list of files was altered or is damaged; nothing from it was shown.",
    );
    this.name = 'TamperedError';
  }
}

/** The share was written in a format this page does not know (a newer one, most likely). */
export class UnsupportedFormatError extends EncryptionError {
  constructor(readonly version: number) {
    super('This share was encrypted by a newer version of Sharecode; reload the page and try again.');
    this.name = 'UnsupportedFormatError';
  }
}

/**
 * Why a code exchange failed. `mismatch`: key confirmation failed, because the codes differ or a message was
 * changed on its way (the two cannot be told apart, by design). `invalid-message`: a message that no honest
 * party sends. `closed`: the sender has seen too many failed attempts and answers no more.
 */
export type CodeExchangeFailure = 'mismatch' | 'invalid-message' | 'closed';

const CODE_EXCHANGE_MESSAGES: Record<CodeExchangeFailure, string> = {
  mismatch:
    'The code did not match, or the exchange was interfered with. Nothing was shared; check the code and try again.',
  'invalid-message': 'The other device sent something that is not part of a code exchange. Nothing was shared.',
  closed: 'Too many wrong codes were tried for this share, so it no longer opens by code; use its link or QR code.',
};

export class CodeExchangeError extends EncryptionError {
  constructor(readonly failure: CodeExchangeFailure) {
    super(CODE_EXCHANGE_MESSAGES[failure]);
    this.name = 'CodeExchangeError';
  }
}

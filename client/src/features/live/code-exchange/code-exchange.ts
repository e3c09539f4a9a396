/**
 * Handing the share key to a recipient who typed the 4-digit code, over the API as an untrusted relay, with
 * CPace (./cpace.ts) and its key confirmation. The recipient is the initiator (A), the sender's page the
 * responder (B):
 *
 *   recipient (A)                       relay                        sender (B)
 *   hello    = 1 ‖ Ya            ───────────────────────────▶  checks Ya, derives ISK
 *   checks Tb, derives ISK      ◀───────────────────────────  reply = 1 ‖ Yb ‖ Tb
 *   confirmation = 1 ‖ Ta        ───────────────────────────▶  checks Ta
 *   unwraps the share key       ◀───────────────────────────  sealed key = 1 ‖ nonce ‖ AES-GCM(wrap key, share key)
 *
 * Inputs: PRS = the code; sid = the relay's session id; CI = lv_cat(recipient id, sender id) (identities
 * known to both go into CI, initiator first, as the draft advises); ADa and ADb = fixed labels of this
 * version and purpose, which the leading version byte stands for on the wire. The share key leaves the sender
 * only after the recipient has proved it derived the same ISK, so someone with a wrong code gets no ciphertext
 * of it. wrap key = HKDF-SHA-256(ISK, salt = sid, info = the purpose's wrap label).
 *
 * Two purposes use the same flow and message layouts: a share hands over its share key (the recipient and the
 * sender's page), a file request its request key K (the uploader and the requester's page). Each has its own
 * party ids (relay-messages.ts), ADa/ADb and wrap label, so an exchange of one purpose never completes against
 * a page answering for the other: key confirmation fails, as it does for a wrong code.
 *
 * A wrong code and a message changed by the relay look the same: key confirmation fails. Every attempt counts
 * as failed until its confirmation checks out, so one that is dropped halfway (after its one guess was tested)
 * still counts, and the sender answers no more after MAX_FAILED_CODE_EXCHANGES of them.
 */
import { isFolderCode } from '../../../lib/sharing/folder-code';
import {
  calculateGenerator,
  confirmationKey,
  confirmationTag,
  intermediateSessionKey,
  isIdentity,
  lvCat,
  sampleScalar,
  scalarMult,
  scalarMultVfy,
  transcriptIr,
} from './cpace';
import {
  type Bytes,
  CodeExchangeError,
  concatBytes,
  equalBytes,
  randomBytes,
  SHARE_KEY_BYTES,
  type ShareKey,
  shareKeyFromBytes,
  utf8,
} from '../../encryption';

export const MAX_FAILED_CODE_EXCHANGES = 3;

/** What an exchange hands over: a share's key, or a file request's key K. */
export type ExchangePurpose = 'share' | 'request';

/** The labels that keep the purposes apart: ADa (the initiator's), ADb (the responder's) and the wrap key's info. */
interface PurposeLabels {
  adInitiator: Bytes;
  adResponder: Bytes;
  wrapInfo: Bytes;
}

const LABELS: Record<ExchangePurpose, PurposeLabels> = {
  share: {
    adInitiator: utf8('sharecode code exchange v1 recipient'),
    adResponder: utf8('sharecode code exchange v1 sender'),
    wrapInfo: utf8('sharecode e2e v1 code exchange wrap key'),
  },
  request: {
    adInitiator: utf8('sharecode request exchange v1 uploader'),
    adResponder: utf8('sharecode request exchange v1 requester'),
    wrapInfo: utf8('sharecode request v1 code exchange wrap key'),
  },
};

const VERSION = 1;
const MIN_SESSION_ID_BYTES = 16;
const POINT_BYTES = 32;
const TAG_BYTES = 64;
const NONCE_BYTES = 12;
const HELLO_BYTES = 1 + POINT_BYTES;
const REPLY_BYTES = 1 + POINT_BYTES + TAG_BYTES;
const CONFIRMATION_BYTES = 1 + TAG_BYTES;
/** The key handed over: a share key or a request key, 32 bytes either way. */
const KEY_BYTES = SHARE_KEY_BYTES;
const SEALED_KEY_BYTES = 1 + NONCE_BYTES + KEY_BYTES + 16;

/** What both parties must see alike for the exchange to succeed, besides the code. */
export interface CodeExchangeChannel {
  /** The relay's id for this exchange: at least 16 random bytes, never used for another exchange. */
  sessionId: Uint8Array;
  /**
   * Who the initiator is and who the responder is, e.g. "recipient@https://host" and "sender@https://host" for a
   * share, "uploader@https://host" and "requester@https://host" for a file request.
   */
  recipientId: string;
  senderId: string;
  /** What the exchange hands over; a share's key when absent. */
  purpose?: ExchangePurpose;
}

/** The key an exchange hands over, as its 32 bytes. */
export interface ExchangedKey {
  readonly bytes: Uint8Array;
}

/** The secrets of one exchange once both shares are known. */
interface Session {
  sid: Bytes;
  isk: Bytes;
  macKey: Bytes;
  labels: PurposeLabels;
}

function labelsOf(channel: CodeExchangeChannel): PurposeLabels {
  return LABELS[channel.purpose ?? 'share'];
}

function generatorFor(code: string, channel: CodeExchangeChannel) {
  if (!isFolderCode(code)) throw new RangeError('A code is 4 digits');
  if (channel.sessionId.length < MIN_SESSION_ID_BYTES) throw new RangeError('The session id is too short');
  const ci = lvCat(utf8(channel.recipientId), utf8(channel.senderId));
  return calculateGenerator(utf8(code), ci, channel.sessionId);
}

/** The body of a message of this version and length, or an invalid-message error. */
function bodyOf(message: Uint8Array, length: number): Uint8Array {
  if (message.length !== length || message[0] !== VERSION) throw new CodeExchangeError('invalid-message');
  return message.subarray(1);
}

/** K from the other party's share; the draft's abort when it is not a group element or K is the identity. */
function session(
  scalar: bigint,
  theirShare: Uint8Array,
  channel: CodeExchangeChannel,
  ya: Uint8Array,
  yb: Uint8Array,
): Session {
  const labels = labelsOf(channel);
  const sid = channel.sessionId;
  const k = scalarMultVfy(scalar, theirShare);
  if (isIdentity(k)) throw new CodeExchangeError('invalid-message');
  const isk = intermediateSessionKey(sid, k, transcriptIr(ya, labels.adInitiator, yb, labels.adResponder));
  return { sid: new Uint8Array(sid), isk, macKey: confirmationKey(sid, isk), labels };
}

async function wrapKey({ sid, isk, labels }: Session, usage: KeyUsage): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', isk, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: sid, info: labels.wrapInfo },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

/** The recipient's side: start with the code, answer the sender's reply, then unwrap the share key. */
export class RecipientExchange {
  /** The first message, for the relay to pass to the sender. */
  readonly hello: Bytes;
  private readonly scalar = sampleScalar();
  /** Set once the sender's reply checked out; each step runs once. */
  private confirmed: Session | undefined;
  private step: 'hello' | 'confirmed' | 'ended' = 'hello';

  constructor(
    code: string,
    private readonly channel: CodeExchangeChannel,
  ) {
    this.hello = concatBytes(Uint8Array.of(VERSION), scalarMult(this.scalar, generatorFor(code, channel)));
  }

  /** Checks the sender's reply (key confirmation) and returns the confirmation to send back. */
  confirm(reply: Uint8Array): Bytes {
    if (this.step !== 'hello') throw new Error('This code exchange has already been answered');
    this.step = 'ended';
    const body = bodyOf(reply, REPLY_BYTES);
    const yb = body.subarray(0, POINT_BYTES);
    const ya = this.hello.subarray(1);
    const established = session(this.scalar, yb, this.channel, ya, yb);
    const { adInitiator, adResponder } = established.labels;
    if (!equalBytes(body.subarray(POINT_BYTES), confirmationTag(established.macKey, yb, adResponder))) {
      throw new CodeExchangeError('mismatch');
    }
    this.confirmed = established;
    this.step = 'confirmed';
    return concatBytes(Uint8Array.of(VERSION), confirmationTag(established.macKey, ya, adInitiator));
  }

  /** The share key from the sender's last message. */
  async openShareKey(sealedKey: Uint8Array): Promise<ShareKey> {
    return shareKeyFromBytes(await this.openKey(sealedKey));
  }

  /** The key's 32 bytes from the sender's last message, whatever the purpose. */
  async openKey(sealedKey: Uint8Array): Promise<Bytes> {
    const established = this.confirmed;
    if (this.step !== 'confirmed' || !established) throw new Error('The reply has not been confirmed');
    this.step = 'ended';
    const body = bodyOf(sealedKey, SEALED_KEY_BYTES);
    try {
      const key = await wrapKey(established, 'decrypt');
      const plaintext = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: body.slice(0, NONCE_BYTES), additionalData: Uint8Array.of(VERSION) },
        key,
        body.slice(NONCE_BYTES),
      );
      return new Uint8Array(plaintext);
    } catch {
      throw new CodeExchangeError('mismatch');
    }
  }
}

/** One attempt on the sender's side: the reply to send, then the share key once the recipient confirmed. */
export class SenderAttempt {
  private done = false;

  constructor(
    /** The reply, for the relay to pass to the recipient. */
    readonly reply: Bytes,
    private readonly session: Session,
    private readonly recipientShare: Bytes,
    private readonly key: ExchangedKey,
    private readonly onSuccess: () => void,
  ) {}

  /** Checks the recipient's confirmation and seals the share key for it; a wrong one ends the attempt. */
  async release(confirmation: Uint8Array): Promise<Bytes> {
    if (this.done) throw new Error('This attempt has already ended');
    this.done = true;
    const tag = bodyOf(confirmation, CONFIRMATION_BYTES);
    if (!equalBytes(tag, confirmationTag(this.session.macKey, this.recipientShare, this.session.labels.adInitiator))) {
      throw new CodeExchangeError('mismatch');
    }
    this.onSuccess();
    const nonce = randomBytes(NONCE_BYTES);
    const key = await wrapKey(this.session, 'encrypt');
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: nonce, additionalData: Uint8Array.of(VERSION) },
      key,
      new Uint8Array(this.key.bytes),
    );
    return concatBytes(Uint8Array.of(VERSION), nonce, new Uint8Array(sealed));
  }
}

/**
 * The sender's page while it is open: answers code exchanges for one share (or one file request: the channels
 * then name that purpose) until too many have failed.
 */
export class CodeExchangeSender {
  private failures = 0;

  constructor(
    private readonly code: string,
    private readonly key: ExchangedKey,
    private readonly maxFailures = MAX_FAILED_CODE_EXCHANGES,
  ) {
    if (!isFolderCode(code)) throw new RangeError('A code is 4 digits');
    if (key.bytes.length !== KEY_BYTES) throw new RangeError(`The key handed over has ${KEY_BYTES} bytes`);
  }

  /** True once the sender answers no more exchanges. */
  get closed(): boolean {
    return this.failures >= this.maxFailures;
  }

  /** Answers a recipient's hello. The attempt counts as failed until its confirmation checks out. */
  respond(channel: CodeExchangeChannel, hello: Uint8Array): SenderAttempt {
    if (this.closed) throw new CodeExchangeError('closed');
    this.failures += 1;
    const ya = bodyOf(hello, HELLO_BYTES);
    const scalar = sampleScalar();
    const yb = scalarMult(scalar, generatorFor(this.code, channel));
    const established = session(scalar, ya, channel, ya, yb);
    const tag = confirmationTag(established.macKey, yb, established.labels.adResponder);
    const reply = concatBytes(Uint8Array.of(VERSION), yb, tag);
    return new SenderAttempt(reply, established, new Uint8Array(ya), this.key, () => {
      this.failures -= 1;
    });
  }
}

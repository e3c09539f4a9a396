/**
 * The sender's side of the code exchange for one end-to-end encrypted share, or one file request, while a page of
 * Sharecode is open on the device that made it: answers each recipient's step (handed over by the page's one
 * poll, ../host/) with CPace, and hands the share key (or the request key K, to an uploader) to those that prove
 * they hold the same code. After MAX_FAILED_CODE_EXCHANGES failed attempts it answers no more for that share or
 * request (until the page is opened again): the link and QR still work.
 */
import { ApiError } from '../../../lib/api/http';
import {
  answerExchangeStep,
  answerRequestExchangeStep,
  type PendingExchangeMessage,
} from '../../../lib/api/code-exchange';
import { parseShareKey } from '../../encryption';
import { CodeExchangeSender, type ExchangePurpose, type SenderAttempt } from './code-exchange';
import { decodeMessage, encodeMessage, exchangeChannel } from './relay-messages';

/** An encrypted share this device can answer for: its code, management key and share key. */
export interface ExchangeShare {
  folderCode: string;
  manageKey?: string;
  /** The share key as its link's fragment spells it. */
  shareKey: string;
}

/** A file request this device made and can answer for: its code, requester key and request key K. */
export interface ExchangeRequest {
  code: string;
  /** The requester's credential for the request (X-Requester-Key). */
  requesterKey: string;
  /** K, 32 bytes. */
  requestKey: Uint8Array;
}

type SenderAnswer = { message: string } | { refused: true };

/** The relay's end of one share or request: its code, what its exchanges hand over, and where answers go. */
interface AnsweredFor {
  code: string;
  purpose: ExchangePurpose;
  key: { bytes: Uint8Array };
  send: (pending: PendingExchangeMessage, body: SenderAnswer, signal: AbortSignal) => Promise<void>;
}

function answeredFor(host: ExchangeShare | ExchangeRequest): AnsweredFor {
  if ('folderCode' in host) {
    const { folderCode, manageKey, shareKey } = host;
    return {
      code: folderCode,
      purpose: 'share',
      key: parseShareKey(shareKey),
      send: (pending, body, signal) => answerExchangeStep(folderCode, manageKey, pending, body, signal),
    };
  }
  const { code, requesterKey, requestKey } = host;
  return {
    code,
    purpose: 'request',
    key: { bytes: requestKey },
    send: (pending, body, signal) => answerRequestExchangeStep(code, requesterKey, pending, body, signal),
  };
}

/** The relay ends an exchange after this; an attempt whose confirmation has not come by then never will. */
const ATTEMPT_MS = 2 * 60_000;

/** Answers the code exchanges of one share or request; the attempts started by a hello wait for their confirmation. */
export class ExchangeAnswerer {
  private readonly host: AnsweredFor;
  private readonly sender: CodeExchangeSender;
  /** The attempts waiting for their confirmation, by session id, each with its deadline. */
  private readonly attempts = new Map<string, { attempt: SenderAttempt; until: number }>();

  constructor(host: ExchangeShare | ExchangeRequest) {
    this.host = answeredFor(host);
    this.sender = new CodeExchangeSender(this.host.code, this.host.key);
  }

  /**
   * Whether there is still something to answer: new attempts, or confirmations of attempts under way (the last
   * one counts as failed until its confirmation comes).
   */
  stillAnswering(now = Date.now()): boolean {
    for (const [sessionId, { until }] of this.attempts) if (until <= now) this.attempts.delete(sessionId);
    return !this.sender.closed || this.attempts.size > 0;
  }

  /** Answers one recipient step; `onOpened` hears when a recipient got the key. */
  async answer(pending: PendingExchangeMessage, signal: AbortSignal, onOpened: () => void): Promise<void> {
    const reply = (body: SenderAnswer) => this.host.send(pending, body, signal);
    try {
      if (pending.step === 'hello') {
        const channel = exchangeChannel(pending.sessionId, this.host.purpose);
        const attempt = this.sender.respond(channel, decodeMessage(pending.message));
        this.attempts.set(pending.sessionId, { attempt, until: Date.now() + ATTEMPT_MS });
        await reply({ message: encodeMessage(attempt.reply) });
        return;
      }
      const attempt = this.attempts.get(pending.sessionId)?.attempt;
      this.attempts.delete(pending.sessionId);
      if (!attempt) throw new Error('No attempt waits for this confirmation');
      const sealed = await attempt.release(decodeMessage(pending.message));
      await reply({ message: encodeMessage(sealed) });
      onOpened();
    } catch (error) {
      if (error instanceof ApiError || signal.aborted) return;
      // A wrong code, an altered or stray message: the recipient is told so at once rather than left waiting.
      await reply({ refused: true }).catch(() => undefined);
    }
  }
}

/**
 * The API's relay for the code exchange of end-to-end encrypted shares and file requests (docs/encryption.md): it
 * passes opaque messages between the recipient's page and the sender's (an uploader's and the requester's, for a
 * request), and learns nothing from them. The recipient starts an exchange by code (a code lookup, with its proof
 * of work and password) and sends each step, waiting for the sender's answer; the sender's page waits for the
 * recipients' messages and answers them.
 */
import { manageKeyHeaders } from './folder-management';
import { requestJson } from './http';
import { type LookupOptions, requestWithProofOfWork } from './proof-of-work-request';

/** The recipient's two messages; the sender answers each. */
export type ExchangeStep = 'hello' | 'confirmation';

/** A recipient's message waiting for the sender's page. */
export interface PendingExchangeMessage {
  sessionId: string;
  step: ExchangeStep;
  /** base64url */
  message: string;
}

const senderPath = (code: string) => `/api/shares/${encodeURIComponent(code)}/code-exchange`;
const requesterPath = (code: string) => `/api/file-requests/${encodeURIComponent(code)}/code-exchange`;
/** The requester's credential for its request, as the file-requests routes take it. */
const REQUESTER_KEY_HEADER = 'X-Requester-Key';

/** POST /api/code-exchange/{code}: a code lookup that opens a session with the sender's page; its id. */
export async function startCodeExchange(code: string, options: LookupOptions = {}): Promise<string> {
  const answer = await requestWithProofOfWork<{ data: { sessionId: string } }>(
    `/api/code-exchange/${encodeURIComponent(code)}`,
    options,
    'POST',
  );
  return answer.data.sessionId;
}

/** Sends one of the recipient's messages and resolves the sender's answer to it (base64url). */
export async function sendExchangeStep(
  sessionId: string,
  step: ExchangeStep,
  message: string,
  signal?: AbortSignal,
): Promise<string> {
  const answer = await requestJson<{ data: { message: string } }>(
    `/api/code-exchange/sessions/${encodeURIComponent(sessionId)}/${step}`,
    { method: 'POST', body: JSON.stringify({ message }), signal },
  );
  return answer.data.message;
}

/** The sender's answer to a recipient's message, or its refusal (the recipient's confirmation did not check out). */
export async function answerExchangeStep(
  code: string,
  manageKey: string | undefined,
  pending: Pick<PendingExchangeMessage, 'sessionId' | 'step'>,
  answer: { message: string } | { refused: true },
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(`${senderPath(code)}/${encodeURIComponent(pending.sessionId)}`, {
    method: 'POST',
    headers: manageKeyHeaders(manageKey),
    body: JSON.stringify({ step: pending.step, ...answer }),
    signal,
  });
}

/** The requester page's answer to an uploader's message for its file request, or its refusal. */
export async function answerRequestExchangeStep(
  code: string,
  requesterKey: string,
  pending: Pick<PendingExchangeMessage, 'sessionId' | 'step'>,
  answer: { message: string } | { refused: true },
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(`${requesterPath(code)}/${encodeURIComponent(pending.sessionId)}`, {
    method: 'POST',
    headers: { [REQUESTER_KEY_HEADER]: requesterKey },
    body: JSON.stringify({ step: pending.step, ...answer }),
    signal,
  });
}

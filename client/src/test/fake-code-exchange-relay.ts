import { toBase64Url } from '../features/encryption';
import { jsonResponse, mockFetch, requestUrl } from './mock-fetch';

interface Waiting {
  sessionId: string;
  step: string;
  message: string;
  answer: (response: Response) => void;
  /** Once handed to the page: whether it hosts the code as a share's or a request's. */
  kind?: string;
}

/** What a page's live poll names: the shares it hosts, and the file requests. */
interface LivePoll {
  shares?: Array<{ code: string; roads: string[] }>;
  requests?: Array<{ code: string; requesterKey: string; roads: string[] }>;
}

/** Changes a message on its way, as a relay that intervenes could. */
type Tamper = (message: string, direction: 'to-sender' | 'to-recipient') => string;

/**
 * The API's code-exchange relay for one code, in memory, behind a mocked fetch: routes and answers as the API's
 * (docs/encryption.md), the sender's messages coming through the page's live poll. The sender counts as present
 * while one of its polls waits. The page may host the code as a share's or as a file request's: each message
 * says which (`kind`), and the page answers on that kind's route. Like a server that plays one page for
 * another, it hands a recipient's messages to whatever page hosts the code, whichever kind the recipient expects.
 */
export class FakeCodeExchangeRelay {
  private readonly queue: Waiting[] = [];
  private readonly answering = new Map<string, Waiting>();
  private polls: Array<(pending: Waiting) => void> = [];
  tamper: Tamper = (message) => message;
  /** Set when the code is a file request's: a share's code lookup of it answers 409 `file_request_code` with this link. */
  requestLink: string | undefined;

  constructor(readonly folderCode: string) {
    mockFetch().mockImplementation((input, init) => this.route(requestUrl(input), init ?? {}));
  }

  get senderPresent(): boolean {
    return this.polls.length > 0;
  }

  /** Resolves once the sender's page waits for a message. */
  async untilSenderPolls(): Promise<void> {
    while (!this.senderPresent) await new Promise((resolve) => setTimeout(resolve, 1));
  }

  private route(url: string, init: RequestInit): Promise<Response> {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {};
    const lookup = /^\/api\/folders\/retrive\/(\d{4})$/.exec(url);
    if (method === 'GET' && lookup && lookup[1] === this.folderCode && this.requestLink !== undefined) {
      const body = { statusCode: 409, code: 'file_request_code', message: 'A request.', requestLink: this.requestLink };
      return Promise.resolve(jsonResponse({ ...body, requesterPresent: this.senderPresent }, 409));
    }
    const start = /^\/api\/code-exchange\/(\d{4})$/.exec(url);
    if (method === 'POST' && start) return Promise.resolve(this.start(start[1]));
    const step = /^\/api\/code-exchange\/sessions\/([\w-]+)\/(hello|confirmation)$/.exec(url);
    if (method === 'POST' && step) return this.toSender(step[1], step[2], body.message);
    if (method === 'POST' && url === '/api/live') return this.poll(body, init.signal);
    const answer = new RegExp(`^/api/(shares|file-requests)/${this.folderCode}/code-exchange/([\\w-]+)$`).exec(url);
    if (method === 'POST' && answer) {
      const kind = answer[1] === 'shares' ? 'share' : 'request';
      if (kind === 'request' && !new Headers(init.headers).get('X-Requester-Key'))
        return Promise.resolve(jsonResponse({ message: 'The requester key is missing.' }, 403));
      return Promise.resolve(this.toRecipient(answer[2], kind, body));
    }
    return Promise.reject(new Error(`Unexpected request: ${method} ${url}`));
  }

  private start(code: string): Response {
    if (code !== this.folderCode) return jsonResponse({ statusCode: 404, message: 'No share has this code.' }, 404);
    if (!this.senderPresent) {
      return jsonResponse(
        { statusCode: 409, message: 'It opens with its link or QR code.', reason: 'sender-away' },
        409,
      );
    }
    const sessionId = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
    return jsonResponse({ data: { sessionId } }, 201);
  }

  private toSender(sessionId: string, step: string, message: string): Promise<Response> {
    return new Promise((answer) => {
      const waiting = { sessionId, step, message: this.tamper(message, 'to-sender'), answer };
      const poll = this.polls.shift();
      if (poll) poll(waiting);
      else this.queue.push(waiting);
    });
  }

  /** The page's one poll, as POST /api/live answers: this code's messages, if it names the code. */
  private poll({ shares = [], requests = [] }: LivePoll, signal: AbortSignal | null | undefined): Promise<Response> {
    const hosts = (list: Array<{ code: string; roads: string[] }>) =>
      list.some(({ code, roads }) => code === this.folderCode && roads.includes('code-exchange'));
    const kind = hosts(shares) ? 'share' : hosts(requests) ? 'request' : undefined;
    if (!kind) return Promise.reject(new Error('The poll names no exchange here'));
    const handOut = (waiting: Waiting) => {
      this.answering.set(waiting.sessionId, { ...waiting, kind });
      const { sessionId, step, message } = waiting;
      const exchange = { kind, code: this.folderCode, sessionId, step, message };
      return jsonResponse({ data: { gone: [], exchange } });
    };
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(handOut(queued));
    return new Promise((resolve, reject) => {
      const poll = (waiting: Waiting) => resolve(handOut(waiting));
      this.polls.push(poll);
      signal?.addEventListener('abort', () => {
        this.polls = this.polls.filter((other) => other !== poll);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
  }

  private toRecipient(sessionId: string, kind: string, body: Record<string, unknown>): Response {
    const waiting = this.answering.get(sessionId);
    if (!waiting || waiting.step !== body.step || waiting.kind !== kind)
      return jsonResponse({ message: 'This exchange has ended.' }, 404);
    this.answering.delete(sessionId);
    waiting.answer(
      body.refused === true
        ? jsonResponse({ message: 'The code did not match.', reason: 'refused' }, 409)
        : jsonResponse({ data: { message: this.tamper(String(body.message), 'to-recipient') } }),
    );
    return new Response(null, { status: 204 });
  }
}

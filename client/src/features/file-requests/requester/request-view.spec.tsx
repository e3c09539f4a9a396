import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestUrl } from '../../../test/mock-fetch';
import { renderPage, renderRoutes } from '../../../test/render-with-router';
import { routeFetch } from '../../../test/route-fetch';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { installStructuredClone } from '../../../test/install-structured-clone';
import type { RequestAnswer, RequestState } from './request-api';
import { decodeRequesterSecret, encodeRequesterSecret, randomBytes, toBase64Url } from '../../encryption';
import { createRequest } from './create-request';
import { RequestView } from './request-view';
import { requesterLinkOf } from './requester-link';
import { getRequest, listRequests, saveRequest, type StoredRequest } from '../../../lib/platform/requests-database';
import { freshRequestsDatabase, sealedAnswer, storedRequest } from './requester-spec-support';

installNodeWebCrypto();
installStructuredClone();
beforeEach(freshRequestsDatabase);

const POLL_MS = 20;

/** The API as the requester's page sees it: the request's state (with its ETag), the answers' objects, End, Remove. */
class FakeRequestApi {
  state: RequestState;
  served = new Map<string, Uint8Array>();
  calls: { method: string; url: string; headers: Headers }[] = [];
  private version = 1;

  constructor(request: StoredRequest) {
    this.state = {
      code: request.code,
      link: request.link,
      status: 'open',
      closesAt: request.closesAt,
      card: toBase64Url(request.cardBytes),
      sizeCap: null,
      answers: [],
    };
  }

  change(next: Partial<RequestState>) {
    this.state = { ...this.state, ...next };
    this.version++;
  }

  install() {
    mockFetch().mockImplementation((input, init) => Promise.resolve(this.answer(requestUrl(input), init ?? {})));
    return this;
  }

  private answer(url: string, init: RequestInit): Response {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    this.calls.push({ method, url, headers });
    const { code } = this.state;
    if (method === 'GET' && url === `/api/file-requests/${code}/state`) {
      const etag = `"v${this.version}"`;
      if (headers.get('If-None-Match') === etag) return new Response(null, { status: 304 });
      return new Response(JSON.stringify(this.state), { headers: { 'Content-Type': 'application/json', ETag: etag } });
    }
    if (method === 'DELETE' && url === `/api/file-requests/${code}`) {
      this.change({ status: 'ended' });
      return new Response(null, { status: 204 });
    }
    const removed = url.match(/^\/api\/file-requests\/\d{4}\/answers\/(.+)$/);
    if (method === 'DELETE' && removed) {
      this.change({ answers: this.state.answers.filter((answer) => answer.id !== removed[1]) });
      return new Response(null, { status: 204 });
    }
    const bytes = this.served.get(url);
    if (method === 'GET' && bytes) return new Response(bytes.slice());
    return new Response('Not here', { status: 404 });
  }

  fetched(url: string | null) {
    return this.calls.some((call) => call.url === url);
  }
}

async function setUp() {
  const request = await storedRequest();
  await saveRequest(request);
  const api = new FakeRequestApi(request).install();
  renderPage(<RequestView code={request.code} pollMs={POLL_MS} />, '/request/4821');
  return { request, api, user: userEvent.setup() };
}

function addAnswer(api: FakeRequestApi, sealed: { answer: RequestAnswer; served: Map<string, Uint8Array> }) {
  sealed.served.forEach((bytes, url) => api.served.set(url, bytes));
  api.change({ answers: [...api.state.answers, sealed.answer] });
}

describe('RequestView', () => {
  it('shows what was asked, then lists answers as they arrive, each opened in the encrypted view', async () => {
    const { request, api } = await setUp();
    expect(await screen.findByText(/Nothing has been sent yet/)).toBeInTheDocument();
    expect(screen.getByText('The signed contract')).toBeInTheDocument();
    expect(screen.getByTestId('request-status')).toHaveTextContent(/^Open until /);

    const arriving = await sealedAnswer(request, 'contract.pdf');
    addAnswer(api, { ...arriving, answer: { ...arriving.answer, state: 'arriving', receivedBytes: 10 } });
    const item = await screen.findByTestId('request-answer');
    expect(item).toHaveAttribute('data-state', 'arriving');
    expect(item).toHaveTextContent(/Arriving · 10 bytes of/);

    api.change({ answers: [arriving.answer] });
    await waitFor(() => expect(screen.getByTestId('request-answer')).toHaveAttribute('data-state', 'arrived'));
    // The manifest decrypted here names the file; the server only ever had its id.
    expect(await within(screen.getByTestId('request-answer')).findByText('contract.pdf')).toBeInTheDocument();
    expect(screen.getByTestId('encrypted-badge')).toBeInTheDocument();
    // Named as an answer, not as a share of the request's code.
    expect(
      within(screen.getByTestId('request-answer')).getByRole('heading', { name: 'The files sent' }),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('request-answer')).queryByText(/^Folder /)).not.toBeInTheDocument();

    // Unchanged since, the state is asked with its ETag and answered with no body.
    const reads = api.calls.filter((call) => call.url.endsWith('/state'));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url.endsWith('/state')).length).toBeGreaterThan(reads.length),
    );
    expect(api.calls.at(-1)!.headers.get('If-None-Match')).toMatch(/^"v\d+"$/);
    expect(
      api.calls.every(
        (call) => !call.url.endsWith('/state') || call.headers.get('X-Requester-Key') === request.requesterKey,
      ),
    ).toBe(true);
  });

  it('refuses an answer whose key was made for another request, and fetches none of it', async () => {
    const { request, api } = await setUp();
    const other = await storedRequest({ code: '9999' });
    const moved = await sealedAnswer(request, 'moved.pdf', other);
    const genuine = await sealedAnswer(request, 'genuine.pdf');
    addAnswer(api, moved);
    addAnswer(api, genuine);

    expect(await screen.findByTestId('answer-refused')).toHaveTextContent(
      'This answer was not made for this request; it was not opened.',
    );
    expect(await screen.findByText('genuine.pdf')).toBeInTheDocument();
    expect(screen.queryByText('moved.pdf')).not.toBeInTheDocument();
    expect(api.fetched(moved.answer.files[0].url)).toBe(false);
  });

  it('ends the request with its requester key, and says it ended', async () => {
    const { request, api, user } = await setUp();
    await user.click(await screen.findByRole('button', { name: 'End request' }));
    const ended = api.calls.find((call) => call.method === 'DELETE');
    expect(ended?.url).toBe('/api/file-requests/4821');
    expect(ended?.headers.get('X-Requester-Key')).toBe(request.requesterKey);
    await waitFor(() => expect(screen.getByTestId('request-status')).toHaveTextContent(/^Ended: no more files/));
    expect(screen.queryByRole('button', { name: 'End request' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('folder-url')).not.toBeInTheDocument();
  });

  it('removes one answer', async () => {
    const { request, api, user } = await setUp();
    const sealed = await sealedAnswer(request, 'contract.pdf');
    addAnswer(api, sealed);
    await screen.findByText('contract.pdf');
    await user.click(screen.getByRole('button', { name: /^Remove the files sent / }));
    expect(
      api.calls.some((call) => call.method === 'DELETE' && call.url.endsWith(`/answers/${sealed.answer.id}`)),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('request-answer')).not.toBeInTheDocument());
  });

  it('forgets the request on this device once told what that costs, and goes back to the requests', async () => {
    const { user } = await setUp();
    await user.click(await screen.findByRole('button', { name: 'Remove from this device' }));
    const asking = screen.getByTestId('forget-request');
    expect(asking).toHaveTextContent(/no one can open them again/);
    await user.click(within(asking).getByRole('button', { name: 'Keep it' }));
    expect(await getRequest('4821')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Remove from this device' }));
    await user.click(screen.getByRole('button', { name: 'Remove the key from this device' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/request');
    expect(await getRequest('4821')).toBeUndefined();
  });

  it('says so when the request is not on this device', async () => {
    mockFetch();
    renderPage(<RequestView code="1234" />, '/request/1234');
    expect(await screen.findByTestId('request-not-here')).toHaveTextContent(
      /open only on the device that made it, and on those it was added to with its requester link/,
    );
  });
});

describe('RequestView and the requester link', () => {
  /** Makes request 4821 on "this page", as /request does, and gives its requester link's secret. */
  async function madeOnThisPage() {
    routeFetch({
      'POST /api/file-requests': [
        201,
        {
          code: '4821',
          link: '4821-abcdefghijklmnopqrstuv',
          requestUrl: 'http://localhost/r/4821-abcdefghijklmnopqrstuv',
          requesterKey: 'requesterKey012345678g',
          closesAt: '2030-01-02T10:00:00.000Z',
        },
      ],
    });
    const { request } = await createRequest({ message: 'The tax papers', from: 'Ana', retention: '7d', sizeCap: null });
    return { request, secret: requesterLinkOf(request)!.split('#')[1] };
  }

  /** Renders the request's page at `/request/4821#{secret}` on a device that holds nothing of it. */
  async function openOnAnotherDevice(request: StoredRequest, secret: string) {
    await freshRequestsDatabase();
    const api = new FakeRequestApi(request).install();
    const { router } = renderRoutes(
      [{ path: '/request/:code', element: <RequestView code="4821" pollMs={POLL_MS} /> }],
      `/request/4821#${secret}`,
    );
    return { api, router };
  }

  it('offers the requester link, when asked, only on the page that made the request', async () => {
    const { request } = await madeOnThisPage();
    const user = userEvent.setup();
    new FakeRequestApi(request).install();
    renderPage(<RequestView code="4821" pollMs={POLL_MS} />, '/request/4821');
    const panel = await screen.findByTestId('requester-link');
    expect(within(panel).queryByTestId('requester-link-url')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Show the requester link' }));
    expect(within(panel).getByTestId('requester-link-url')).toHaveTextContent(
      /^http:\/\/localhost\/request\/4821#[A-Za-z0-9_-]{108}$/,
    );
    expect(within(panel).getByRole('img', { name: 'QR code of the requester link of request 4821' })).toBeVisible();
  });

  it('shows no requester link for a request this page did not make: its key cannot be read out', async () => {
    const request = await storedRequest({ code: '5555' });
    await saveRequest(request);
    new FakeRequestApi(request).install();
    renderPage(<RequestView code="5555" pollMs={POLL_MS} />, '/request/5555');
    await screen.findByText(/Nothing has been sent yet/);
    expect(screen.queryByTestId('requester-link')).not.toBeInTheDocument();
  });

  it('adds the request from its requester link, says so, drops the secret from the address, and follows it', async () => {
    const { request, secret } = await madeOnThisPage();
    const { router } = await openOnAnotherDevice(request, secret);
    expect(await screen.findByText('Request 4821 is now on this device too: the files sent to it open here.'));
    expect(screen.getByText('The tax papers')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/request/4821');
    expect(await getRequest('4821')).toMatchObject({ requestId: request.requestId, message: 'The tax papers' });
  });

  it('adds nothing from a requester link whose key is not the request’s, and says the link does not open it', async () => {
    const { request, secret } = await madeOnThisPage();
    const forged = encodeRequesterSecret({ ...decodeRequesterSecret(secret), privateKey: randomBytes(32) });
    await openOnAnotherDevice(request, forged);
    expect(await screen.findByTestId('request-not-here')).toHaveTextContent(
      'This requester link does not open request 4821.',
    );
    expect(await listRequests()).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeRequestKey,
  makeRequesterKeys,
  publicKeyBytes,
  randomBytes,
  sealRequestCard,
  toBase64Url,
} from '../../features/encryption';
import type { OperatorFileRequest, Report } from '../../lib/moderation/operator-types';
import { saveUser } from '../../lib/platform/user-store';
import { installNodeWebCrypto } from '../../test/install-node-webcrypto';
import { renderRoutes } from '../../test/render-with-router';
import { routeFetch } from '../../test/route-fetch';
import OperatorPage from './operator-page';

installNodeWebCrypto();

const OPERATOR = { user: { id: 1, username: 'Op', email: 'op@example.com', operator: true } };
const REFERENCE = 'R-4M2X-7K3Q';
const LINK = '0427-q8Xk0vY3m9TfR2cLw7hN1A';
const REQUEST_URL = `http://localhost/r/${LINK}`;

async function sealedCard(requestKey: Uint8Array): Promise<string> {
  const { publicKey } = await makeRequesterKeys();
  const card = await sealRequestCard(requestKey, {
    id: randomBytes(16),
    publicKey: await publicKeyBytes(publicKey),
    message: 'Send me scans of your passport and bank card',
    from: 'Your bank',
  });
  return toBase64Url(card);
}

function fileRequest(card: string, overrides: Partial<OperatorFileRequest> = {}): OperatorFileRequest {
  return {
    code: '0427',
    link: LINK,
    status: 'open',
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    closesAt: '2030-01-01T12:00:00.000Z',
    answers: 2,
    receivedBytes: 2048,
    card,
    ...overrides,
  };
}

function report(target: string, request: OperatorFileRequest, overrides: Partial<Report> = {}): Report {
  return {
    reference: REFERENCE,
    receivedAt: new Date(Date.now() - 3_600_000).toISOString(),
    category: 'privacy',
    explanation: 'This request pretends to be my bank.',
    email: null,
    target,
    state: 'open',
    decidedAt: null,
    decision: null,
    folder: null,
    fileRequest: request,
    ...overrides,
  };
}

function renderReport() {
  return renderRoutes([{ path: '/operator', element: <OperatorPage /> }], `/operator?report=${REFERENCE}`);
}

describe('a reported file request in the operator console', () => {
  beforeEach(() => saveUser({ email: 'op@example.com' }, 'session'));
  afterEach(() => sessionStorage.clear());

  it('lists the report with its request and status', async () => {
    const request = fileRequest('AA');
    routeFetch({
      'GET /api/me': OPERATOR,
      'GET /api/operator/reports?state=open': { reports: [report('0427', request)] },
    });
    renderRoutes([{ path: '/operator', element: <OperatorPage /> }], '/operator');
    const list = await screen.findByRole('list', { name: 'Reports' });
    expect(within(list).getByRole('link')).toHaveTextContent('File request 0427: Taking files');
  });

  it("shows its state and answers, and what it asks, decrypted with the key in the reporter's link", async () => {
    const requestKey = makeRequestKey();
    const request = fileRequest(await sealedCard(requestKey));
    routeFetch({
      'GET /api/me': OPERATOR,
      [`GET /api/operator/reports/${REFERENCE}`]: report(`${REQUEST_URL}#${toBase64Url(requestKey)}`, request),
    });
    renderReport();
    const shown = await screen.findByTestId('operator-request');
    expect(within(shown).getByRole('heading', { name: 'File request 0427' })).toBeInTheDocument();
    expect(screen.getByTestId('operator-request-status')).toHaveTextContent('Taking files');
    expect(screen.getByTestId('operator-request-answers')).toHaveTextContent('2 answers · 2');
    expect(await screen.findByTestId('request-card-from')).toHaveTextContent('Your bank');
    expect(screen.getByTestId('request-card-message')).toHaveTextContent(
      'Send me scans of your passport and bank card',
    );
  });

  it('says what it asks cannot be read without the key, or with a key that does not open it', async () => {
    const request = fileRequest(await sealedCard(makeRequestKey()));
    let target = REQUEST_URL;
    routeFetch({
      'GET /api/me': OPERATOR,
      [`GET /api/operator/reports/${REFERENCE}`]: () => report(target, request),
    });
    const { unmount } = renderReport();
    expect(await screen.findByText(/carries no key after #/)).toBeInTheDocument();
    unmount();

    target = `${REQUEST_URL}#${toBase64Url(makeRequestKey())}`;
    renderReport();
    expect(await screen.findByText(/does not open this request/)).toBeInTheDocument();
    expect(screen.queryByTestId('request-card-from')).not.toBeInTheDocument();
  });

  it('takes the request down with a category and reasons, after a confirmation', async () => {
    let taken: unknown;
    const request = fileRequest('AA');
    const removed = fileRequest('AA', {
      status: 'removed',
      removal: { category: 'privacy', reasons: 'It impersonates a bank to collect identity papers.' },
    });
    routeFetch({
      'GET /api/me': OPERATOR,
      [`GET /api/operator/reports/${REFERENCE}`]: () =>
        taken ? report('0427', removed, { state: 'actioned' }) : report('0427', request),
      'POST /api/operator/file-requests/0427/takedown': (init?: RequestInit) => {
        taken = JSON.parse(init!.body as string);
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderReport();
    await screen.findByTestId('operator-request');
    expect(screen.getByLabelText('Category')).toHaveValue('privacy');
    await user.type(
      screen.getByLabelText('Statement of reasons'),
      'It impersonates a bank to collect identity papers.',
    );
    expect(screen.getByText(/The person who made the request reads this/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take down…' }));
    expect(screen.getByText(/Take request 0427 down for everyone\?/)).toBeInTheDocument();
    expect(taken).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Yes, take it down' }));

    await waitFor(() =>
      expect(taken).toEqual({ category: 'privacy', reasons: 'It impersonates a bank to collect identity papers.' }),
    );
    await waitFor(() => expect(screen.getByTestId('report-state')).toHaveTextContent('Actioned'));
    expect(screen.getByTestId('operator-request-status')).toHaveTextContent('Removed');
    expect(screen.getByText('Nothing left to act on.')).toBeInTheDocument();
  });
});

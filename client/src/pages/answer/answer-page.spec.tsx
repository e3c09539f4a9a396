import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import {
  makeRequestKey,
  makeRequesterKeys,
  publicKeyBytes,
  randomBytes,
  sealRequestCard,
  toBase64Url,
} from '../../features/encryption';
import { installWebStreams } from '../../test/encryption-spec-support';
import { FakeShareApi } from '../../test/fake-share-api';
import { freshDatabase } from '../../test/fresh-database';
import { installNodeWebCrypto } from '../../test/install-node-webcrypto';
import { installStructuredClone } from '../../test/install-structured-clone';
import { renderRoutes } from '../../test/render-with-router';
import AnswerPage from './answer-page';

const originalBlobs = { Blob: globalThis.Blob, File: globalThis.File };
beforeAll(() => Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile }));
afterAll(() => Object.assign(globalThis, originalBlobs));
installNodeWebCrypto();
installWebStreams();
installStructuredClone();

const LINK = '4821-q8Xk0vY3m9TfR2cLw7hN1A';
const STATE = {
  closesAt: '2030-01-01T12:00:00.000Z',
  sizeCap: null,
  receivedBytes: 0,
  open: true,
  requesterPresent: false,
};

/** A request the fake API holds, its card sealed under `sealedUnder`; the page is opened with `requestKey`. */
async function holdRequest(api: FakeShareApi, requestKey: Uint8Array, sealedUnder = requestKey) {
  const { publicKey } = await makeRequesterKeys();
  const card = await sealRequestCard(sealedUnder, {
    id: randomBytes(16),
    publicKey: await publicKeyBytes(publicKey),
    message: 'The photos from Saturday',
    from: 'Ana',
  });
  api.requests.set(LINK, { card: toBase64Url(card), ...STATE });
}

function openPage(requestKey: Uint8Array) {
  return renderRoutes([{ path: '/r/:ref', element: <AnswerPage /> }], `/r/${LINK}#${toBase64Url(requestKey)}`);
}

describe('the uploader page of a file request', () => {
  let api: FakeShareApi;

  beforeEach(async () => {
    await freshDatabase();
    api = new FakeShareApi().install();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    api.uninstall();
    jest.restoreAllMocks();
  });

  it('shows who asks and what, as the requester wrote it, and sends the picked files as an answer', async () => {
    const requestKey = makeRequestKey();
    await holdRequest(api, requestKey);
    openPage(requestKey);

    expect(await screen.findByRole('heading', { name: 'Ana asks you for files' })).toBeInTheDocument();
    expect(screen.getByTestId('request-message')).toHaveTextContent('The photos from Saturday');
    expect(screen.getByText(/cannot scan encrypted files for malware/)).toBeInTheDocument();

    const file = new NodeFile(['holiday bytes'], 'beach.jpg', { type: 'image/jpeg' }) as unknown as File;
    await userEvent.upload(screen.getByLabelText('Files to share'), file);
    expect(screen.getByTestId('answer-picked')).toHaveTextContent('1 file picked');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByTestId('answer-arrived', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(api.answerAnnouncements.map((sent) => sent.link)).toEqual([LINK]);
    // What reached the server names no file: opaque ids and the sealed manifest only.
    expect(JSON.stringify(api.answerAnnouncements[0].body)).not.toContain('beach');
  });

  it("links to the report form with the request's whole link, its key after # kept out of the form's query", async () => {
    const requestKey = makeRequestKey();
    await holdRequest(api, requestKey);
    openPage(requestKey);

    const report = await screen.findByRole('link', { name: 'Report this request' });
    const whole = `${window.location.origin}/r/${LINK}#${toBase64Url(requestKey)}`;
    expect(report).toHaveAttribute('href', `/report#target=${encodeURIComponent(whole)}`);
  });

  it('says the request was altered, and sends nothing, when its card is not the one the link names', async () => {
    const requestKey = makeRequestKey();
    await holdRequest(api, requestKey, makeRequestKey());
    openPage(requestKey);

    expect(await screen.findByText('This request was altered on its way to you')).toBeInTheDocument();
    expect(screen.getByTestId('answer-failure')).toHaveAttribute('data-kind', 'altered');
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(api.answerAnnouncements).toEqual([]);
  });

  it("shows the check number its requester's page shows too, when it was opened by its code", async () => {
    const requestKey = makeRequestKey();
    await holdRequest(api, requestKey);
    const router = createMemoryRouter([{ path: '/r/:ref', element: <AnswerPage /> }], {
      initialEntries: [
        { pathname: `/r/${LINK}`, hash: `#${toBase64Url(requestKey)}`, state: { checkNumber: '042917' } },
      ],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Check number: 042917')).toBeInTheDocument();
    expect(screen.getByTestId('check-number')).toHaveTextContent('If it is not the same');
  });

  it('shows no check number when it was opened by its link', async () => {
    const requestKey = makeRequestKey();
    await holdRequest(api, requestKey);
    openPage(requestKey);
    await screen.findByRole('heading', { name: 'Ana asks you for files' });
    expect(screen.queryByTestId('check-number')).not.toBeInTheDocument();
  });

  it('opens the request once the server can be reached again, after failing to reach it', async () => {
    const requestKey = makeRequestKey();
    await holdRequest(api, requestKey);
    api.offline = true;
    openPage(requestKey);
    expect(await screen.findByText('The request could not be opened')).toBeInTheDocument();

    api.offline = false;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Ana asks you for files' })).toBeInTheDocument();
    expect(screen.queryByText('The request could not be opened')).not.toBeInTheDocument();
  });

  it('says the link names no request when the server knows none', async () => {
    openPage(makeRequestKey());
    expect(await screen.findByText('No request at this link')).toBeInTheDocument();
  });

  it("sits in the app's page container, so it keeps the margins every page has on a phone", async () => {
    const { container } = openPage(makeRequestKey());
    expect(await screen.findByText('No request at this link')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('container', 'page');
  });
});

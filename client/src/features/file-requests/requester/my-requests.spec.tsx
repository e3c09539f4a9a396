import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/render-with-router';
import { routeFetch } from '../../../test/route-fetch';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { installStructuredClone } from '../../../test/install-structured-clone';
import { saveRequest } from '../../../lib/platform/requests-database';
import { MyRequests } from './my-requests';
import type { MyRequest } from './request-api';
import { freshRequestsDatabase, storedRequest } from './requester-spec-support';

installNodeWebCrypto();
installStructuredClone();
beforeEach(freshRequestsDatabase);

const ROUTE = 'GET /api/my/requests';

function listed(code: string, overrides: Partial<MyRequest> = {}): MyRequest {
  return {
    code,
    link: `${code}-abcdefghijklmnopqrstuv`,
    status: 'open',
    closesAt: '2030-01-02T10:00:00.000Z',
    answers: 0,
    receivedBytes: 0,
    ...overrides,
  };
}

const item = (code: string) =>
  screen.getAllByTestId('my-request').find((row) => row.textContent?.includes(`Request ${code}`))!;

describe('MyRequests', () => {
  it('lists every request of the account, where it stands and what it received, and which open here', async () => {
    await saveRequest(await storedRequest({ code: '4821' }));
    routeFetch({
      [ROUTE]: {
        requests: [
          listed('4821', { answers: 2, receivedBytes: 3 * 1024 * 1024 }),
          listed('7310', { status: 'ended', answers: 1, receivedBytes: 2048 }),
          listed('0042', { status: 'removed' }),
        ],
      },
    });
    renderPage(<MyRequests />);
    await screen.findAllByTestId('my-request');

    const here = item('4821');
    expect(within(here).getByRole('link', { name: 'Request 4821' })).toHaveAttribute('href', '/request/4821');
    expect(here).toHaveTextContent(/Open until /);
    expect(here).toHaveTextContent('2 answers, 3 MB');
    expect(here).toHaveTextContent('Its files open on this device.');

    const elsewhere = item('7310');
    // Made on another device: nothing here could open its files, so no link pretends to.
    expect(within(elsewhere).queryByRole('link')).not.toBeInTheDocument();
    expect(elsewhere).toHaveTextContent('Ended');
    expect(elsewhere).toHaveTextContent('1 answer, 2 KB');
    expect(elsewhere).toHaveTextContent('Not on this device: its files open on the device that made it.');

    expect(item('0042')).toHaveTextContent("Removed by Sharecode's operators");
  });

  it('offers to ask for files when the account has no request', async () => {
    routeFetch({ [ROUTE]: { requests: [] } });
    renderPage(<MyRequests />);
    expect(await screen.findByText('No requests yet. Ask someone for files, and it shows here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request files' })).toHaveAttribute('href', '/request');
  });

  it('says why when the list cannot be read, and tries again', async () => {
    let calls = 0;
    routeFetch({
      [ROUTE]: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return { requests: [listed('4821')] };
      },
    });
    const user = userEvent.setup();
    renderPage(<MyRequests />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not load your requests: /);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('my-request')).toHaveTextContent('Request 4821');
  });
});

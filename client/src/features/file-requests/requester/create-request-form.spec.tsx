import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/render-with-router';
import { routeFetch } from '../../../test/route-fetch';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { installStructuredClone } from '../../../test/install-structured-clone';
import { CreateRequestForm } from './create-request-form';
import { listRequests } from '../../../lib/platform/requests-database';
import { freshRequestsDatabase } from './requester-spec-support';

installNodeWebCrypto();
installStructuredClone();
beforeEach(freshRequestsDatabase);

const CREATED = {
  code: '4821',
  link: '4821-abcdefghijklmnopqrstuv',
  requestUrl: 'http://localhost/r/4821-abcdefghijklmnopqrstuv',
  requesterKey: 'requesterKey012345678g',
  closesAt: '2030-01-02T10:00:00.000Z',
};

function renderForm(onCreated = jest.fn()) {
  renderPage(<CreateRequestForm onCreated={onCreated} />);
  return { user: userEvent.setup(), onCreated };
}

describe('CreateRequestForm', () => {
  it('says what is missing or too long before asking the server anything', async () => {
    const fetch = routeFetch({});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say what files you need.');

    await user.click(screen.getByLabelText('What do you need?'));
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByLabelText('Your name (optional)'));
    await user.paste('y'.repeat(101));
    await user.type(screen.getByLabelText('Size limit in MB (optional)'), '0');
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Keep it to 1000 characters or fewer.',
      'Keep your name to 100 characters or fewer.',
      'Enter a whole number of MB above 0.',
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says plainly that the files cannot be scanned for malware', () => {
    renderForm();
    expect(screen.getByText(/cannot scan them for malware/)).toBeInTheDocument();
  });

  it('offers 2 hours, 24 hours and 7 days, and sends the choice and the size cap in bytes', async () => {
    const fetch = routeFetch({ 'POST /api/file-requests': [201, CREATED] });
    const { user } = renderForm();
    const duration = screen.getByRole('group', { name: 'Keep the request open for' });
    expect(
      within(duration)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['2h', '24h', '7d']);
    await user.type(screen.getByLabelText('What do you need?'), 'The signed contract');
    await user.click(within(duration).getByRole('radio', { name: /7 days/ }));
    await user.type(screen.getByLabelText('Size limit in MB (optional)'), '25');
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    await screen.findByTestId('request-made');
    expect(JSON.parse(fetch.mock.calls[0][1]!.body as string)).toMatchObject({
      retention: '7d',
      sizeCap: 25_000_000,
    });
  });

  it('shows the code, the link with its key and the QR once made, in words for a request, and keeps it here', async () => {
    routeFetch({ 'POST /api/file-requests': [201, CREATED] });
    const { user, onCreated } = renderForm();
    await user.type(screen.getByLabelText('What do you need?'), 'The signed contract');
    await user.type(screen.getByLabelText('Your name (optional)'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Create request' }));

    const made = await screen.findByTestId('request-made');
    expect(within(made).getByText('Request code')).toBeInTheDocument();
    expect(within(made).getByTestId('folder-code')).toHaveTextContent('4821');
    const link = within(made).getByTestId('folder-url');
    expect(link.textContent).toMatch(/^http:\/\/localhost\/r\/4821-abcdefghijklmnopqrstuv#[A-Za-z0-9_-]{43}$/);
    const qr = within(made).getByRole('img', { name: 'QR code for file request 4821' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(made).toHaveTextContent(
      'Anyone with this code, link or QR code can send you files. Only this device, and those you add with the requester link, can open them.',
    );
    // The page that made the request can hand it to the requester's other devices.
    expect(screen.getByRole('button', { name: 'Show the requester link' })).toBeInTheDocument();
    expect(within(made).getByRole('link', { name: 'See the files as they arrive' })).toHaveAttribute(
      'href',
      '/request/4821',
    );
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect((await listRequests()).map((request) => [request.code, request.message, request.from])).toEqual([
      ['4821', 'The signed contract', 'Ana'],
    ]);
  });

  it("says why when the server refuses, and keeps the form's words", async () => {
    routeFetch({ 'POST /api/file-requests': [429, { message: 'Too many requests made from here.' }] });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('What do you need?'), 'The signed contract');
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    expect(
      await screen.findByText(/The request could not be created: Too many requests made from here./),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('What do you need?')).toHaveValue('The signed contract');
  });
});

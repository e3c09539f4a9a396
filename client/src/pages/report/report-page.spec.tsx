import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render-with-router';
import { routeFetch } from '../../test/route-fetch';
import ReportPage from './report-page';

const SHARE_URL = 'http://localhost/s/0427-abcdefghijklmnopqrstuv';
const REQUEST_URL = 'http://localhost/r/5183-q8Xk0vY3m9TfR2cLw7hN1A';
const REQUEST_KEY = 'k'.repeat(43);

function renderAt(url: string) {
  return renderRoutes([{ path: '/report', element: <ReportPage /> }], url);
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('What is wrong with it'), 'Copyright infringement');
  await user.type(screen.getByLabelText('Explanation'), 'These are scans of my book, shared without permission.');
  await user.click(
    screen.getByRole('checkbox', {
      name: 'I believe in good faith that the information in this report is accurate and complete.',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Send report' }));
}

describe('ReportPage', () => {
  it('is prefilled with the share it came from, sends the notice, and shows the reference with what happens next', async () => {
    const fetch = routeFetch({
      'POST /api/reports': [201, { reference: 'R-7K3Q-9M2X', receivedAt: '2030-01-01T10:00:00.000Z' }],
    });
    const user = userEvent.setup();
    renderAt(`/report?target=${encodeURIComponent(SHARE_URL)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Report a share' })).toBeInTheDocument();
    expect(document.title).toBe('Report a share · Sharecode');
    expect(screen.getByLabelText('Link or code of the share')).toHaveValue(SHARE_URL);
    await user.type(screen.getByLabelText('Your e-mail (optional)'), 'owner@example.com');
    await fillAndSend(user);

    const sent = await screen.findByTestId('report-sent');
    expect(screen.getByTestId('report-reference')).toHaveTextContent('R-7K3Q-9M2X');
    expect(sent).toHaveTextContent('What happens next');
    expect(sent).toHaveTextContent("Sharecode's operators review the share against the law and our terms.");
    expect(sent).toHaveTextContent('If it breaks them, they remove it and tell its sender why.');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    const [, init] = fetch.mock.calls[0];
    expect(JSON.parse(init!.body as string)).toEqual({
      target: SHARE_URL,
      category: 'copyright',
      explanation: 'These are scans of my book, shared without permission.',
      email: 'owner@example.com',
      goodFaith: true,
    });
  });

  it("keeps an end-to-end encrypted share's whole link, its key after # included, from the address's fragment", async () => {
    const whole = `${SHARE_URL}#${'k'.repeat(43)}`;
    const fetch = routeFetch({ 'POST /api/reports': [201, { reference: 'R-1', receivedAt: '2030-01-01T10:00:00Z' }] });
    const user = userEvent.setup();
    renderAt(`/report#target=${encodeURIComponent(whole)}`);
    expect(screen.getByLabelText('Link or code of the share')).toHaveValue(whole);
    await fillAndSend(user);
    await screen.findByTestId('report-sent');
    expect(JSON.parse(fetch.mock.calls[0][1]!.body as string)).toMatchObject({ target: whole });
  });

  it("speaks of a file request when opened with a request's whole link, and sends that link, its key included", async () => {
    const whole = `${REQUEST_URL}#${REQUEST_KEY}`;
    const fetch = routeFetch({ 'POST /api/reports': [201, { reference: 'R-1', receivedAt: '2030-01-01T10:00:00Z' }] });
    const user = userEvent.setup();
    renderAt(`/report#target=${encodeURIComponent(whole)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Report a file request' })).toBeInTheDocument();
    expect(document.title).toBe('Report a file request · Sharecode');
    expect(screen.getByText(/^Tell us about a file request that asks for ID documents, passwords/)).toBeInTheDocument();
    const target = screen.getByLabelText('Link or code of the file request');
    expect(target).toHaveValue(whole);
    expect(target).toHaveAccessibleDescription(/only with it can Sharecode read what the request says/);
    expect(screen.getByText(/^What the request asks for or says, and why it breaks/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your e-mail (optional)')).toHaveAccessibleDescription(
      'Only to tell you what we decided. It is never shown to the person who made the request.',
    );
    expect(screen.queryByText(/\bshare[sd]?\b/i)).not.toBeInTheDocument();
    await fillAndSend(user);

    const sent = await screen.findByTestId('report-sent');
    expect(sent).toHaveTextContent("Sharecode's operators review the file request against the law and our terms.");
    expect(sent).toHaveTextContent('If it breaks them, they remove it and tell the person who made it why.');
    expect(sent).not.toHaveTextContent(/\bshare\b|\bsender\b/i);
    expect(JSON.parse(fetch.mock.calls[0][1]!.body as string)).toMatchObject({ target: whole });
  });

  it("speaks of a file request for a request's address in the query too", () => {
    renderAt(`/report?target=${encodeURIComponent(REQUEST_URL)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Report a file request' })).toBeInTheDocument();
    expect(screen.getByLabelText('Link or code of the file request')).toHaveValue(REQUEST_URL);
  });

  it('speaks of a share for a bare code, which a share or a request may hold', () => {
    renderAt('/report?target=0427');
    expect(screen.getByRole('heading', { level: 1, name: 'Report a share' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Tell us about a shared folder that contains malware, illegal content, or someone else's work or private information.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Link or code of the share')).toHaveAccessibleDescription(
      /For an end-to-end encrypted share, paste its whole link/,
    );
  });

  it('leaves the e-mail out when none is given', async () => {
    const fetch = routeFetch({ 'POST /api/reports': [201, { reference: 'R-1', receivedAt: '2030-01-01T10:00:00Z' }] });
    const user = userEvent.setup();
    renderAt('/report');
    await user.type(screen.getByLabelText('Link or code of the share'), '0427');
    await fillAndSend(user);
    await screen.findByTestId('report-sent');
    expect(JSON.parse(fetch.mock.calls[0][1]!.body as string)).not.toHaveProperty('email');
  });

  it("shows the API's message when the report is refused", async () => {
    routeFetch({
      'POST /api/reports': [400, { statusCode: 400, message: 'The explanation must be at least 10 characters long.' }],
    });
    const user = userEvent.setup();
    renderAt('/report?target=0427');
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The explanation must be at least 10 characters long.');
    expect(screen.queryByTestId('report-sent')).not.toBeInTheDocument();
  });

  it('counts down a refusal to take more reports from this network, with Send disabled meanwhile', async () => {
    const refusal = jsonResponse({ statusCode: 429, message: 'Too many reports. Please wait 3600 seconds.' }, 429);
    refusal.headers.set('Retry-After', '600');
    routeFetch({ 'POST /api/reports': refusal });
    const user = userEvent.setup();
    renderAt('/report?target=0427');
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Too many reports\. You can try again in (10:00|9:59)\.$/,
    );
    expect(screen.getByRole('button', { name: 'Send report' })).toBeDisabled();
  });
});

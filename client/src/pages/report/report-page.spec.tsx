import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render-with-router';
import { routeFetch } from '../../test/route-fetch';
import ReportPage from './report-page';

const SHARE_URL = 'http://localhost/s/0427-abcdefghijklmnopqrstuv';

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

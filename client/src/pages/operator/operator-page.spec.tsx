import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUser, saveUser } from '../../lib/platform/user-store';
import type { OperatorFolder, Report } from '../../lib/moderation/operator-types';
import { renderRoutes } from '../../test/render-with-router';
import { routeFetch } from '../../test/route-fetch';
import OperatorPage from './operator-page';

const OPERATOR = { user: { id: 1, username: 'Op', email: 'op@example.com', operator: true } };

function renderAt(url: string) {
  return renderRoutes([{ path: '/operator', element: <OperatorPage /> }], url);
}

function report(overrides: Partial<Report> = {}): Report {
  return {
    reference: 'R-7K3Q-9M2X',
    receivedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    category: 'copyright',
    explanation: 'Scans of my book.',
    email: null,
    target: 'http://localhost/s/0427-abc',
    state: 'open',
    decidedAt: null,
    decision: null,
    folder: { id: 9, code: '0427', status: 'live', createdAt: '2030-01-01T10:00:00.000Z', totalBytes: 2048 },
    fileRequest: null,
    ...overrides,
  };
}

function folder(overrides: Partial<OperatorFolder> = {}): OperatorFolder {
  return {
    id: 9,
    code: '0427',
    url: 'http://localhost/s/0427-abc',
    createdAt: '2030-01-01T10:00:00.000Z',
    expiresAt: '2030-01-01T12:00:00.000Z',
    retention: '2h',
    totalBytes: 2048,
    status: 'live',
    passwordProtected: false,
    encrypted: false,
    removal: null,
    scan: null,
    files: [
      {
        id: 31,
        filepath: 'book/chapter-1.txt',
        filename: 'chapter-1.txt',
        filesize: 2048,
        mimetype: 'text/plain',
        sha256: 'a'.repeat(64),
        blocked: false,
        previewUrl: '/api/operator/folders/9/files/31',
      },
    ],
    reports: [report()],
    ...overrides,
  };
}

describe('OperatorPage', () => {
  beforeEach(() => saveUser({ email: 'op@example.com' }, 'session'));
  // Not clearUser: the page, still mounted until cleanup, would hear it and render outside act().
  afterEach(() => sessionStorage.clear());

  it('asks a signed-out visitor to log in, and to come back here', () => {
    clearUser();
    renderAt('/operator');
    expect(screen.getByRole('heading', { name: 'Sign in to use the operator console' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Foperator');
  });

  it('tells an account that is not an operator so', async () => {
    routeFetch({ 'GET /api/me': { user: { ...OPERATOR.user, operator: false } } });
    renderAt('/operator');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is not an operator.');
  });

  it('lists open reports with reference, category, age, target and share status, and filters by state', async () => {
    const fetch = routeFetch({
      'GET /api/me': OPERATOR,
      'GET /api/operator/reports?state=open': { reports: [report()] },
      'GET /api/operator/reports?state=closed': { reports: [] },
    });
    const user = userEvent.setup();
    renderAt('/operator');
    const list = await screen.findByRole('list', { name: 'Reports' });
    const row = within(list).getByRole('link');
    expect(row).toHaveAttribute('href', '/operator?report=R-7K3Q-9M2X');
    expect(row).toHaveTextContent('R-7K3Q-9M2X');
    expect(row).toHaveTextContent('Copyright infringement');
    expect(row).toHaveTextContent('3 h ago');
    expect(row).toHaveTextContent('http://localhost/s/0427-abc');
    expect(row).toHaveTextContent('Share 0427: Live');
    await user.click(screen.getByRole('radio', { name: 'Closed' }));
    expect(await screen.findByText('No closed reports.')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/operator/reports?state=closed');
  });

  it('opens a report with its share as a recipient sees it, and takes the share down after a confirmation', async () => {
    let taken: unknown;
    const removal = {
      category: 'copyright',
      reasons: 'Copies of a published book.',
      removedAt: '2030-01-01T11:00:00Z',
    };
    routeFetch({
      'GET /api/me': OPERATOR,
      'GET /api/operator/reports/R-7K3Q-9M2X': () => report(taken ? { state: 'actioned' } : {}),
      'GET /api/operator/folders/9': () =>
        taken
          ? folder({
              status: 'removed',
              url: null,
              files: folder().files.map((file) => ({ ...file, blocked: true })),
              removal: removal as OperatorFolder['removal'],
            })
          : folder(),
      'POST /api/operator/folders/9/takedown': (init?: RequestInit) => {
        taken = JSON.parse(init!.body as string);
        return folder({ status: 'removed' });
      },
    });
    const user = userEvent.setup();
    renderAt('/operator?report=R-7K3Q-9M2X');
    const view = await screen.findByTestId('report-view');
    expect(view).toHaveTextContent('Scans of my book.');
    expect(await screen.findByRole('tree', { name: 'Files in share 0427' })).toBeInTheDocument();
    expect(screen.getByTestId('operator-share-status')).toHaveTextContent('Live');

    await user.selectOptions(screen.getByLabelText('Category'), 'Copyright infringement');
    await user.type(screen.getByLabelText('Statement of reasons'), 'Copies of a published book.');
    await user.click(screen.getByRole('button', { name: 'Take down…' }));
    expect(taken).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Yes, take it down' }));
    expect(await screen.findByText(/was taken down/)).toBeInTheDocument();
    expect(taken).toEqual({ category: 'copyright', reasons: 'Copies of a published book.' });
    await waitFor(() => expect(screen.getByTestId('report-state')).toHaveTextContent('Actioned'));
    expect(
      await screen.findByText('Removed', { selector: '[data-testid="operator-share-status"]' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take down…' })).not.toBeInTheDocument();
    expect(screen.getByText('Its files were deleted.')).toBeInTheDocument();
    expect(screen.getByText('Nothing left to act on.')).toBeInTheDocument();
  });

  it("says when a removed share was removed, not when it would have expired, and counts an encrypted share's files", async () => {
    const removal = {
      category: 'copyright',
      reasons: 'Copies of a published book.',
      removedAt: '2030-01-01T11:00:00Z',
    };
    const file = folder().files[0];
    routeFetch({
      'GET /api/me': OPERATOR,
      'GET /api/operator/folders/9': folder({
        status: 'removed',
        encrypted: true,
        expiresAt: '2030-01-01T11:00:00Z',
        removal: removal as OperatorFolder['removal'],
        files: [
          { ...file, id: 31, filepath: 'AAAAAAAAAAAAAAAAAAAAAA', filename: 'AAAAAAAAAAAAAAAAAAAAAA' },
          { ...file, id: 32, filepath: 'manifest', filename: 'manifest' },
        ],
      }),
    });
    renderAt('/operator?share=9');
    const share = await screen.findByTestId('operator-share');
    const facts = within(share).getByTestId('operator-share-status').closest('dl')!;
    expect(within(facts).getByText('Removed', { selector: 'dt' })).toBeInTheDocument();
    expect(within(facts).queryByText('Expires', { selector: 'dt' })).not.toBeInTheDocument();
    expect(facts).not.toHaveTextContent('Kept for 2 hours');
    expect(facts.querySelector('time[datetime="2030-01-01T11:00:00Z"]')).toBeInTheDocument();
    expect(within(share).getByTestId('operator-share-size')).toHaveTextContent(/^1 file · /);
  });

  it('says when a live share expires, and how long it is kept', async () => {
    routeFetch({ 'GET /api/me': OPERATOR, 'GET /api/operator/folders/9': folder() });
    renderAt('/operator?share=9');
    const share = await screen.findByTestId('operator-share');
    expect(within(share).getByText('Expires', { selector: 'dt' })).toBeInTheDocument();
    expect(share).toHaveTextContent('Kept for 2 hours');
    expect(within(share).getByTestId('operator-share-size')).toHaveTextContent(/^1 file · 2 KB$/);
  });

  it('dismisses an open report with a reason', async () => {
    let dismissed: unknown;
    routeFetch({
      'GET /api/me': OPERATOR,
      'GET /api/operator/reports/R-7K3Q-9M2X': () =>
        report(dismissed ? { state: 'dismissed', decision: 'Fair use.', folder: null } : { folder: null }),
      'POST /api/operator/reports/R-7K3Q-9M2X/dismiss': (init?: RequestInit) => {
        dismissed = JSON.parse(init!.body as string);
        return report({ state: 'dismissed' });
      },
    });
    const user = userEvent.setup();
    renderAt('/operator?report=R-7K3Q-9M2X');
    await user.type(await screen.findByLabelText('Why no action is needed'), 'Fair use.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.getByTestId('report-state')).toHaveTextContent('DismissedFair use.'));
    expect(dismissed).toEqual({ reason: 'Fair use.' });
  });

  it('releases a quarantined share and shows what the scanner found', async () => {
    let released: unknown;
    const scan = {
      state: 'infected' as const,
      findings: [{ filepath: 'setup.exe', signature: 'Win.Test.EICAR_HDB-1' }],
    };
    routeFetch({
      'GET /api/me': OPERATOR,
      'GET /api/operator/folders/9': () => folder(released ? {} : { status: 'quarantined', scan }),
      'POST /api/operator/folders/9/release': (init?: RequestInit) => {
        released = JSON.parse(init!.body as string);
        return {};
      },
    });
    const user = userEvent.setup();
    renderAt('/operator?share=9');
    expect(await screen.findByText('setup.exe: Win.Test.EICAR_HDB-1')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Why the finding was wrong'), 'A known false positive.');
    await user.click(screen.getByRole('button', { name: 'Release the share' }));
    expect(await screen.findByText('Share 0427 is live again.')).toBeInTheDocument();
    expect(released).toEqual({ reason: 'A known false positive.' });
  });

  it('finds a share by code, imports a block list and shows the audit log', async () => {
    const fetch = routeFetch({
      'GET /api/me': OPERATOR,
      'GET /api/operator/reports?state=open': { reports: [] },
      'GET /api/operator/search?q=0427': {
        folders: [{ id: 9, code: '0427', status: 'live', createdAt: '2030-01-01T10:00:00.000Z', totalBytes: 2048 }],
      },
      'POST /api/operator/blocked-files': { added: 1, alreadyBlocked: 0, invalidLines: [3] },
      'GET /api/operator/audit?limit=50': {
        entries: [
          {
            id: 2,
            at: '2030-01-01T11:00:00.000Z',
            actor: 'op@example.com',
            actorKind: 'operator',
            action: 'folder.takedown',
            targetType: 'folder',
            targetId: '9',
            reason: 'Copies of a published book.',
            details: null,
          },
        ],
      },
    });
    const user = userEvent.setup();
    renderAt('/operator');
    await user.click(await screen.findByRole('tab', { name: 'Find' }));
    await user.type(screen.getByLabelText('Code, link or SHA-256'), '0427');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const found = await screen.findByRole('list', { name: 'Shares found' });
    expect(within(found).getByRole('link')).toHaveAttribute('href', '/operator?share=9');

    await user.click(screen.getByRole('tab', { name: 'Block list' }));
    await user.type(screen.getByLabelText('SHA-256 hashes'), `# list\n${'b'.repeat(64)}\nnope`);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 added, 0 already blocked, lines 3 are not SHA-256 hashes.',
    );
    const imported = fetch.mock.calls.find(([url]) => url === '/api/operator/blocked-files')!;
    expect(JSON.parse(imported[1]!.body as string)).toEqual({ hashes: `# list\n${'b'.repeat(64)}\nnope` });

    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    const audit = await screen.findByRole('list', { name: 'Audit log' });
    expect(audit).toHaveTextContent('Share taken down');
    expect(audit).toHaveTextContent('op@example.com · Share #9');
    expect(audit).toHaveTextContent('Copies of a published book.');
  });

  it('pages through the audit log, older entries after the newest', async () => {
    const entry = (id: number) => ({
      id,
      at: '2030-01-01T11:00:00.000Z',
      actor: 'op@example.com',
      actorKind: 'operator',
      action: 'report.dismiss',
      targetType: 'report',
      targetId: `R-${id}`,
      reason: null,
      details: null,
    });
    const newest = Array.from({ length: 50 }, (_, index) => entry(100 - index));
    routeFetch({
      'GET /api/me': OPERATOR,
      'GET /api/operator/audit?limit=50': { entries: newest },
      'GET /api/operator/audit?limit=50&before=51': { entries: [entry(50)] },
    });
    const user = userEvent.setup();
    renderAt('/operator?section=audit');
    const audit = await screen.findByRole('list', { name: 'Audit log' });
    expect(within(audit).getAllByRole('listitem')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    expect(await within(audit).findByText(/Report R-50$/)).toBeInTheDocument();
    expect(within(audit).getAllByRole('listitem')).toHaveLength(51);
    expect(screen.queryByRole('button', { name: 'Older entries' })).not.toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { ShareStatus } from './share-status';
import { PASSWORD_PROTECTED_TEXT } from './share-status-text';
import { SHARE_STATE_POLL_MS } from './use-folder-state';
import { actAsync } from '../../../test/act-async';
import { jsonResponse, mockFetch } from '../../../test/mock-fetch';

function answer(opens: number, status: 'live' | 'ended' | 'checking' | 'removed' | 'quarantined' = 'live') {
  return {
    folderCode: '0427',
    status,
    opens,
    lastOpenedAt: null,
    zipDownloads: 0,
    files: [{ id: 1, filepath: 'a.txt', downloads: opens > 1 ? 1 : 0 }],
    expiresAt: '2030-01-01T12:00:00.000Z',
    retention: '2h',
    passwordProtected: false,
  };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('ShareStatus', () => {
  let fetchMock: ReturnType<typeof mockFetch>;
  const answers: object[] = [];

  beforeEach(() => {
    jest.useFakeTimers();
    answers.length = 0;
    fetchMock = mockFetch().mockImplementation(() => Promise.resolve(jsonResponse(answers.shift() ?? answer(0))));
    setVisibility('visible');
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  async function tick(ms: number) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  }

  it('asks with the management key, then again every few seconds, and shows what happened', async () => {
    answers.push(answer(0), answer(2));
    render(<ShareStatus code="0427" manageKey={'k'.repeat(22)} />);
    await tick(0);
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for someone to open it…');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/shares/0427/state');
    expect(new Headers(init?.headers).get('X-Manage-Key')).toBe('k'.repeat(22));
    await tick(SHARE_STATE_POLL_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Opened 2 times · 1 file downloaded');
  });

  it("asks with the signed-in owner's session when there is no management key", async () => {
    render(<ShareStatus code="0427" />);
    await tick(0);
    const [, init] = fetchMock.mock.calls[0];
    expect(new Headers(init?.headers).has('X-Manage-Key')).toBe(false);
    expect(init?.credentials).toBe('same-origin');
  });

  it('asks nothing while the page is hidden, and again once it shows', async () => {
    render(<ShareStatus code="0427" manageKey={'k'.repeat(22)} />);
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    await tick(SHARE_STATE_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await actAsync(() => setVisibility('visible'));
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reminds the sender that a protected share needs its password, until it ends', async () => {
    answers.push({ ...answer(0), passwordProtected: true }, { ...answer(1, 'ended'), passwordProtected: true });
    render(<ShareStatus code="0427" manageKey={'k'.repeat(22)} />);
    await tick(0);
    expect(screen.getByText(PASSWORD_PROTECTED_TEXT)).toBeInTheDocument();
    await tick(SHARE_STATE_POLL_MS);
    expect(screen.queryByText(PASSWORD_PROTECTED_TEXT)).not.toBeInTheDocument();
  });

  it('stops asking once the share has ended', async () => {
    answers.push(answer(1, 'ended'));
    render(<ShareStatus code="0427" manageKey={'k'.repeat(22)} />);
    await tick(0);
    expect(screen.getByRole('status')).toHaveTextContent('Ended');
    await tick(SHARE_STATE_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says while the share is checked for malware, then that it is live', async () => {
    answers.push(answer(0, 'checking'), answer(0, 'checking'), answer(0));
    render(<ShareStatus code="0427" manageKey={'k'.repeat(22)} />);
    await tick(0);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Being checked for malware… it opens for recipients when the check is done',
    );
    await tick(SHARE_STATE_POLL_MS * 2);
    expect(screen.getByRole('status')).toHaveTextContent('Live · the check found nothing, recipients can open it');
  });

  it("shows a removal's category and statement of reasons, and stops asking", async () => {
    answers.push({
      ...answer(1, 'removed'),
      removal: {
        category: 'copyright',
        reasons: 'Copies of a paid course, reported by its publisher.',
        removedAt: '2030-01-01T11:00:00.000Z',
      },
    });
    render(<ShareStatus code="0427" manageKey={'k'.repeat(22)} />);
    await tick(0);
    expect(screen.getByRole('status')).toHaveTextContent("Removed by Sharecode's operators · Copyright infringement");
    expect(screen.getByTestId('removal-details')).toHaveTextContent(
      'Statement of reasons' + 'Copies of a paid course, reported by its publisher.',
    );
    await tick(SHARE_STATE_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('names the file and the signature the malware scanner found in a quarantined share', async () => {
    answers.push({
      ...answer(0, 'quarantined'),
      scan: { state: 'infected', findings: [{ filepath: 'tools/setup.exe', signature: 'Win.Test.EICAR_HDB-1' }] },
    });
    render(<ShareStatus code="0427" manageKey={'k'.repeat(22)} />);
    await tick(0);
    expect(screen.getByRole('status')).toHaveTextContent('Removed · a file in it contains malware');
    expect(screen.getByTestId('scan-findings')).toHaveTextContent('tools/setup.exe: Win.Test.EICAR_HDB-1');
  });

  it('asks once for a share shown in two places (the dialog and its Recent shares row), and both show the answer', async () => {
    answers.push(answer(0), answer(3));
    const { unmount } = render(
      <>
        <ShareStatus code="0427" manageKey={'k'.repeat(22)} />
        <ShareStatus code="0427" manageKey={'k'.repeat(22)} />
      </>,
    );
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await tick(SHARE_STATE_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const status of screen.getAllByRole('status')) expect(status).toHaveTextContent('Opened 3 times');
    unmount();
  });

  it('stops asking when it is no longer shown (the dialog closed)', async () => {
    const { unmount } = render(<ShareStatus code="0427" manageKey={'k'.repeat(22)} />);
    await tick(0);
    unmount();
    await tick(SHARE_STATE_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { ShareStatus } from './share-status';
import { PASSWORD_PROTECTED_TEXT } from './share-status-text';
import { jsonResponse, mockFetch, requestUrl } from '../../../test/mock-fetch';

const KEY = 'k'.repeat(22);

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

interface LivePollBody {
  managed?: Array<{ code: string; manageKey?: string; etag?: string }>;
}

/**
 * The API's live poll as the page meets it: each poll waits until the spec hands it the share's next state (or
 * the page drops it), and answers with that state under a new ETag.
 */
function fakeLivePoll() {
  const states: object[] = [];
  const polls: Array<{ url: string; body: LivePollBody; init: RequestInit | undefined }> = [];
  let wake: (() => void) | undefined;
  const fetchMock = mockFetch().mockImplementation(async (url, init) => {
    polls.push({ url: requestUrl(url), body: JSON.parse(init?.body as string) as LivePollBody, init });
    while (states.length === 0) {
      await new Promise<void>((resolve, reject) => {
        wake = resolve;
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), {
          once: true,
        });
      });
    }
    const state = states.shift();
    return jsonResponse({ data: { gone: [], states: [{ code: '0427', etag: `W/"${polls.length}"`, state }] } });
  });
  return {
    fetchMock,
    polls,
    /** The share's next state, for the poll waiting now or the next. */
    change(state: object) {
      states.push(state);
      wake?.();
    },
  };
}

describe('ShareStatus', () => {
  it('follows the share on the live poll with its management key, and shows each change as it comes', async () => {
    const live = fakeLivePoll();
    live.change(answer(0));
    render(<ShareStatus code="0427" manageKey={KEY} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Waiting for someone to open it…'));
    expect(live.polls[0].url).toBe('/api/live');
    expect(live.polls[0].body.managed).toEqual([{ code: '0427', manageKey: KEY }]);
    await waitFor(() => expect(live.polls).toHaveLength(2));
    expect(live.polls[1].body.managed).toEqual([{ code: '0427', manageKey: KEY, etag: 'W/"1"' }]);
    live.change(answer(2));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Opened 2 times · 1 file downloaded'));
  });

  it("follows with the signed-in owner's session when there is no management key", async () => {
    const live = fakeLivePoll();
    render(<ShareStatus code="0427" />);
    await waitFor(() => expect(live.polls).toHaveLength(1));
    expect(live.polls[0].body.managed).toEqual([{ code: '0427' }]);
    expect(live.polls[0].init?.credentials).toBe('same-origin');
  });

  it('reminds the sender that a protected share needs its password, until it ends', async () => {
    const live = fakeLivePoll();
    live.change({ ...answer(0), passwordProtected: true });
    render(<ShareStatus code="0427" manageKey={KEY} />);
    await waitFor(() => expect(screen.getByText(PASSWORD_PROTECTED_TEXT)).toBeInTheDocument());
    live.change({ ...answer(1, 'ended'), passwordProtected: true });
    await waitFor(() => expect(screen.queryByText(PASSWORD_PROTECTED_TEXT)).not.toBeInTheDocument());
  });

  it('stops following once the share has ended', async () => {
    const live = fakeLivePoll();
    live.change(answer(1, 'ended'));
    render(<ShareStatus code="0427" manageKey={KEY} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Ended'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live.polls).toHaveLength(1);
  });

  it('says while the share is checked for malware, then that it is live', async () => {
    const live = fakeLivePoll();
    live.change(answer(0, 'checking'));
    render(<ShareStatus code="0427" manageKey={KEY} />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Being checked for malware… it opens for recipients when the check is done',
      ),
    );
    live.change(answer(0));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Live · the check found nothing, recipients can open it'),
    );
  });

  it("shows a removal's category and statement of reasons, and stops following", async () => {
    const live = fakeLivePoll();
    live.change({
      ...answer(1, 'removed'),
      removal: {
        category: 'copyright',
        reasons: 'Copies of a paid course, reported by its publisher.',
        removedAt: '2030-01-01T11:00:00.000Z',
      },
    });
    render(<ShareStatus code="0427" manageKey={KEY} />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent("Removed by Sharecode's operators · Copyright infringement"),
    );
    expect(screen.getByTestId('removal-details')).toHaveTextContent(
      'Statement of reasons' + 'Copies of a paid course, reported by its publisher.',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live.polls).toHaveLength(1);
  });

  it('names the file and the signature the malware scanner found in a quarantined share', async () => {
    const live = fakeLivePoll();
    live.change({
      ...answer(0, 'quarantined'),
      scan: { state: 'infected', findings: [{ filepath: 'tools/setup.exe', signature: 'Win.Test.EICAR_HDB-1' }] },
    });
    render(<ShareStatus code="0427" manageKey={KEY} />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Removed · a file in it contains malware'),
    );
    expect(screen.getByTestId('scan-findings')).toHaveTextContent('tools/setup.exe: Win.Test.EICAR_HDB-1');
  });

  it('follows a share shown in two places (the dialog and its Recent shares row) once, and both show it', async () => {
    const live = fakeLivePoll();
    render(
      <>
        <ShareStatus code="0427" manageKey={KEY} />
        <ShareStatus code="0427" manageKey={KEY} />
      </>,
    );
    await waitFor(() => expect(live.polls.length).toBeGreaterThan(0));
    expect(live.polls[live.polls.length - 1].body.managed).toHaveLength(1);
    live.change(answer(3));
    await waitFor(() => {
      for (const status of screen.getAllByRole('status')) expect(status).toHaveTextContent('Opened 3 times');
    });
  });

  it('stops following when it is no longer shown (the dialog closed)', async () => {
    const live = fakeLivePoll();
    const { unmount } = render(<ShareStatus code="0427" manageKey={KEY} />);
    await waitFor(() => expect(live.polls).toHaveLength(1));
    unmount();
    await waitFor(() => expect(live.polls[0].init?.signal?.aborted).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live.polls).toHaveLength(1);
  });
});

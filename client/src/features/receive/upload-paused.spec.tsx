import { act, render, screen } from '@testing-library/react';
import type { Arrival } from './arrival';
import { formatQuiet, UploadPausedNote } from './upload-paused';

const NOW = Date.parse('2030-01-01T12:00:00Z');
/** The share ends two hours after NOW, unless the upload goes on. */
const EXPIRES_AT = new Date(NOW + 2 * 60 * 60_000).toISOString();

/** An arrival as a poll leaves it; `lastReceivedAt` null or undefined: no poll has said yet. */
function arrival(status: Arrival['status'], lastReceivedAt: string | null | undefined): Arrival {
  return {
    status,
    receivedBytes: 400,
    totalBytes: 1000,
    pending: new Map([[2, { status: 'arriving', receivedBytes: 400 }]]),
    expiresAt: EXPIRES_AT,
    lastReceivedAt,
  };
}

const ago = (ms: number) => new Date(NOW - ms).toISOString();

/**
 * Moves the fake clock (and Date.now) on, a second at a time: React renders, and the note sets its next timer,
 * only once each `act` ends, as it would between real timers.
 */
function advance(ms: number): void {
  for (let left = ms; left > 0; left -= 1_000) {
    act(() => {
      jest.advanceTimersByTime(Math.min(left, 1_000));
    });
  }
}

const note = () => screen.queryByTestId('upload-paused');

describe('UploadPausedNote', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('says nothing while the last bytes are recent, then how long nothing has arrived and when the share ends', () => {
    render(<UploadPausedNote arrival={arrival('arriving', ago(10_000))} />);
    expect(note()).not.toBeInTheDocument();
    // One millisecond short of 30 s since the last bytes: a slow upload, not a paused one.
    advance(19_999);
    expect(note()).not.toBeInTheDocument();
    advance(1);
    expect(note()).toHaveTextContent('Nothing has arrived for over 30 seconds:');
    // 2 h after NOW, seen 20 s after NOW.
    expect(note()).toHaveTextContent('if it does not, this share expires in 1 h 59 min.');
    // The note keeps itself current without a new poll: 2.5 min since the last bytes.
    advance(120_000);
    expect(note()).toHaveTextContent('Nothing has arrived for 2 min:');
    expect(note()).toHaveTextContent('expires in 1 h 57 min.');
  });

  it('ends without a date when the arrival does not know when the share expires', () => {
    render(<UploadPausedNote arrival={{ ...arrival('arriving', ago(60_000)), expiresAt: undefined }} />);
    expect(note()).toHaveTextContent('Nothing has arrived for 1 min:');
    expect(note()).not.toHaveTextContent('expires');
    expect(note()?.textContent).toMatch(/as soon as it goes on\.$/);
  });

  it('stays away while bytes keep coming, and counts from the newest', () => {
    const { rerender } = render(<UploadPausedNote arrival={arrival('arriving', ago(10_000))} />);
    advance(15_000);
    // A poll 25 s after those bytes says more came just now.
    rerender(<UploadPausedNote arrival={arrival('arriving', new Date(Date.now()).toISOString())} />);
    // Past the first bytes' 30 s boundary (NOW + 20 s), well short of the newest's (NOW + 45 s).
    advance(20_000);
    expect(note()).not.toBeInTheDocument();
    advance(9_999);
    expect(note()).not.toBeInTheDocument();
    advance(1);
    expect(note()).toHaveTextContent('Nothing has arrived for over 30 seconds:');
  });

  it('goes once bytes come again', () => {
    const { rerender } = render(<UploadPausedNote arrival={arrival('arriving', ago(40_000))} />);
    expect(note()).toBeInTheDocument();
    rerender(<UploadPausedNote arrival={arrival('arriving', new Date(Date.now()).toISOString())} />);
    expect(note()).not.toBeInTheDocument();
  });

  it.each([
    ['checking', ago(10 * 60_000)],
    ['ready', ago(10 * 60_000)],
    ['arriving', null],
    ['arriving', undefined],
  ] as const)('says nothing for a %s share whose bytes last came %s, however long the page stays', (status, last) => {
    render(<UploadPausedNote arrival={arrival(status, last)} />);
    expect(note()).not.toBeInTheDocument();
    advance(10 * 60_000);
    expect(note()).not.toBeInTheDocument();
  });
});

describe(formatQuiet.name, () => {
  it.each([
    [45_000, 'over 30 seconds'],
    [59_999, 'over 30 seconds'],
    [60_000, '1 min'],
    [4 * 60_000, '4 min'],
    [59 * 60_000 + 59_999, '59 min'],
    [60 * 60_000, '1 h 0 min'],
    [65 * 60_000, '1 h 5 min'],
  ])('reads %i ms as %s', (ms, words) => {
    expect(formatQuiet(ms)).toBe(words);
  });
});

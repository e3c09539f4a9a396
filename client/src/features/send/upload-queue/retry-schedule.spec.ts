import { BUSY_RECHECK_MS, RETRY_DELAYS_MS, RetrySchedule } from './retry-schedule';

describe(RetrySchedule.name, () => {
  let pass: jest.Mock;
  let schedule: RetrySchedule;

  beforeEach(() => {
    jest.useFakeTimers();
    pass = jest.fn();
    schedule = new RetrySchedule(pass);
    schedule.start();
  });
  afterEach(() => {
    schedule.stop();
    jest.useRealTimers();
  });

  /** The pause before the pass planned after one more failure. */
  function nextPause(): number {
    schedule.connectionFailed();
    const before = pass.mock.calls.length;
    let waited = 0;
    while (pass.mock.calls.length === before) {
      jest.advanceTimersByTime(1_000);
      waited += 1_000;
    }
    return waited;
  }

  it('waits longer after each failure, then repeats the longest pause', () => {
    const pauses = RETRY_DELAYS_MS.map(() => nextPause());
    expect(pauses).toEqual([...RETRY_DELAYS_MS]);
    expect(nextPause()).toBe(RETRY_DELAYS_MS.at(-1));
  });

  it('starts the pauses over when an upload is sent, or at once when the connection returns', () => {
    nextPause();
    nextPause();
    schedule.sent();
    expect(nextPause()).toBe(RETRY_DELAYS_MS[0]);
    nextPause();
    pass.mockClear();
    window.dispatchEvent(new Event('online'));
    expect(pass).toHaveBeenCalledTimes(1);
    expect(nextPause()).toBe(RETRY_DELAYS_MS[0]);
  });

  it('goes over the queue again BUSY_RECHECK_MS after finding an upload someone else was sending', () => {
    schedule.sentElsewhere();
    jest.advanceTimersByTime(BUSY_RECHECK_MS - 1);
    expect(pass).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('plans one pass at a time, drops it when one begins, and plans none once stopped', () => {
    schedule.sentElsewhere();
    schedule.connectionFailed();
    jest.advanceTimersByTime(BUSY_RECHECK_MS);
    expect(pass).toHaveBeenCalledTimes(1);

    schedule.sentElsewhere();
    schedule.clear();
    jest.advanceTimersByTime(BUSY_RECHECK_MS);
    expect(pass).toHaveBeenCalledTimes(1);

    schedule.sentElsewhere();
    schedule.stop();
    schedule.connectionFailed();
    window.dispatchEvent(new Event('online'));
    jest.advanceTimersByTime(RETRY_DELAYS_MS.at(-1)!);
    expect(pass).toHaveBeenCalledTimes(1);
  });
});

import { act, render, screen } from '@testing-library/react';
import { RetryCountdown } from './retry-countdown';

describe(RetryCountdown.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down in minutes and seconds, then says the wait is over', () => {
    render(<RetryCountdown until={Date.now() + 732_000} />);
    expect(screen.getByText('You can try again in 12:12.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2_000));
    expect(screen.getByText('You can try again in 12:10.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(730_000));
    expect(screen.getByText('You can try again now.')).toBeInTheDocument();
  });
});

import { FormattedMessage } from 'react-intl';
import { useSecondsLeft } from '../../hooks/use-seconds-left';
import { formatCountdown } from '../../lib/platform/countdown';

/**
 * How long until a refused request can be tried again (a 429's Retry-After), counting down in minutes and
 * seconds. Not a live region: it changes every second, and the alert it sits in was announced once already.
 */
export function RetryCountdown({ until }: { until: number }) {
  const left = useSecondsLeft(until) ?? 0;
  return (
    <span>
      {' '}
      {left > 0 ? (
        <FormattedMessage
          id="components.retryCountdown.wait"
          defaultMessage="You can try again in {time}."
          values={{ time: formatCountdown(left) }}
        />
      ) : (
        <FormattedMessage id="components.retryCountdown.now" defaultMessage="You can try again now." />
      )}
    </span>
  );
}

/** Whether a refused request still has to wait (its countdown is running). */
export function useStillWaiting(until: number | undefined): boolean {
  const left = useSecondsLeft(until);
  return left !== null && left > 0;
}

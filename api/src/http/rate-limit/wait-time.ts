const SECONDS_PER_MINUTE = 60;

function counted(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * A wait as a person reads it in a 429's message: seconds under a minute, else whole minutes rounded up (so
 * the client is never told it may retry before Retry-After allows).
 */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < SECONDS_PER_MINUTE) return counted(whole, 'second');
  return counted(Math.ceil(whole / SECONDS_PER_MINUTE), 'minute');
}

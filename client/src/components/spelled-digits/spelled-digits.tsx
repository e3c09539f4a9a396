/**
 * A number read out digit by digit (the 4-digit code): "0427" is seen as one number, left to right in any language,
 * and a screen reader hears "0 4 2 7" in the page's language rather than "four hundred twenty-seven".
 */
export function SpelledDigits({ digits, className, testId }: { digits: string; className?: string; testId?: string }) {
  return (
    <span className={className}>
      <span dir="ltr" aria-hidden="true" data-testid={testId}>
        {digits}
      </span>
      <span className="visually-hidden">{[...digits].join(' ')}</span>
    </span>
  );
}

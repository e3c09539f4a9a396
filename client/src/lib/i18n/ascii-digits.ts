/**
 * Digits typed in any script (Arabic-Indic ٠١٢, Persian ۰۱۲, Devanagari ०१२, Bengali ০১২, full-width ０１２, …) as
 * ASCII, so a code typed on a phone set to that language reads as the code it is. Unicode lays every script's
 * decimal digits out as runs of ten, zero first, so a digit's value is its distance from the start of its run.
 */
const DECIMAL_DIGIT = /\p{Nd}/u;

function digitValue(codePoint: number): number {
  let start = codePoint;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return (codePoint - start) % 10;
}

export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const codePoint = digit.codePointAt(0)!;
    return codePoint >= 0x30 && codePoint <= 0x39 ? digit : String(digitValue(codePoint));
  });
}

/** Strings longer than this are shortened in previews (a QR data URL alone runs to thousands of characters). */
const PREVIEW_STRING_LIMIT = 120;

/** Pretty JSON for people: long strings are cut to their start plus a note of the full length. */
export function jsonPreview(value: unknown, limit = PREVIEW_STRING_LIMIT): string {
  return JSON.stringify(
    value,
    (_key, entry: unknown) =>
      typeof entry === 'string' && entry.length > limit
        ? `${entry.slice(0, limit)}… (${entry.length} characters)`
        : entry,
    2,
  );
}

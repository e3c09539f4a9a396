/** Explaining a failed retrieval in words a recipient can act on (an unknown, expired or mistyped code). */
import { ApiError, messageOf } from './api/http';

/** The HTTP status of a failed lookup, or null for a network failure. */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** One sentence saying what went wrong and what to do. */
export function explainLookupFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return 'The server could not be reached. Check your connection and try again.';
  switch (error.status) {
    case 404:
      return 'No shared folder has this code. Check the digits, or ask the sender for the code again.';
    case 410:
      return 'This shared folder has expired and its files were deleted. Ask the sender to share them again.';
    case 429:
      return 'Too many attempts from this network. Wait a few minutes, then try again.';
    case 400:
      return messageOf(error.body) ?? 'That code or address is not valid.';
    default:
      return messageOf(error.body) ?? 'The server could not answer. Try again in a moment.';
  }
}

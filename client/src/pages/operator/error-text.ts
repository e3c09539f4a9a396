import { ApiError } from '../../lib/api/http';

/** An API refusal's own sentence, or what to do when the server could not be reached. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'The server could not be reached. Check your connection.';
}

import { defineMessages } from 'react-intl';
import { ApiError } from '../../lib/api/http';
import { pageIntl } from '../../lib/i18n/page-intl';

const messages = defineMessages({
  unreachable: {
    id: 'operator.error.unreachable',
    defaultMessage: 'The server could not be reached. Check your connection.',
  },
});

/** An API refusal's own sentence, or what to do when the server could not be reached. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : pageIntl().formatMessage(messages.unreachable);
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { intlFor } from '../../../lib/i18n/intl-for';
import { queueMessageText } from './queue-messages';
import { BYTES_LOST_MESSAGE } from './processor';
import { SHARE_ENDED_MESSAGE } from './upload-runner';
import { ANSWER_ENDED_MESSAGE } from './answer-runner';

const german = intlFor(
  'de',
  JSON.parse(readFileSync(join(__dirname, '../../../../locales/de.json'), 'utf8')) as Record<string, string>,
);

describe(queueMessageText, () => {
  it('says the queue’s own failures in the page’s language', () => {
    expect(queueMessageText(SHARE_ENDED_MESSAGE, german)).toBe(
      'Diese Freigabe wurde beendet, daher wurden ihre restlichen Dateien nicht gesendet.',
    );
    expect(queueMessageText(BYTES_LOST_MESSAGE, intlFor('en', {}))).toBe(BYTES_LOST_MESSAGE);
    expect(queueMessageText(ANSWER_ENDED_MESSAGE, german)).toMatch(/^Diese Anfrage wurde geschlossen/);
  });

  it('passes any other words (the server’s own) through as they came', () => {
    expect(queueMessageText('The upload is larger than the 2 GiB a share may hold.', german)).toBe(
      'The upload is larger than the 2 GiB a share may hold.',
    );
  });
});

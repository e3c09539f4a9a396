import { intlFor } from '../../../lib/i18n/intl-for';
import { pageIntl, setPageIntl } from '../../../lib/i18n/page-intl';
import { CodeExchangeError, KeyFormatError, WrongKeyError } from './errors';
import german from '../../../../locales/de.json';

describe('encryption errors', () => {
  const before = pageIntl();
  afterEach(() => setPageIntl(before));

  it('say what went wrong in the page’s language of the moment their message is read', () => {
    const error = new WrongKeyError();
    expect(error.message).toBe(
      "This link's key does not open this share, so nothing was decrypted; copy the whole link again.",
    );
    setPageIntl(intlFor('de', german));
    expect(error.message).toBe(german['encryption.error.wrongKey']);
    expect(new CodeExchangeError('closed').message).toBe(german['encryption.error.codeClosed']);
    expect(new KeyFormatError({ kind: 'length', expected: 43, actual: 44 }).message).toBe(
      'Der Schlüssel nach # in diesem Link sollte 43 Zeichen lang sein, hat aber 44 (zu lang); kopiere den ganzen Link noch einmal.',
    );
  });
});

import { intlFor } from './intl-for';
import { pageIntl, setPageIntl, sourceText } from './page-intl';
import { SOURCE_LANGUAGE } from './source-language';

describe('the page language for code outside components', () => {
  afterEach(() => setPageIntl(intlFor(SOURCE_LANGUAGE, {})));

  it('formats with the object the LanguageProvider set', () => {
    setPageIntl(intlFor('de', { 'test.size': '{count, plural, one {# Datei} other {# Dateien}}' }));
    const message = { id: 'test.size', defaultMessage: '{count, plural, one {# file} other {# files}}' };
    expect(pageIntl().formatMessage(message, { count: 3 })).toBe('3 Dateien');
  });
});

describe(sourceText.name, () => {
  // The service worker's case: no LanguageProvider, and its messages as written in the code.
  it('says a message as written, its plain placeholders filled in', () => {
    const message = { id: 'api.requestFailed', defaultMessage: 'Request failed with status {status}' };
    expect(sourceText(message, { status: '502' })).toBe('Request failed with status 502');
    expect(sourceText({ id: 'x', defaultMessage: 'The upload failed.' })).toBe('The upload failed.');
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(sourceText({ id: 'x', defaultMessage: 'Failed with {status}' })).toBe('Failed with {status}');
  });
});

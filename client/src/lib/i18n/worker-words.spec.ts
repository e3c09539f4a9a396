import { hasWorkerWords, sayIn } from './worker-words';
import german from '../../../locales/de.json';

describe(sayIn.name, () => {
  const previewClosed = {
    id: 'files.worker.previewClosed',
    defaultMessage: 'This preview has closed; open it again from the share.',
  };

  it('says a message of the worker in the language, as the build wrote it', () => {
    expect(sayIn('de')(previewClosed)).toBe(german['files.worker.previewClosed']);
    expect(sayIn('en')(previewClosed)).toBe(previewClosed.defaultMessage);
  });

  it('says it in the source language for a language it has no words in (a pseudo-language)', () => {
    expect(hasWorkerWords('en-XA')).toBe(false);
    expect(sayIn('en-XA')(previewClosed)).toBe(previewClosed.defaultMessage);
  });

  it('says a message the build did not write as written in the code', () => {
    expect(sayIn('de')({ id: 'files.other', defaultMessage: 'As written' })).toBe('As written');
  });
});

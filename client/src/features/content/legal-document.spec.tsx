import { screen } from '@testing-library/react';
import { PRIVACY } from '../../lib/content/privacy';
import { TERMS } from '../../lib/content/terms';
import { renderPage } from '../../test/render-with-router';
import { LegalDocument } from './legal-document';

describe('legal pages', () => {
  it.each([
    ['Terms', TERMS, 'Terms & Conditions'],
    ['Privacy', PRIVACY, 'Privacy Policy'],
  ])('%s states both retention readings and that a lost code means re-uploading', (_name, content, title) => {
    renderPage(<LegalDocument document={content} />, '/legal');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const text = document.body.textContent;
    expect(text).toMatch(/deleted automatically 2 hours after upload/);
    expect(text).toMatch(/24 hours, or until (it|the folder) has been downloaded/);
    expect(text).toMatch(/lost code cannot be (recovered|looked up)|lose the folder code/);
    expect(text).toMatch(/upload(ed)? (the files )?again/);
  });
});

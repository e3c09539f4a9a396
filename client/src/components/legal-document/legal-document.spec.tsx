import { screen } from '@testing-library/react';
import PrivacyPage from '../../pages/privacy/privacy-page';
import TermsPage from '../../pages/terms/terms-page';
import { renderPage } from '../../test/render-with-router';

describe('legal pages', () => {
  it.each([
    ['Terms', TermsPage, 'Terms & Conditions'],
    ['Privacy', PrivacyPage, 'Privacy Policy'],
  ])('%s states both retention readings and that a lost code means re-uploading', (_name, Page, title) => {
    renderPage(<Page />, '/legal');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const text = document.body.textContent!;
    expect(text).toMatch(/deleted automatically 2 hours after upload/);
    expect(text).toMatch(/24 hours, or until (it|the folder) has been downloaded/);
    expect(text).toMatch(/lost code cannot be (recovered|looked up)|lose the folder code/);
    expect(text).toMatch(/upload(ed)? (the files )?again/);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render-with-router';
import FaqPage from './faq-page';

describe('FaqPage', () => {
  it('has 15 questions, one open at a time, and closes the open one on click', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(15);
    await user.click(questions[2]);
    await user.click(questions[14]);
    expect(screen.getAllByRole('button', { expanded: true })).toEqual([questions[14]]);
    await user.click(questions[14]);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('states both retention readings and that a lost code means re-uploading', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.click(screen.getByRole('button', { name: 'How long are shared files kept?' }));
    expect(screen.getByText(/deleted automatically 2 hours after upload/)).toBeVisible();
    expect(screen.getByText(/24 hours, or until it has been downloaded/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'I lost my folder code. Can you recover it?' }));
    expect(screen.getByText(/Upload the files again/)).toBeVisible();
  });
});

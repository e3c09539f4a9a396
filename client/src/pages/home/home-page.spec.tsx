import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render-with-router';
import HomePage from './home-page';

describe('HomePage', () => {
  it('has the hero, Get Started to /data-sharing, Request files to /request and the three feature cards', () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Effortless Data Sharing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/data-sharing');
    expect(screen.getByRole('link', { name: 'Request files' })).toHaveAttribute('href', '/request');
    for (const title of ['Seamless data transfer', 'AI-powered file recovery', 'Secure cloud backup']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('has a 10-question FAQ accordion with one answer open at a time', async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />);
    const faq = screen.getByRole('group', { name: 'Frequently asked questions' });
    const questions = faq.querySelectorAll('button[aria-expanded]');
    expect(questions).toHaveLength(10);
    await user.click(questions[0]);
    await user.click(questions[3]);
    expect(faq.querySelectorAll('button[aria-expanded="true"]')).toHaveLength(1);
    expect(questions[3]).toHaveAttribute('aria-expanded', 'true');
    await user.click(questions[3]);
    expect(faq.querySelectorAll('button[aria-expanded="true"]')).toHaveLength(0);
  });
});

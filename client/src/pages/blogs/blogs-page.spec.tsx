import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render-with-router';
import BlogsPage from './blogs-page';

describe('BlogsPage', () => {
  it('lists 10 posts, each with a date, title, description and Read More', async () => {
    const user = userEvent.setup();
    renderPage(<BlogsPage />, '/blogs');
    const posts = screen.getAllByRole('article');
    expect(posts).toHaveLength(10);
    for (const post of posts) {
      expect(post.querySelector('time[datetime]')).not.toBeNull();
      expect(within(post).getByRole('heading', { level: 2 })).toBeInTheDocument();
      expect(within(post).getByRole('button', { name: /^Read More/ })).toHaveAttribute('aria-expanded', 'false');
    }
    const readMore = within(posts[0]).getByRole('button', { name: /^Read More/ });
    await user.click(readMore);
    expect(readMore).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(readMore.getAttribute('aria-controls')!)).toBeVisible();
  });
});

import { render, screen } from '@testing-library/react';
import { PathTitle } from './path-title';

describe(PathTitle.name, () => {
  it('reads as the whole path, offers it on hover, and may wrap only after a slash', () => {
    const { container } = render(
      <h2>
        <PathTitle path="holiday photos/gradient.png" />
      </h2>,
    );
    const heading = screen.getByRole('heading', { name: 'holiday photos/gradient.png' });
    expect(heading.querySelector('[title]')).toHaveAttribute('title', 'holiday photos/gradient.png');
    const breaks = container.querySelectorAll('wbr');
    expect(breaks).toHaveLength(1);
    expect(breaks[0].previousSibling).toHaveTextContent(/^holiday photos\/$/);
    // The name's end and extension sit in one unbreakable piece.
    expect(screen.getByText('adient.png')).toBeInTheDocument();
  });
});

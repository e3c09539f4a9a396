import { render, screen } from '@testing-library/react';
import { SpelledDigits } from './spelled-digits';

describe(SpelledDigits.name, () => {
  it('shows the digits as one number, left to right, and gives screen readers each digit alone', () => {
    render(
      <h2>
        Folder <SpelledDigits digits="0427" testId="code" />
      </h2>,
    );
    const shown = screen.getByTestId('code');
    expect(shown).toHaveTextContent(/^0427$/);
    expect(shown).toHaveAttribute('dir', 'ltr');
    // The name a screen reader announces: the visible number is hidden from it, the spelled one is not.
    expect(screen.getByRole('heading')).toHaveAccessibleName('Folder 0 4 2 7');
  });
});

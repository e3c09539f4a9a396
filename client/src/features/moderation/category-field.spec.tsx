import { render, screen } from '@testing-library/react';
import { REPORT_CATEGORIES } from '../../lib/moderation/categories';
import { CategoryField } from './category-field';

const field = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' });

describe(CategoryField.name, () => {
  it('offers every category after a disabled placeholder, and starts on the placeholder', () => {
    render(<CategoryField id="category" label="Category" placeholder="Choose one" />);
    const options = Array.from(field().options);
    expect(options.map((option) => option.text)).toEqual([
      'Choose one',
      ...REPORT_CATEGORIES.map((category) => category.label),
    ]);
    expect(options[0]).toBeDisabled();
    expect(field()).toHaveValue('');
    expect(field()).toBeRequired();
    expect(field()).toHaveAttribute('name', 'category');
  });

  it('starts on the category it is given', () => {
    render(<CategoryField id="category" label="Category" placeholder="Choose one" defaultValue="privacy" />);
    expect(field()).toHaveValue('privacy');
  });
});

import { REPORT_CATEGORIES } from '../../lib/moderation/categories';
import { useCategoryLabel } from './category-label';

interface CategoryFieldProps {
  id: string;
  label: string;
  /** The disabled first option, shown until a category is chosen. */
  placeholder: string;
  /** The category chosen at first; none (the placeholder) by default. */
  defaultValue?: string;
}

/** A required `.field` row choosing one report category, sent as the form's `category`. */
export function CategoryField({ id, label, placeholder, defaultValue = '' }: CategoryFieldProps) {
  const labelOf = useCategoryLabel();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name="category" required defaultValue={defaultValue}>
        <option value="" disabled>
          {placeholder}
        </option>
        {REPORT_CATEGORIES.map((category) => (
          <option key={category.value} value={category.value}>
            {labelOf(category.value)}
          </option>
        ))}
      </select>
    </div>
  );
}

import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from './language-context';
import { LANGUAGES } from './locales';
import styles from './language-picker.module.css';

/** Every language in its own name; a choice switches the page at once and is remembered. */
export function LanguagePicker() {
  const { tag, choose } = useLanguage();
  const id = useId();
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        <FormattedMessage id="languages.picker.label" defaultMessage="Language" />
      </label>
      <select id={id} className={styles.select} value={tag} onChange={(event) => choose(event.target.value)}>
        {LANGUAGES.map((language) => (
          <option key={language.tag} value={language.tag} lang={language.tag}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}

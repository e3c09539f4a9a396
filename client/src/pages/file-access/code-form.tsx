import { useIntl } from 'react-intl';
import { asciiDigits } from '../../lib/i18n/ascii-digits';
import { FOLDER_CODE_LENGTH } from '../../lib/sharing/folder-code';
import styles from './file-access-page.module.css';
import { LookupForm, type LookupFormProps } from './lookup-form';

/**
 * The File Code tab: the 4-character code (the input takes at most 4 characters). Digits typed in the phone's own
 * script (Arabic-Indic, Persian, Devanagari, full-width…) show and count as the ASCII digits of the code.
 */
export function CodeForm(props: LookupFormProps) {
  const intl = useIntl();
  return (
    <LookupForm
      {...props}
      label={intl.formatMessage({ id: 'fileAccess.codeForm.label', defaultMessage: '4-digit file code' })}
      submitLabel={intl.formatMessage({ id: 'fileAccess.codeForm.submit', defaultMessage: 'Get files' })}
      normalize={asciiDigits}
      input={{
        type: 'text',
        inputMode: 'numeric',
        maxLength: FOLDER_CODE_LENGTH,
        placeholder: '0000',
        className: styles.codeInput,
      }}
    />
  );
}

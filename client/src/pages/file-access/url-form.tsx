import { useIntl } from 'react-intl';
import { LookupForm, type LookupFormProps } from './lookup-form';

/** The URL tab: paste a share link (or any address) and fetch it. */
export function UrlForm(props: LookupFormProps) {
  const intl = useIntl();
  return (
    <LookupForm
      {...props}
      label={intl.formatMessage({ id: 'fileAccess.urlForm.label', defaultMessage: 'Share URL' })}
      submitLabel={intl.formatMessage({ id: 'fileAccess.urlForm.submit', defaultMessage: 'Fetch files' })}
      input={{ type: 'url', inputMode: 'url', placeholder: 'https://…/s/1234' }}
    />
  );
}

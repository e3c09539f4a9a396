import { LookupForm, type LookupFormProps } from './lookup-form';

/** The URL tab: paste a share link (or any address) and fetch it. */
export function UrlForm(props: LookupFormProps) {
  return (
    <LookupForm
      {...props}
      label="Share URL"
      submitLabel="Fetch files"
      input={{ type: 'url', inputMode: 'url', placeholder: 'https://…/s/1234' }}
    />
  );
}

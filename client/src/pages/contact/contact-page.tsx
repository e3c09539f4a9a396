import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { PageHeader } from '../../components/page-header/page-header';
import { TextField } from '../../components/text-field/text-field';
import { CONTACT_DETAILS } from '../../lib/content/site-sections';
import { formText } from '../../lib/platform/form-text';
import { mailtoUrl } from '../../lib/sharing/mailto-url';
import styles from './contact-page.module.css';

/**
 * There is no contact API, so this form has nothing to post to. Rather than pretend to send,
 * the button opens the visitor's e-mail app with the message filled in, and the page says so.
 */
export default function ContactPage() {
  const intl = useIntl();
  const [prepared, setPrepared] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = formText(form, 'name').trim();
    const email = formText(form, 'email').trim();
    const message = formText(form, 'message').trim();
    window.location.href = mailtoUrl(
      CONTACT_DETAILS.email,
      intl.formatMessage({ id: 'contact.page.mailSubject', defaultMessage: 'Message from {name}' }, { name }),
      `${message}\n\n— ${name} <${email}>`,
    );
    setPrepared(true);
  }

  return (
    <div className="container page">
      <PageHeader
        title={intl.formatMessage({ id: 'contact.page.title', defaultMessage: 'Contact us' })}
        lead={
          <FormattedMessage
            id="contact.page.lead"
            defaultMessage="Questions, feedback or a problem with a shared folder? We read every message."
          />
        }
      />
      <div className={styles.layout}>
        <form className="card stack" onSubmit={submit} aria-describedby="contact-how">
          <p id="contact-how" className="hint">
            <FormattedMessage
              id="contact.page.how"
              defaultMessage="This form does not send anything by itself: it opens your e-mail app with your message ready to send to {email}."
              values={{ email: <bdi dir="ltr">{CONTACT_DETAILS.email}</bdi> }}
            />
          </p>
          <TextField
            id="contact-name"
            label={intl.formatMessage({ id: 'contact.page.nameLabel', defaultMessage: 'Name' })}
            name="name"
            autoComplete="name"
            required
          />
          <TextField
            id="contact-email"
            label={intl.formatMessage({ id: 'contact.page.emailLabel', defaultMessage: 'Email' })}
            name="email"
            type="email"
            autoComplete="email"
            required
          />
          <div className="field">
            <label htmlFor="contact-message">
              <FormattedMessage id="contact.page.messageLabel" defaultMessage="Message" />
            </label>
            <textarea id="contact-message" name="message" rows={6} required />
          </div>
          {prepared && (
            <Alert tone="info">
              <FormattedMessage
                id="contact.page.prepared"
                defaultMessage="Your e-mail app should have opened with the message. If it did not, write to {email}."
                values={{ email: <bdi dir="ltr">{CONTACT_DETAILS.email}</bdi> }}
              />
            </Alert>
          )}
          <Button type="submit">
            <FormattedMessage id="contact.page.submit" defaultMessage="Open in my e-mail app" />
          </Button>
        </form>
        <aside className="card" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">
            <FormattedMessage id="contact.page.detailsTitle" defaultMessage="Contact details" />
          </h2>
          <dl className={styles.details}>
            <dt>
              <FormattedMessage id="contact.page.emailTerm" defaultMessage="E-mail" />
            </dt>
            <dd>
              <a href={`mailto:${CONTACT_DETAILS.email}`} dir="ltr">
                {CONTACT_DETAILS.email}
              </a>
            </dd>
            <dt>
              <FormattedMessage id="contact.page.hoursTerm" defaultMessage="Support hours" />
            </dt>
            <dd>{intl.formatMessage(CONTACT_DETAILS.hours)}</dd>
            <dt>
              <FormattedMessage id="contact.page.abuseTerm" defaultMessage="Reporting abuse" />
            </dt>
            <dd>{intl.formatMessage(CONTACT_DETAILS.abuse)}</dd>
          </dl>
        </aside>
      </div>
    </div>
  );
}

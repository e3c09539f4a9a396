import { useState, type FormEvent } from 'react';
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
  const [prepared, setPrepared] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = formText(form, 'name').trim();
    const email = formText(form, 'email').trim();
    const message = formText(form, 'message').trim();
    window.location.href = mailtoUrl(
      CONTACT_DETAILS.email,
      `Message from ${name}`,
      `${message}\n\n— ${name} <${email}>`,
    );
    setPrepared(true);
  }

  return (
    <div className="container page">
      <PageHeader
        title="Contact us"
        lead="Questions, feedback or a problem with a shared folder? We read every message."
      />
      <div className={styles.layout}>
        <form className="card stack" onSubmit={submit} aria-describedby="contact-how">
          <p id="contact-how" className="hint">
            This form does not send anything by itself: it opens your e-mail app with your message ready to send to{' '}
            {CONTACT_DETAILS.email}.
          </p>
          <TextField id="contact-name" label="Name" name="name" autoComplete="name" required />
          <TextField id="contact-email" label="Email" name="email" type="email" autoComplete="email" required />
          <div className="field">
            <label htmlFor="contact-message">Message</label>
            <textarea id="contact-message" name="message" rows={6} required />
          </div>
          {prepared && (
            <Alert tone="info">
              Your e-mail app should have opened with the message. If it did not, write to {CONTACT_DETAILS.email}.
            </Alert>
          )}
          <Button type="submit">Open in my e-mail app</Button>
        </form>
        <aside className="card" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Contact details</h2>
          <dl className={styles.details}>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
            </dd>
            <dt>Support hours</dt>
            <dd>{CONTACT_DETAILS.hours}</dd>
            <dt>Reporting abuse</dt>
            <dd>{CONTACT_DETAILS.abuse}</dd>
          </dl>
        </aside>
      </div>
    </div>
  );
}

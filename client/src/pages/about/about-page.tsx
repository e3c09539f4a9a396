import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/button/button';
import { PageHeader } from '../../components/page-header/page-header';
import { MISSION, WHY_CHOOSE_US } from '../../lib/content/site-sections';

export default function AboutPage() {
  const intl = useIntl();
  return (
    <div className="container page">
      <PageHeader
        title={intl.formatMessage({ id: 'about.page.title', defaultMessage: 'About Sharecode' })}
        lead={
          <FormattedMessage
            id="about.page.lead"
            defaultMessage="File sharing that starts with a file, not a sign-up form."
          />
        }
      />
      <section className="prose" aria-labelledby="mission-title">
        <h2 id="mission-title">
          <FormattedMessage id="about.page.missionTitle" defaultMessage="Our mission" />
        </h2>
        {MISSION.map((paragraph) => (
          <p key={paragraph.id}>{intl.formatMessage(paragraph)}</p>
        ))}
      </section>
      <section className="section" aria-labelledby="why-title">
        <h2 id="why-title">
          <FormattedMessage id="about.page.whyTitle" defaultMessage="Why Choose Us" />
        </h2>
        <ul className="grid-cards plain-list">
          {WHY_CHOOSE_US.map((reason) => (
            <li key={reason.title.id} className="card">
              <h3>{intl.formatMessage(reason.title)}</h3>
              <p className="muted">{intl.formatMessage(reason.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <Link to="/data-sharing" className={buttonClassName()}>
        <FormattedMessage id="about.page.shareFirst" defaultMessage="Share your first folder" />
      </Link>
    </div>
  );
}

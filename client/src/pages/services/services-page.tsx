import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header/page-header';
import { SERVICES } from '../../lib/content/site-sections';
import styles from './services-page.module.css';

export default function ServicesPage() {
  const intl = useIntl();
  return (
    <div className="container page">
      <PageHeader
        title={intl.formatMessage({ id: 'services.page.title', defaultMessage: 'Services' })}
        lead={
          <FormattedMessage
            id="services.page.lead"
            defaultMessage="Everything Sharecode can do for you. Sharing and retrieving are free and need no account."
          />
        }
      />
      <ul className="grid-cards plain-list">
        {SERVICES.map((service) => (
          <li key={service.path} className={`card ${styles.service}`}>
            <h2 className={styles.title}>
              {intl.formatMessage(service.title)}
              {service.demo && (
                <span className={styles.demo}>
                  <FormattedMessage id="services.page.demoBadge" defaultMessage="Demo" />
                </span>
              )}
            </h2>
            <p className="muted">{intl.formatMessage(service.description)}</p>
            <Link to={service.path} className={styles.link}>
              {service.demo ? (
                <FormattedMessage id="services.page.tryDemo" defaultMessage="Try the demo" />
              ) : (
                <FormattedMessage id="services.page.open" defaultMessage="Open" />
              )}
              <span className="visually-hidden">
                <FormattedMessage
                  id="services.page.linkTarget"
                  defaultMessage=": {service}"
                  values={{ service: intl.formatMessage(service.title) }}
                />
              </span>
              <span aria-hidden="true">
                {' '}
                <span className="flip-rtl">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

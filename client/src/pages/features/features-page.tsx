import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header/page-header';
import { FEATURE_CARDS, PLATFORM_ACTIVITY, WHY_SHARECODE } from '../../lib/content/site-sections';
import { ActivityCounter } from './activity-counter';
import styles from './features-page.module.css';

export default function FeaturesPage() {
  const intl = useIntl();
  return (
    <div className="container page">
      <PageHeader
        title={intl.formatMessage({ id: 'features.page.title', defaultMessage: 'Features' })}
        lead={
          <FormattedMessage
            id="features.page.lead"
            defaultMessage="Share, open, protect: the tools Sharecode offers, one click away."
          />
        }
      />

      <ul className={`${styles.cards} plain-list`}>
        {FEATURE_CARDS.map((card) => (
          <li key={card.path}>
            <Link to={card.path} className={`card ${styles.cardLink}`}>
              <h2 className={styles.cardTitle}>{intl.formatMessage(card.title)}</h2>
              <p className="muted">{intl.formatMessage(card.description)}</p>
              <span className={styles.cardMore} aria-hidden="true">
                <FormattedMessage
                  id="features.page.openCard"
                  defaultMessage="Open <arrow>→</arrow>"
                  values={{ arrow: (chunks) => <span className="flip-rtl">{chunks}</span> }}
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <section className="section" aria-labelledby="why-title">
        <h2 id="why-title">
          <FormattedMessage id="features.page.whyTitle" defaultMessage="Why Sharecode?" />
        </h2>
        <ul className={`${styles.why} plain-list`}>
          {WHY_SHARECODE.map((reason) => (
            <li key={reason.title.id} className={styles.reason}>
              <h3>{intl.formatMessage(reason.title)}</h3>
              <p className="muted">{intl.formatMessage(reason.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`section ${styles.activity}`} aria-labelledby="activity-title">
        <h2 id="activity-title">
          <FormattedMessage id="features.page.activityTitle" defaultMessage="Platform Activity" />
        </h2>
        <dl className={styles.counters}>
          {PLATFORM_ACTIVITY.map((entry) => (
            <ActivityCounter key={entry.label.id} label={intl.formatMessage(entry.label)} target={entry.target} />
          ))}
        </dl>
      </section>
    </div>
  );
}

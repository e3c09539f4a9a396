import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header/page-header';
import { FEATURE_CARDS, PLATFORM_ACTIVITY, WHY_SHARECODE } from '../../lib/content/site-sections';
import { ActivityCounter } from './activity-counter';
import styles from './features-page.module.css';

export default function FeaturesPage() {
  return (
    <div className="container page">
      <PageHeader title="Features" lead="Share, open, protect: the tools Sharecode offers, one click away." />

      <ul className={`${styles.cards} plain-list`}>
        {FEATURE_CARDS.map((card) => (
          <li key={card.path}>
            <Link to={card.path} className={`card ${styles.cardLink}`}>
              <h2 className={styles.cardTitle}>{card.title}</h2>
              <p className="muted">{card.description}</p>
              <span className={styles.cardMore} aria-hidden="true">
                Open <span className="flip-rtl">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <section className="section" aria-labelledby="why-title">
        <h2 id="why-title">Why Sharecode?</h2>
        <ul className={`${styles.why} plain-list`}>
          {WHY_SHARECODE.map((reason) => (
            <li key={reason.title} className={styles.reason}>
              <h3>{reason.title}</h3>
              <p className="muted">{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`section ${styles.activity}`} aria-labelledby="activity-title">
        <h2 id="activity-title">Platform Activity</h2>
        <dl className={styles.counters}>
          {PLATFORM_ACTIVITY.map((entry) => (
            <ActivityCounter key={entry.label} label={entry.label} target={entry.target} />
          ))}
        </dl>
      </section>
    </div>
  );
}

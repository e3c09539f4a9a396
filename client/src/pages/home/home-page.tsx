import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/button/button';
import { FaqList } from '../../features/content';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { FAQ_ITEMS, HOME_FAQ_COUNT } from '../../lib/content/faq';
import { HOME_FEATURES } from '../../lib/content/site-sections';
import { ShieldIcon, SparkleIcon, TransferIcon } from './feature-icons';
import { HowToUseSlider } from './how-to-use-slider';
import styles from './home-page.module.css';

const FEATURE_ICONS = [TransferIcon, SparkleIcon, ShieldIcon];

export default function HomePage() {
  const intl = useIntl();
  useDocumentTitle(
    intl.formatMessage({ id: 'home.page.documentTitle', defaultMessage: 'Share files with a 4-digit code' }),
  );
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <h1 className={styles.heroTitle}>
            <FormattedMessage id="home.hero.title" defaultMessage="Effortless Data Sharing" />
          </h1>
          <p className={styles.heroLead}>
            <FormattedMessage
              id="home.hero.lead"
              defaultMessage="Send files or whole folders to any device. Upload, get a 4-digit code, a link and a QR code — the recipient needs nothing but a browser. No account required."
            />
          </p>
          <div className={styles.heroActions}>
            <Link to="/data-sharing" className={buttonClassName({ size: 'lg' }, styles.heroCta)}>
              <FormattedMessage id="home.hero.getStarted" defaultMessage="Get Started" />
            </Link>
            <Link to="/file-access" className={styles.heroSecondary}>
              <FormattedMessage id="home.hero.haveCode" defaultMessage="I have a code" />
            </Link>
            <Link to="/request" className={styles.heroSecondary}>
              <FormattedMessage id="home.hero.requestFiles" defaultMessage="Request files" />
            </Link>
          </div>
          <p className={styles.heroNote}>
            <FormattedMessage
              id="home.hero.note"
              defaultMessage="Shared folders are deleted automatically after 2 hours by default."
            />
          </p>
        </div>
      </section>

      <div className="container">
        <section className="section" aria-labelledby="features-title">
          <h2 id="features-title" className={styles.sectionTitle}>
            <FormattedMessage id="home.features.title" defaultMessage="Why people use Sharecode" />
          </h2>
          <ul className={`grid-cards ${styles.plainList}`}>
            {HOME_FEATURES.map((feature, index) => {
              const Icon = FEATURE_ICONS[index];
              return (
                <li key={feature.title.id} className={`card ${styles.feature}`}>
                  <span className={styles.featureIcon}>
                    <Icon />
                  </span>
                  <h3>
                    <FormattedMessage {...feature.title} />
                  </h3>
                  <p className="muted">
                    <FormattedMessage {...feature.description} />
                  </p>
                </li>
              );
            })}
          </ul>
        </section>

        <HowToUseSlider />

        <section className={`section ${styles.faq}`} aria-labelledby="home-faq-title">
          <h2 id="home-faq-title" className={styles.sectionTitle}>
            <FormattedMessage id="home.faq.title" defaultMessage="Frequently asked questions" />
          </h2>
          <FaqList items={FAQ_ITEMS.slice(0, HOME_FAQ_COUNT)} />
          <p>
            <Link to="/faq">
              <FormattedMessage id="home.faq.allLink" defaultMessage="See all questions" />
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}

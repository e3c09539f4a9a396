import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header/page-header';
import { SERVICES } from '../../lib/content/site-sections';
import styles from './services-page.module.css';

export default function ServicesPage() {
  return (
    <div className="container page">
      <PageHeader
        title="Services"
        lead="Everything Sharecode can do for you. Sharing and retrieving are free and need no account."
      />
      <ul className="grid-cards plain-list">
        {SERVICES.map((service) => (
          <li key={service.path} className={`card ${styles.service}`}>
            <h2 className={styles.title}>
              {service.title}
              {service.demo && <span className={styles.demo}>Demo</span>}
            </h2>
            <p className="muted">{service.description}</p>
            <Link to={service.path} className={styles.link}>
              {service.demo ? 'Try the demo' : 'Open'}
              <span className="visually-hidden">: {service.title}</span>
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

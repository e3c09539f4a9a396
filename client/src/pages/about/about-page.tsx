import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/button/button';
import { PageHeader } from '../../components/page-header/page-header';
import { MISSION, WHY_CHOOSE_US } from '../../lib/content/site-sections';

export default function AboutPage() {
  return (
    <div className="container page">
      <PageHeader title="About Sharecode" lead="File sharing that starts with a file, not a sign-up form." />
      <section className="prose" aria-labelledby="mission-title">
        <h2 id="mission-title">Our mission</h2>
        {MISSION.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className="section" aria-labelledby="why-title">
        <h2 id="why-title">Why Choose Us</h2>
        <ul className="grid-cards plain-list">
          {WHY_CHOOSE_US.map((reason) => (
            <li key={reason.title} className="card">
              <h3>{reason.title}</h3>
              <p className="muted">{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <Link to="/data-sharing" className={buttonClassName()}>
        Share your first folder
      </Link>
    </div>
  );
}

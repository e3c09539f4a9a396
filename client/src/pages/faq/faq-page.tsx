import { Link } from 'react-router-dom';
import { FaqList } from '../../features/content';
import { PageHeader } from '../../components/page-header/page-header';
import { FAQ_ITEMS } from '../../lib/content/faq';

export default function FaqPage() {
  return (
    <div className="container page">
      <PageHeader
        title="Frequently Asked Questions"
        lead="Everything about sharing with a 4-digit code: how it works, how long files stay, and who can see them."
      />
      <div className="prose">
        <FaqList items={FAQ_ITEMS} headingLevel={2} />
        <p>
          Still stuck? <Link to="/contact">Contact us</Link>.
        </p>
      </div>
    </div>
  );
}

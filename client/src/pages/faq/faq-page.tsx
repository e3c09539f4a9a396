import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FaqList } from '../../features/content';
import { PageHeader } from '../../components/page-header/page-header';
import { FAQ_ITEMS } from '../../lib/content/faq';

export default function FaqPage() {
  const intl = useIntl();
  return (
    <div className="container page">
      <PageHeader
        title={intl.formatMessage({ id: 'faq.page.title', defaultMessage: 'Frequently Asked Questions' })}
        lead={
          <FormattedMessage
            id="faq.page.lead"
            defaultMessage="Everything about sharing with a 4-digit code: how it works, how long files stay, and who can see them."
          />
        }
      />
      <div className="prose">
        <FaqList items={FAQ_ITEMS} headingLevel={2} />
        <p>
          <FormattedMessage
            id="faq.page.stillStuck"
            defaultMessage="Still stuck? <link>Contact us</link>."
            values={{ link: (chunks) => <Link to="/contact">{chunks}</Link> }}
          />
        </p>
      </div>
    </div>
  );
}

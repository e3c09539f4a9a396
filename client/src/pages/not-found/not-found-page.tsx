import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from '../../components/button/button';
import { PageHeader } from '../../components/page-header/page-header';

export default function NotFoundPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <div className="container page">
      <PageHeader
        title={intl.formatMessage({ id: 'notFound.title', defaultMessage: 'Page not found' })}
        lead={
          <FormattedMessage
            id="notFound.lead"
            defaultMessage="There is no page at {path}. It may have moved, or the link may be mistyped."
            values={{ path: <bdi dir="ltr">{pathname}</bdi> }}
          />
        }
      />
      <div className="row-start">
        <Link to="/" className={buttonClassName()}>
          <FormattedMessage id="notFound.homeLink" defaultMessage="Go to the home page" />
        </Link>
        <Link to="/file-access" className={buttonClassName({ variant: 'secondary' })}>
          <FormattedMessage id="notFound.openShareLink" defaultMessage="Open a shared folder" />
        </Link>
      </div>
    </div>
  );
}

import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from '../../components/button/button';
import { PageHeader } from '../../components/page-header/page-header';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="container page">
      <PageHeader
        title="Page not found"
        lead={`There is no page at ${pathname}. It may have moved, or the link may be mistyped.`}
      />
      <div className="row-start">
        <Link to="/" className={buttonClassName()}>
          Go to the home page
        </Link>
        <Link to="/file-access" className={buttonClassName({ variant: 'secondary' })}>
          Open a shared folder
        </Link>
      </div>
    </div>
  );
}

import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header/page-header';
import { RequestView } from '../../features/file-requests';

/** Only a request's 4-digit code is ever named, in the title or anywhere: the address could say anything. */
const REQUEST_CODE = /^\d{4}$/;

/** `/request/{code}`: a request made on this device, its files opened here as they arrive. */
export default function RequestViewPage() {
  const intl = useIntl();
  const { code = '' } = useParams();
  const valid = REQUEST_CODE.test(code);
  return (
    <div className="container page">
      <PageHeader
        title={
          valid
            ? intl.formatMessage({ id: 'fileRequests.viewPage.title', defaultMessage: 'File request {code}' }, { code })
            : intl.formatMessage({ id: 'fileRequests.viewPage.titleNoCode', defaultMessage: 'File request' })
        }
      />
      <RequestView code={valid ? code : ''} />
    </div>
  );
}

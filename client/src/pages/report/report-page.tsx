import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { FormCard } from '../../components/form-card/form-card';
import { reportTargetOf } from '../../lib/moderation/reports';
import type { ReportReceipt } from '../../lib/moderation/types';
import { ReportForm } from './report-form';
import { ReportSent } from './report-sent';

/**
 * `/report[?target=<share URL>]` (or `#target=` for a link with an end-to-end encrypted share's key, which must
 * not reach a server before the report does): the electronic notice form for a share that breaks the law or
 * the terms. Anyone can send it, with no account; the answer is the same whether or not the target names a share.
 */
export default function ReportPage() {
  const intl = useIntl();
  const { search, hash } = useLocation();
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);
  return (
    <FormCard
      title={intl.formatMessage({ id: 'report.page.title', defaultMessage: 'Report a share' })}
      lead={intl.formatMessage({
        id: 'report.page.lead',
        defaultMessage:
          "Tell us about a shared folder that contains malware, illegal content, or someone else's work or private information.",
      })}
    >
      {receipt ? (
        <ReportSent receipt={receipt} />
      ) : (
        <ReportForm initialTarget={reportTargetOf(search, hash)} onSent={setReceipt} />
      )}
    </FormCard>
  );
}

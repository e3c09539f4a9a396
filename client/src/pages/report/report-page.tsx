import { useState } from 'react';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { FormCard } from '../../components/form-card/form-card';
import { reportSubjectOf, reportTargetOf } from '../../lib/moderation/reports';
import type { ReportReceipt, ReportSubject } from '../../lib/moderation/types';
import { ReportForm } from './report-form';
import { ReportSent } from './report-sent';

/** The page's words for what is reported: a share's, or a file request's. */
const TITLE = defineMessages<Record<ReportSubject, NoMessageValues>>({
  share: { id: 'report.page.title', defaultMessage: 'Report a share' },
  request: { id: 'report.page.requestTitle', defaultMessage: 'Report a file request' },
});

const LEAD = defineMessages<Record<ReportSubject, NoMessageValues>>({
  share: {
    id: 'report.page.lead',
    defaultMessage:
      "Tell us about a shared folder that contains malware, illegal content, or someone else's work or private information.",
  },
  request: {
    id: 'report.page.requestLead',
    defaultMessage:
      'Tell us about a file request that asks for ID documents, passwords or other private information under false pretences, or whose message is threatening or asks for something illegal.',
  },
});

/**
 * `/report[?target=<share or request URL>]` (or `#target=` for a link with a key after `#`, which must
 * not reach a server before the report does): the electronic notice form for a share or a file request that breaks
 * the law or the terms. Anyone can send it, with no account; the answer is the same whether or not the target names
 * anything. The page speaks of a file request when it was opened with one's address (`/r/…`), of a share otherwise.
 */
export default function ReportPage() {
  const intl = useIntl();
  const { search, hash } = useLocation();
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);
  const target = reportTargetOf(search, hash);
  const subject = reportSubjectOf(target);
  return (
    <FormCard title={intl.formatMessage(TITLE[subject])} lead={intl.formatMessage(LEAD[subject])}>
      {receipt ? (
        <ReportSent receipt={receipt} subject={subject} />
      ) : (
        <ReportForm initialTarget={target} subject={subject} onSent={setReceipt} />
      )}
    </FormCard>
  );
}

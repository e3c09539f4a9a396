import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../../components/tabs/tabs';
import { AuditPanel } from './audit-panel';
import { BlockListPanel } from './block-list-panel';
import { FindPanel } from './find-panel';
import { ReportView } from './report-view';
import { ReportsPanel } from './reports-panel';
import { ShareView } from './share-view';

const labels = defineMessages({
  reports: { id: 'operator.section.reports', defaultMessage: 'Reports' },
  find: { id: 'operator.section.find', defaultMessage: 'Find' },
  blockList: { id: 'operator.section.blockList', defaultMessage: 'Block list' },
  audit: { id: 'operator.section.audit', defaultMessage: 'Audit log' },
});

const SECTIONS = [
  { id: 'reports', label: labels.reports },
  { id: 'find', label: labels.find },
  { id: 'block-list', label: labels.blockList },
  { id: 'audit', label: labels.audit },
] as const;

/**
 * The operator's sections as tabs; a report (`?report=R-…`) or a share (`?share=<id>`) opens in their place,
 * in the address so the back button returns to the list.
 */
export function OperatorConsole() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const reference = params.get('report');
  const shareId = Number(params.get('share'));
  if (reference) return <ReportView reference={reference} />;
  if (Number.isInteger(shareId) && shareId > 0) return <ShareView id={shareId} />;

  const selected = Math.max(
    0,
    SECTIONS.findIndex((section) => section.id === params.get('section')),
  );
  return (
    <Tabs
      aria-label={intl.formatMessage({ id: 'operator.sections.label', defaultMessage: 'Operator console sections' })}
      selected={selected}
      onSelect={(index) => setParams(index === 0 ? {} : { section: SECTIONS[index].id }, { replace: true })}
      items={[
        { id: SECTIONS[0].id, label: intl.formatMessage(SECTIONS[0].label), content: <ReportsPanel /> },
        { id: SECTIONS[1].id, label: intl.formatMessage(SECTIONS[1].label), content: <FindPanel /> },
        { id: SECTIONS[2].id, label: intl.formatMessage(SECTIONS[2].label), content: <BlockListPanel /> },
        { id: SECTIONS[3].id, label: intl.formatMessage(SECTIONS[3].label), content: <AuditPanel /> },
      ]}
    />
  );
}

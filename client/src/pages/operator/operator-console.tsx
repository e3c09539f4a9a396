import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../../components/tabs/tabs';
import { AuditPanel } from './audit-panel';
import { BlockListPanel } from './block-list-panel';
import { FindPanel } from './find-panel';
import { ReportView } from './report-view';
import { ReportsPanel } from './reports-panel';
import { ShareView } from './share-view';

const SECTIONS = [
  { id: 'reports', label: 'Reports' },
  { id: 'find', label: 'Find' },
  { id: 'block-list', label: 'Block list' },
  { id: 'audit', label: 'Audit log' },
] as const;

/**
 * The operator's sections as tabs; a report (`?report=R-…`) or a share (`?share=<id>`) opens in their place,
 * in the address so the back button returns to the list.
 */
export function OperatorConsole() {
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
      aria-label="Operator console sections"
      selected={selected}
      onSelect={(index) => setParams(index === 0 ? {} : { section: SECTIONS[index].id }, { replace: true })}
      items={[
        { ...SECTIONS[0], content: <ReportsPanel /> },
        { ...SECTIONS[1], content: <FindPanel /> },
        { ...SECTIONS[2], content: <BlockListPanel /> },
        { ...SECTIONS[3], content: <AuditPanel /> },
      ]}
    />
  );
}

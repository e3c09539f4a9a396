import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { AuditEntry } from '../../lib/moderation/operator-types';
import { routeFetch } from '../../test/route-fetch';
import de from '../../../locales/de.json';
import { AuditPanel } from './audit-panel';

function entry(id: number, overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id,
    at: new Date(Date.now() - 5 * 60_000).toISOString(),
    actor: 'op@example.com',
    actorKind: 'operator',
    action: 'report.dismiss',
    targetType: 'report',
    targetId: 'R-7K3Q-9M2X',
    reason: null,
    details: null,
    ...overrides,
  };
}

/** One entry of every action, kind of target and kind of actor the API lists. */
const ENTRIES: AuditEntry[] = [
  entry(7, {}),
  entry(6, { action: 'folder.takedown', targetType: 'folder', targetId: '42' }),
  entry(5, { action: 'folder.release', targetType: 'folder', targetId: '42' }),
  entry(4, { action: 'folder.block-files', targetType: 'folder', targetId: '42' }),
  entry(3, { action: 'blocked-files.import', targetType: 'blocked-files', targetId: 'import' }),
  entry(2, { action: 'operator.enroll', targetType: 'account', targetId: '3', actorKind: 'server-command' }),
  entry(1, { action: 'operator.revoke', targetType: 'account', targetId: '3', actorKind: 'server-command' }),
].map((each) => (each.actorKind === 'server-command' ? { ...each, actor: 'server command' } : each));

async function rows() {
  const log = await screen.findByRole('list', { name: /Audit log|Prüfprotokoll/ });
  return within(log)
    .getAllByRole('listitem')
    .map((row) => row.textContent);
}

describe('the audit log', () => {
  it('words every action, target and actor, never the machine words', async () => {
    routeFetch({ 'GET /api/operator/audit?limit=50': { entries: ENTRIES } });
    render(<AuditPanel />);
    expect(await rows()).toEqual([
      'Report dismissed5 min agoop@example.com · Report R-7K3Q-9M2X',
      'Share taken down5 min agoop@example.com · Share #42',
      'Quarantined share released5 min agoop@example.com · Share #42',
      "Share's files blocked5 min agoop@example.com · Share #42",
      'Hashes imported into the block list5 min agoop@example.com · The block list',
      'Operator enrolled5 min agoServer command · Account #3',
      'Operator access revoked5 min agoServer command · Account #3',
    ]);
  });

  it("says an action or target this page does not know in words of its own, not the server's", async () => {
    const newer = { ...entry(1, {}), action: 'report.reopen', targetType: 'appeal', targetId: 'A-1' };
    routeFetch({ 'GET /api/operator/audit?limit=50': { entries: [newer] } });
    render(<AuditPanel />);
    expect(await rows()).toEqual(['Another action5 min agoop@example.com · A-1']);
  });

  it("speaks the page's language", async () => {
    routeFetch({ 'GET /api/operator/audit?limit=50': { entries: [ENTRIES[1], ENTRIES[5]] } });
    render(
      <IntlProvider locale="de" messages={de}>
        <AuditPanel />
      </IntlProvider>,
    );
    const [takedown, enrollment] = await rows();
    expect(takedown).toContain(de['operator.audit.action.folderTakedown']);
    expect(takedown).toContain('vor 5 Min.');
    expect(enrollment).toContain(de['operator.audit.actor.serverCommand']);
    expect(enrollment).not.toContain('server command');
  });
});

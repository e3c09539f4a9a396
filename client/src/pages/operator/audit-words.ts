import { useMemo } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { wordsOf } from '../../lib/i18n/value-words';
import type { AuditEntry } from '../../lib/moderation/operator-types';

/** What was done: one message per action of the API's union. */
const ACTION_WORDS = defineMessages<Record<AuditEntry['action'], NoMessageValues>>({
  'report.dismiss': { id: 'operator.audit.action.reportDismiss', defaultMessage: 'Report dismissed' },
  'folder.takedown': { id: 'operator.audit.action.folderTakedown', defaultMessage: 'Share taken down' },
  'file-request.takedown': {
    id: 'operator.audit.action.fileRequestTakedown',
    defaultMessage: 'File request taken down',
  },
  'folder.release': { id: 'operator.audit.action.folderRelease', defaultMessage: 'Quarantined share released' },
  'folder.block-files': { id: 'operator.audit.action.folderBlockFiles', defaultMessage: "Share's files blocked" },
  'blocked-files.import': {
    id: 'operator.audit.action.blockedFilesImport',
    defaultMessage: 'Hashes imported into the block list',
  },
  'operator.enroll': { id: 'operator.audit.action.operatorEnroll', defaultMessage: 'Operator enrolled' },
  'operator.revoke': { id: 'operator.audit.action.operatorRevoke', defaultMessage: 'Operator access revoked' },
});

/** What it was done to, named by its reference or id: one message per kind of target of the API's union. */
const TARGET_WORDS = defineMessages<Record<AuditEntry['targetType'], { id: string }>>({
  report: { id: 'operator.audit.target.report', defaultMessage: 'Report {id}' },
  folder: { id: 'operator.audit.target.folder', defaultMessage: 'Share #{id}' },
  'file-request': { id: 'operator.audit.target.fileRequest', defaultMessage: 'File request #{id}' },
  'blocked-files': { id: 'operator.audit.target.blockedFiles', defaultMessage: 'The block list' },
  account: { id: 'operator.audit.target.account', defaultMessage: 'Account #{id}' },
});

const OTHER = defineMessages<{ action: NoMessageValues; serverCommand: NoMessageValues }>({
  /** An action a newer server logged that this page does not know yet. */
  action: { id: 'operator.audit.action.other', defaultMessage: 'Another action' },
  serverCommand: { id: 'operator.audit.actor.serverCommand', defaultMessage: 'Server command' },
});

export interface AuditWords {
  action: (entry: AuditEntry) => string;
  /** Its kind and reference ("Report R-…", "Share #42"); only the reference of a kind this page does not know. */
  target: (entry: AuditEntry) => string;
  /** An operator's e-mail as it is, or the server's enrollment command in words. */
  actor: (entry: AuditEntry) => string;
}

/** An audit entry's action, target and actor in words, in the page's language. */
export function useAuditWords(): AuditWords {
  const intl = useIntl();
  return useMemo(
    () => ({
      action: (entry) => intl.formatMessage(wordsOf(ACTION_WORDS, entry.action, OTHER.action)),
      target: (entry) => {
        const words = wordsOf(TARGET_WORDS, entry.targetType, null);
        return words ? intl.formatMessage(words, { id: entry.targetId }) : entry.targetId;
      },
      actor: (entry) => (entry.actorKind === 'server-command' ? intl.formatMessage(OTHER.serverCommand) : entry.actor),
    }),
    [intl],
  );
}
